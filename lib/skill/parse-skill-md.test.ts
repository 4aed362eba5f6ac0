import { describe, expect, it } from 'vitest'
import { LIMITS } from './limits'
import { parseSkillMd } from './parse-skill-md'
import { codes, skillMd, utf8 } from './test-support'

const parse = (text: string) => parseSkillMd(utf8(text))

describe('parseSkillMd: framing', () => {
  it('reads frontmatter and keeps the body byte for byte, with its line', () => {
    const result = parse('---\nname: a\ndescription: b\n---\n\n  # Title  \n\n')
    expect(result.findings).toEqual([])
    expect(result.document).toEqual({ frontmatter: { name: 'a', description: 'b' }, body: '\n  # Title  \n\n', bodyLine: 5 })
  })

  it('tolerates a BOM (with a warning) and CRLF line endings', () => {
    const result = parse('\uFEFF---\r\nname: a\r\ndescription: b\r\n---\r\nline one\r\nline two\r\n')
    expect(result.document?.frontmatter).toEqual({ name: 'a', description: 'b' })
    expect(result.document?.body).toBe('line one\r\nline two\r\n')
    expect(result.document?.bodyLine).toBe(5)
    expect(codes(result.findings)).toEqual(['skill_md_bom'])
  })

  it('accepts delimiter lines with trailing spaces and tabs', () => {
    expect(parse('--- \t\nname: a\n---\t \nbody').document).toEqual({ frontmatter: { name: 'a' }, body: 'body', bodyLine: 4 })
  })

  it('keeps --- inside a value intact (skills-ref would truncate it)', () => {
    expect(parse('---\nname: a\ndescription: a --- b\n---\n').document?.frontmatter.description).toBe('a --- b')
  })

  it('keeps --- lines inside the body', () => {
    const result = parse('---\nname: a\n---\nabove\n---\nbelow\n---\n')
    expect(result.document?.body).toBe('above\n---\nbelow\n---\n')
  })

  it('accepts a closing delimiter at the end of the file', () => {
    expect(parse('---\nname: a\n---').document).toEqual({ frontmatter: { name: 'a' }, body: '', bodyLine: 4 })
  })

  it.each([
    ['no frontmatter', '# Just markdown\n'],
    ['a leading blank line', '\n---\nname: a\n---\n'],
    ['an opener with text after it', '--- x\nname: a\n---\n'],
    ['an opener that is not a line of its own', '---name: a\n---\n'],
    ['an empty file', ''],
  ])('rejects %s with skills-ref’s message', (_label, text) => {
    const result = parse(text)
    expect(result.document).toBeNull()
    expect(result.findings).toEqual([
      expect.objectContaining({ code: 'frontmatter_missing', message: 'SKILL.md must start with YAML frontmatter (---)' }),
    ])
  })

  it('rejects an unclosed frontmatter with skills-ref’s message', () => {
    const result = parse('---\nname: a\ndescription: b --- c\n')
    expect(result.document).toBeNull()
    expect(result.findings.map((item) => item.message)).toEqual(['SKILL.md frontmatter not properly closed with ---'])
  })
})

describe('parseSkillMd: bytes', () => {
  it('rejects invalid UTF-8', () => {
    const result = parseSkillMd(new Uint8Array([0x2d, 0x2d, 0x2d, 0x0a, 0xff, 0xfe, 0x0a]))
    expect(result.document).toBeNull()
    expect(codes(result.findings)).toEqual(['skill_md_invalid_utf8'])
  })

  it('rejects a NUL byte and says on which line', () => {
    const result = parse('---\nname: a\u0000\n---\n')
    expect(result.document).toBeNull()
    expect(result.findings).toEqual([expect.objectContaining({ code: 'skill_md_nul_byte', line: 2 })])
  })

  it('accepts exactly LIMITS.skillMdBytes and rejects one byte more', () => {
    const head = '---\nname: a\n---\n'
    const atLimit = utf8(head + 'x'.repeat(LIMITS.skillMdBytes - head.length))
    expect(atLimit.byteLength).toBe(LIMITS.skillMdBytes)
    expect(parseSkillMd(atLimit).findings).toEqual([])
    const over = utf8(head + 'x'.repeat(LIMITS.skillMdBytes - head.length + 1))
    const result = parseSkillMd(over)
    expect(result.document).toBeNull()
    expect(codes(result.findings)).toEqual(['skill_md_too_large'])
  })
})

