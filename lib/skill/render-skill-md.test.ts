import { describe, expect, it } from 'vitest'
import { parseSkillMd } from './parse-skill-md'
import { renderSkillMd } from './render-skill-md'
import { utf8 } from './test-support'

const parse = (text: string) => {
  const { document, findings } = parseSkillMd(utf8(text))
  expect(findings.filter((item) => item.severity === 'error')).toEqual([])
  if (!document) throw new Error('test document did not parse')
  return document
}

const SAMPLES: Record<string, string> = {
  minimal: '---\nname: a\ndescription: b\n---\n',
  'unknown fields, order and odd scalars':
    '---\nzeta: last\nname: my-skill\ndescription: "Use when: the user says yes"\nversion: 1.0\nflag: yes\nwhen: 2024-01-01\nempty:\n"<<": merge-looking key\nlist: [a, b]\n---\n# Body\n',
  'CRLF body, trailing spaces, --- lines':
    '---\r\nname: a\r\ndescription: a --- b\r\n---\r\nline  \r\n---\r\n\r\n  indented\r\n',
  unicode: '---\nname: мой-навык\ndescription: "😀 émoji — and \\"quotes\\" and \'single\'"\n---\n技能\n',
  'multi-line description': '---\nname: a\ndescription: |\n  First line.\n  Second line.\n---\nbody',
  'prototype keys': '---\nname: a\n__proto__: {polluted: yes}\nconstructor: c\nmetadata:\n  __proto__: x\n---\n',
  'typed parameters schema':
    '---\nname: a\nmetadata:\n  author: me\n  skillyard.parameters-schema:\n    type: object\n    properties:\n      n: {type: integer, minimum: 1, default: 2.5}\n      s: {type: string, default: "1.0"}\n      f: {type: boolean, default: false}\n    additionalProperties: false\n---\nbody\n',
  'aliases written out': '---\nname: a\nmetadata:\n  one: &v shared\n  two: *v\n---\n',
}

describe('renderSkillMd', () => {
  it.each(Object.entries(SAMPLES))('round-trips %s', (_label, text) => {
    const first = parse(text)
    const rendered = renderSkillMd(first)
    const second = parse(rendered)
    expect(second.frontmatter).toEqual(first.frontmatter)
    expect(Object.keys(second.frontmatter)).toEqual(Object.keys(first.frontmatter))
    expect(second.body).toBe(first.body)
    expect(renderSkillMd(second)).toBe(rendered)
  })

  it('writes the canonical form', () => {
    expect(renderSkillMd({ frontmatter: { name: 'a', description: 'b', version: '1.0', flag: 'yes' }, body: 'Body\n', bodyLine: 6 })).toBe(
      '---\nname: a\ndescription: b\nversion: "1.0"\nflag: "yes"\n---\nBody\n',
    )
  })

  it('keeps typed schema values typed after a round trip', () => {
    const doc = parse(SAMPLES['typed parameters schema'] ?? '')
    const metadata = parse(renderSkillMd(doc)).frontmatter.metadata as Record<string, Record<string, unknown>>
    expect(metadata['skillyard.parameters-schema']?.additionalProperties).toBe(false)
  })

  it('does not alias repeated values', () => {
    expect(renderSkillMd(parse(SAMPLES['aliases written out'] ?? ''))).not.toMatch(/[&*]/)
  })
})
