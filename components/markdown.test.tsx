import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Markdown } from './markdown'

const render = (source: string, linkBase?: string) => renderToStaticMarkup(<Markdown source={source} linkBase={linkBase} />)

describe('Markdown', () => {
  it('never turns HTML in a skill body into elements', () => {
    const html = render('# Hi\n\n<script>window.pwned = 1</script>\n\n<img src=x onerror="window.pwned = 1">\n\ntext <b onclick="x()">bold</b>')
    expect(html).not.toMatch(/<script|<img|<b[ >]/i)
    expect(html).toContain('&lt;script&gt;') // shown as text, inert
    expect(html).toContain('<h1>Hi</h1>')
  })

  it('drops javascript: and other unsafe link targets', () => {
    const html = render('[a](javascript:alert(1)) [b](data:text/html,x) [c](vbscript:x) [d](https://example.org/x)')
    expect(html).not.toMatch(/javascript:|data:|vbscript:/i)
    expect(html).toContain('href="https://example.org/x"')
  })

  it('points relative links at the skill files', () => {
    expect(render('[ref](references/REFERENCE.md)', '/api/skills/demo/files')).toContain('href="/api/skills/demo/files/references/REFERENCE.md"')
  })

  it('renders GitHub tables', () => {
    expect(render('| a | b |\n|---|---|\n| 1 | 2 |')).toContain('<table>')
  })
})