describe('parseSkillMd: YAML', () => {
  it('reads every scalar as a string (failsafe, like strictyaml)', () => {
    const result = parse(skillMd(['name: a', 'description: true', 'version: 1.0', 'count: 010', 'empty:', 'tilde: ~']))
    expect(result.document?.frontmatter).toEqual({
      name: 'a',
      description: 'true',
      version: '1.0',
      count: '010',
      empty: '',
      tilde: '~',
    })
  })

  it('keeps unknown top-level fields in source order', () => {
    const result = parse(skillMd(['zeta: 1', 'name: a', 'alpha: 2', 'description: d', 'mid: 3']))
    expect(Object.keys(result.document?.frontmatter ?? {})).toEqual(['zeta', 'name', 'alpha', 'description', 'mid'])
  })

  it('accepts flow style (strictyaml does not)', () => {
    expect(parse(skillMd(['name: a', 'metadata: {author: me, tags: [x, y]}'])).document?.frontmatter.metadata).toEqual({
      author: 'me',
      tags: ['x', 'y'],
    })
  })

  it('rejects duplicate keys with a position in SKILL.md coordinates', () => {
    const result = parse('---\nname: a\ndescription: b\ndescription: c\n---\n')
    expect(result.document).toBeNull()
    expect(result.findings).toEqual([
      expect.objectContaining({
        code: 'yaml_invalid',
        severity: 'error',
        message: 'Invalid YAML in frontmatter: Map keys must be unique (line 4, column 1)',
        line: 4,
        column: 1,
      }),
    ])
  })

  it('reports a YAML syntax error with skills-ref’s prefix and a position', () => {
    const result = parse('---\nname: a\ndescription: Use when: the user asks\n---\n')
    expect(result.document).toBeNull()
    const [first] = result.findings
    expect(first?.message).toMatch(/^Invalid YAML in frontmatter: .+ \(line 3, column \d+\)$/)
    expect(first?.line).toBe(3)
  })

  it.each([
    ['a list', '- a\n- b'],
    ['a scalar', 'just some text'],
    ['nothing', ''],
    ['only a comment', '# nothing here'],
  ])('rejects a frontmatter that is %s', (_label, yaml) => {
    const result = parse(`---\n${yaml}\n---\nbody\n`)
    expect(result.document).toBeNull()
    expect(result.findings.map((item) => item.message)).toEqual(['SKILL.md frontmatter must be a YAML mapping'])
  })

  it('rejects mapping keys that are collections', () => {
    const result = parse('---\n? [a, b]\n: c\n---\n')
    expect(result.document).toBeNull()
    expect(codes(result.findings)).toEqual(['yaml_invalid'])
  })

  it('expands a few aliases', () => {
    const result = parse(skillMd(['name: a', 'metadata:', '  one: &v shared', '  two: *v']))
    expect(result.document?.frontmatter.metadata).toEqual({ one: 'shared', two: 'shared' })
  })

  it('turns a billion-laughs frontmatter into an error finding quickly', () => {
    const lines = ['name: lol', 'a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for (let i = 1; i <= 9; i += 1) lines.push(`a${i}: &a${i} [${Array(9).fill(`*a${i - 1}`).join(',')}]`)
    const result = parse(skillMd(lines))
    expect(result.document).toBeNull()
    expect(codes(result.findings)).toEqual(['yaml_alias_limit'])
  })

  it('turns absurd nesting into an error finding, not a crash', () => {
    const depth = 5000
    const result = parse(skillMd([`name: a`, `deep: ${'['.repeat(depth)}${']'.repeat(depth)}`]))
    expect(result.document).toBeNull()
    expect(codes(result.findings)).toEqual(['yaml_too_deep'])
  })

  it('keeps __proto__, constructor and prototype keys as data without polluting prototypes', () => {
    const result = parse(
      skillMd([
        'name: a',
        '__proto__:',
        '  polluted: yes',
        'constructor: c',
        'prototype: p',
        'metadata:',
        '  __proto__: {polluted: yes}',
        '  skillyard.parameters-schema:',
        '    type: object',
        '    __proto__: {polluted: yes}',
      ]),
    )
    const frontmatter = result.document?.frontmatter ?? {}
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.getPrototypeOf(frontmatter)).toBe(Object.prototype)
    expect(Object.keys(frontmatter)).toEqual(['name', '__proto__', 'constructor', 'prototype', 'metadata'])
    expect(Object.getOwnPropertyDescriptor(frontmatter, '__proto__')?.value).toEqual({ polluted: 'yes' })
    expect(Object.getOwnPropertyDescriptor(frontmatter, 'constructor')?.value).toBe('c')
    const metadata = frontmatter.metadata as Record<string, unknown>
    expect(Object.getPrototypeOf(metadata)).toBe(Object.prototype)
    expect(Object.keys(metadata)).toEqual(['__proto__', 'skillyard.parameters-schema'])
    const schema = metadata['skillyard.parameters-schema'] as Record<string, unknown>
    expect(Object.getPrototypeOf(schema)).toBe(Object.prototype)
    expect(Object.keys(schema)).toEqual(['type', '__proto__'])
    expect(JSON.parse(JSON.stringify(frontmatter)).__proto__).toEqual({ polluted: 'yes' })
  })

  it('reads a parameters schema mapping with typed values (core schema)', () => {
    const result = parse(
      skillMd([
        'name: a',
        'version: 1.0',
        'metadata:',
        '  version: 2.0',
        '  skillyard.parameters-schema:',
        '    type: object',
        '    properties:',
        '      count: {type: integer, minimum: 1, default: 10}',
        '      label: {type: string, default: "1.0"}',
        '    additionalProperties: false',
        '    required: [count]',
      ]),
    )
    expect(result.document?.frontmatter.version).toBe('1.0')
    expect(result.document?.frontmatter.metadata).toEqual({
      version: '2.0',
      'skillyard.parameters-schema': {
        type: 'object',
        properties: { count: { type: 'integer', minimum: 1, default: 10 }, label: { type: 'string', default: '1.0' } },
        additionalProperties: false,
        required: ['count'],
      },
    })
  })

  it('leaves a parameters schema given as JSON text as text', () => {
    const result = parse(skillMd(['name: a', 'metadata:', `  parameters_schema: '{"type": "object"}'`]))
    expect(result.document?.frontmatter.metadata).toEqual({ parameters_schema: '{"type": "object"}' })
  })

  it('reports YAML warnings (a typed tag under the failsafe schema) and keeps the text', () => {
    const result = parse(skillMd(['name: a', 'count: !!int 3']))
    expect(result.document?.frontmatter.count).toBe('3')
    expect(result.findings).toEqual([expect.objectContaining({ code: 'yaml_warning', severity: 'warning', line: 3 })])
  })

  it('records where each key starts', () => {
    const result = parse('---\nname: a\nmetadata:\n  skillyard.tier: read\n---\n')
    expect(result.positions.get('name')).toEqual({ line: 2, column: 1 })
    expect(result.positions.get('metadata.skillyard.tier')).toEqual({ line: 4, column: 3 })
  })
})
