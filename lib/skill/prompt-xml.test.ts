import { describe, expect, it } from 'vitest'
import { htmlEscape, toPromptXml } from './prompt-xml'

describe('toPromptXml', () => {
  it('writes an empty block for no skills', () => {
    expect(toPromptXml([])).toBe('<available_skills>\n</available_skills>')
  })

  it('writes each tag and value on its own line, like skills-ref', () => {
    expect(toPromptXml([{ name: 'my-skill', description: 'A test skill', location: '/abs/path/my-skill/SKILL.md' }])).toBe(
      [
        '<available_skills>',
        '<skill>',
        '<name>',
        'my-skill',
        '</name>',
        '<description>',
        'A test skill',
        '</description>',
        '<location>',
        '/abs/path/my-skill/SKILL.md',
        '</location>',
        '</skill>',
        '</available_skills>',
      ].join('\n'),
    )
  })

  it('escapes name and description like Python html.escape, but not the location', () => {
    const xml = toPromptXml([{ name: 'a&b', description: `<foo> & <bar> "q" 'a'`, location: '/tmp/<x>&/SKILL.md' }])
    expect(xml).toContain('\na&amp;b\n')
    expect(xml).toContain('\n&lt;foo&gt; &amp; &lt;bar&gt; &quot;q&quot; &#x27;a&#x27;\n')
    expect(xml).toContain('\n/tmp/<x>&/SKILL.md\n')
  })

  it('lists several skills in the given order', () => {
    const xml = toPromptXml([
      { name: 'b', description: 'B', location: '/b/SKILL.md' },
      { name: 'a', description: 'A', location: '/a/SKILL.md' },
    ])
    expect(xml.indexOf('\nb\n')).toBeLessThan(xml.indexOf('\na\n'))
    expect(xml.match(/<skill>/g)).toHaveLength(2)
  })
})

describe('htmlEscape', () => {
  it('escapes & first, so entities are not double-escaped wrongly', () => {
    expect(htmlEscape('&lt;')).toBe('&amp;lt;')
    expect(htmlEscape('plain ü')).toBe('plain ü')
  })
})
