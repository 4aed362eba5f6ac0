import { describe, expect, it } from 'vitest'
import { inspectSkill } from './inspect-skill'
import { LIMITS } from './limits'
import { VALID_HEADER, codes, errors, file, inspectMd, skillMd, warnings } from './test-support'

const DESCRIPTION = 'description: Does one thing well.'

/** Inspects a skill whose folder is the name itself. */
const named = (name: string, folder = name) => inspectMd(skillMd([`name: "${name}"`, DESCRIPTION]), { folder })

describe('inspectSkill: a valid skill', () => {
  it('is valid with no findings and reports name, description, document and default settings', () => {
    const result = inspectMd(skillMd(VALID_HEADER, 'Body\n'), { files: [file('scripts/run.sh', 'echo hi\n', true)] })
    expect(result.findings).toEqual([])
    expect(result.valid).toBe(true)
    expect(result.name).toBe('my-skill')
    expect(result.description).toBe('Does one thing well. Use it when that thing is needed.')
    expect(result.skillMdPath).toBe('SKILL.md')
    expect(result.document?.body).toBe('Body\n')
    expect(result.settings).toEqual({
      tier: 'read',
      execution: 'sandbox',
      timeoutSeconds: LIMITS.timeoutSecondsDefault,
      allowedDomains: [],
      network: 'none',
      parametersSchema: null,
    })
  })
})

describe('inspectSkill: name (skills-ref V6–V13)', () => {
  it.each(['a', 'my-skill', 'pdf-processing-2', 'a1-b2-c3', '技能', 'мой-навык', 'café', '𠀀'])('accepts %j', (name) => {
    const result = named(name)
    expect(errors(result.findings)).toEqual([])
    expect(result.name).toBe(name)
  })

  it('accepts 64 code points and rejects 65, counting code points (ASCII)', () => {
    expect(errors(named('a'.repeat(64)).findings)).toEqual([])
    expect(errors(named('a'.repeat(65)).findings)).toEqual([`Skill name '${'a'.repeat(65)}' exceeds 64 character limit (65 chars)`])
  })

  it('accepts 64 code points and rejects 65, counting code points (astral)', () => {
    const letter = '𠀀' // U+20000, two UTF-16 units
    expect(errors(named(letter.repeat(64)).findings)).toEqual([])
    expect(errors(named(letter.repeat(65)).findings)).toEqual([
      `Skill name '${letter.repeat(65)}' exceeds 64 character limit (65 chars)`,
    ])
  })

  it('NFKC-normalises the name: fullwidth letters and ligatures', () => {
    const fullwidth = named('ｍｙ-skill', 'my-skill')
    expect(errors(fullwidth.findings)).toEqual([])
    expect(fullwidth.name).toBe('my-skill')
    expect(named('ﬁle', 'file').name).toBe('file')
    expect(errors(named('ﬁle', 'file').findings)).toEqual([])
  })

  it('NFKC-normalises the folder name before comparing', () => {
    expect(errors(named('my-skill', 'ｍｙ-skill').findings)).toEqual([])
  })

  it('composes an NFD name (NFKC), so a decomposed é is a letter', () => {
    expect(errors(named('cafe\u0301', 'café').findings)).toEqual([])
  })

  it('trims the name like Python strip()', () => {
    const result = named('  my-skill\t', 'my-skill')
    expect(errors(result.findings)).toEqual([])
    expect(result.name).toBe('my-skill')
  })

  it.each([
    ['My-Skill', ["Skill name 'My-Skill' must be lowercase"]],
    ['PDF', ["Skill name 'PDF' must be lowercase"]],
    ['-pdf', ['Skill name cannot start or end with a hyphen']],
    ['pdf-', ['Skill name cannot start or end with a hyphen']],
    ['pdf--processing', ['Skill name cannot contain consecutive hyphens']],
    ['my_skill', ["Skill name 'my_skill' contains invalid characters. Only letters, digits, and hyphens are allowed."]],
    ['my skill', ["Skill name 'my skill' contains invalid characters. Only letters, digits, and hyphens are allowed."]],
    ['my.skill', ["Skill name 'my.skill' contains invalid characters. Only letters, digits, and hyphens are allowed."]],
    // Devanagari vowel signs are combining marks, which Python's isalnum() rejects too.
    ['हिंदी', ["Skill name 'हिंदी' contains invalid characters. Only letters, digits, and hyphens are allowed."]],
  ])('rejects %j', (name, messages) => {
    expect(errors(named(name).findings)).toEqual(messages)
  })

  it('rejects a name that differs from its folder', () => {
    expect(errors(named('my-skill', 'other').findings)).toEqual(["Directory name 'other' must match skill name 'my-skill'"])
  })

  it('reports a missing name and an empty name', () => {
    expect(errors(inspectMd(skillMd([DESCRIPTION])).findings)).toEqual(['Missing required field in frontmatter: name'])
    expect(errors(inspectMd(skillMd(['name:', DESCRIPTION])).findings)).toEqual(["Field 'name' must be a non-empty string"])
    expect(errors(inspectMd(skillMd(['name: "   "', DESCRIPTION])).findings)).toEqual(["Field 'name' must be a non-empty string"])
    expect(errors(inspectMd(skillMd(['name: [a]', DESCRIPTION])).findings)).toEqual(["Field 'name' must be a non-empty string"])
  })

  it('points name findings at the name line', () => {
    const result = inspectMd(skillMd([DESCRIPTION, 'name: Bad']), { folder: 'Bad' })
    expect(result.findings[0]).toMatchObject({ code: 'name_not_lowercase', field: 'name', path: 'SKILL.md', line: 3, column: 1 })
  })
})

describe('inspectSkill: description and compatibility (V14–V18)', () => {
  const withDescription = (description: string) => inspectMd(skillMd(['name: my-skill', `description: "${description}"`]))

  it('accepts 1024 code points and rejects 1025', () => {
    expect(errors(withDescription('d'.repeat(1024)).findings)).toEqual([])
    expect(errors(withDescription('d'.repeat(1025)).findings)).toEqual(['Description exceeds 1024 character limit (1025 chars)'])
  })

  it('counts an emoji as one character: 1024 × 😀 is valid, 1025 is not', () => {
    expect(errors(withDescription('😀'.repeat(1024)).findings)).toEqual([])
    expect(errors(withDescription('😀'.repeat(1025)).findings)).toEqual(['Description exceeds 1024 character limit (1025 chars)'])
  })

  it('reports a missing or empty description', () => {
    expect(errors(inspectMd(skillMd(['name: my-skill'])).findings)).toEqual(['Missing required field in frontmatter: description'])
    expect(errors(inspectMd(skillMd(['name: my-skill', 'description:'])).findings)).toEqual([
      "Field 'description' must be a non-empty string",
    ])
    expect(errors(inspectMd(skillMd(['name: my-skill', 'description: {a: b}'])).findings)).toEqual([
      "Field 'description' must be a non-empty string",
    ])
  })

  it('returns the description trimmed', () => {
    expect(withDescription('  padded  ').description).toBe('padded')
  })

  it('accepts 500 code points of compatibility and rejects 501', () => {
    const compat = (text: string) => inspectMd(skillMd([...VALID_HEADER, `compatibility: "${text}"`]))
    expect(errors(compat('c'.repeat(500)).findings)).toEqual([])
    expect(errors(compat('😀'.repeat(500)).findings)).toEqual([])
    expect(errors(compat('c'.repeat(501)).findings)).toEqual(['Compatibility exceeds 500 character limit (501 chars)'])
  })

  it('rejects a compatibility that is not a string, and warns on an empty one', () => {
    expect(errors(inspectMd(skillMd([...VALID_HEADER, 'compatibility: [a]'])).findings)).toEqual([
      "Field 'compatibility' must be a string",
    ])
    const empty = inspectMd(skillMd([...VALID_HEADER, 'compatibility: ""']))
    expect(empty.valid).toBe(true)
    expect(codes(empty.findings)).toEqual(['compatibility_empty'])
  })
})

describe('inspectSkill: unexpected fields (V5) and ordering', () => {
  const UNEXPECTED =
    "Unexpected fields in frontmatter: author, version. Only ['allowed-tools', 'compatibility', 'description', 'license', 'metadata', 'name'] are allowed."

  it('warns about unknown fields by default, with skills-ref’s message', () => {
    const result = inspectMd(skillMd([...VALID_HEADER, 'version: 1.0', 'author: me']))
    expect(result.valid).toBe(true)
    expect(result.findings).toEqual([
      { code: 'unexpected_fields', severity: 'warning', origin: 'skills-ref', message: UNEXPECTED, path: 'SKILL.md' },
    ])
  })

  it('makes unknown fields an error in strict mode', () => {
    const result = inspectMd(skillMd([...VALID_HEADER, 'version: 1.0', 'author: me']), { strict: true })
    expect(result.valid).toBe(false)
    expect(errors(result.findings)).toEqual([UNEXPECTED])
  })

  it('reproduces skills-ref’s observed seven errors in its order', () => {
    const result = inspectMd(
      skillMd(['name: -Bad--Name_', 'version: "1.0"', 'author: someone', `compatibility: ${'x'.repeat(501)}`]),
      { folder: '-Bad--Name_', strict: true },
    )
    expect(errors(result.findings)).toEqual([
      UNEXPECTED,
      "Skill name '-Bad--Name_' must be lowercase",
      'Skill name cannot start or end with a hyphen',
      'Skill name cannot contain consecutive hyphens',
      "Skill name '-Bad--Name_' contains invalid characters. Only letters, digits, and hyphens are allowed.",
      'Missing required field in frontmatter: description',
      'Compatibility exceeds 500 character limit (501 chars)',
    ])
  })
})

describe('inspectSkill: metadata, allowed-tools, license', () => {
  it('accepts a string-to-string metadata mapping', () => {
    expect(inspectMd(skillMd([...VALID_HEADER, 'metadata:', '  author: me', '  version: 1.0'])).findings).toEqual([])
  })

  it.each([['metadata: just text'], ['metadata: [a, b]'], ['metadata:']])('rejects %j', (line) => {
    const result = inspectMd(skillMd([...VALID_HEADER, line]))
    expect(codes(result.findings)).toEqual(['metadata_not_mapping'])
    expect(result.valid).toBe(false)
  })

  it('warns on a non-string metadata value, and errs in strict mode', () => {
    const md = skillMd([...VALID_HEADER, 'metadata:', '  tags: [a, b]'])
    const lenient = inspectMd(md)
    expect(lenient.valid).toBe(true)
    expect(lenient.findings).toEqual([
      expect.objectContaining({ code: 'metadata_value_not_string', severity: 'warning', field: 'metadata.tags', line: 5, column: 3 }),
    ])
    const strict = inspectMd(md, { strict: true })
    expect(strict.valid).toBe(false)
    expect(codes(strict.findings)).toEqual(['metadata_value_not_string'])
  })

  it('allows a mapping for the parameters schema key', () => {
    const md = skillMd([...VALID_HEADER, 'metadata:', '  skillyard.parameters-schema:', '    type: object'])
    expect(inspectMd(md, { strict: true }).findings).toEqual([])
  })

  it('accepts allowed-tools as a string, a list with a warning, and nothing else', () => {
    expect(inspectMd(skillMd([...VALID_HEADER, 'allowed-tools: Bash(git:*) Read'])).findings).toEqual([])
    const list = inspectMd(skillMd([...VALID_HEADER, 'allowed-tools: [Bash, Read]']))
    expect(list.valid).toBe(true)
    expect(codes(list.findings)).toEqual(['allowed_tools_list'])
    const mapping = inspectMd(skillMd([...VALID_HEADER, 'allowed-tools: {Bash: yes}']))
    expect(mapping.valid).toBe(false)
    expect(codes(mapping.findings)).toEqual(['allowed_tools_invalid'])
  })

  it('warns when license is not a string', () => {
    expect(inspectMd(skillMd([...VALID_HEADER, 'license: MIT'])).findings).toEqual([])
    const result = inspectMd(skillMd([...VALID_HEADER, 'license: [MIT, Apache-2.0]']))
    expect(result.valid).toBe(true)
    expect(codes(result.findings)).toEqual(['license_not_string'])
  })
})

describe('inspectSkill: Claude surface rules (warnings)', () => {
  it.each([
    ['claude-helper', 'claude'],
    ['anthropic-tools', 'anthropic'],
  ])('warns about the reserved word in %j', (name, word) => {
    const result = named(name)
    expect(result.valid).toBe(true)
    expect(result.findings).toEqual([
      expect.objectContaining({ code: 'name_reserved_word', severity: 'warning', origin: 'claude', field: 'name' }),
    ])
    expect(result.findings[0]?.message).toContain(`'${word}'`)
  })

  it('warns about XML tags in the description, not about a bare <', () => {
    const tagged = inspectMd(skillMd(['name: my-skill', 'description: Use for <b>bold</b> output']))
    expect(tagged.valid).toBe(true)
    expect(codes(tagged.findings)).toEqual(['description_xml_tag'])
    expect(inspectMd(skillMd(['name: my-skill', 'description: Use when a < b or c > d'])).findings).toEqual([])
  })
})

describe('inspectSkill: files', () => {
  const md = skillMd(VALID_HEADER)
  const inspectFiles = (files: ReturnType<typeof file>[]) => inspectSkill({ folderName: 'my-skill', files })

  it('reports a missing SKILL.md with skills-ref’s message', () => {
    const result = inspectFiles([file('README.md', '# hi')])
    expect(result.valid).toBe(false)
    expect(result.findings).toEqual([expect.objectContaining({ code: 'skill_md_missing', message: 'Missing required file: SKILL.md' })])
  })

  it('does not accept SKILL.md in a subfolder', () => {
    expect(codes(inspectFiles([file('docs/SKILL.md', md)]).findings)).toEqual(['skill_md_missing'])
  })

  it('uses skill.md with a warning when SKILL.md is absent', () => {
    const result = inspectFiles([file('skill.md', md)])
    expect(result.valid).toBe(true)
    expect(result.skillMdPath).toBe('skill.md')
    expect(codes(result.findings)).toEqual(['skill_md_lowercase'])
  })

  it('rejects SKILL.md next to skill.md as a collision, and reads SKILL.md', () => {
    const result = inspectFiles([file('SKILL.md', md), file('skill.md', md)])
    expect(result.valid).toBe(false)
    expect(result.skillMdPath).toBe('SKILL.md')
    expect(codes(result.findings)).toEqual(['path_collision'])
  })

  it('reports unsafe paths and NFC/NFD collisions', () => {
    const result = inspectFiles([file('SKILL.md', md), file('../evil.sh', 'x'), file('caf\u00e9.md', 'a'), file('cafe\u0301.md', 'b')])
    expect(codes(result.findings)).toEqual(['path_unsafe', 'path_collision'])
  })

  it('accepts LIMITS.filesPerSkill files and rejects one more', () => {
    const extra = (count: number) => Array.from({ length: count }, (_, i) => file(`f/${i}.txt`, ''))
    expect(inspectFiles([file('SKILL.md', md), ...extra(LIMITS.filesPerSkill - 1)]).findings).toEqual([])
    expect(codes(inspectFiles([file('SKILL.md', md), ...extra(LIMITS.filesPerSkill)]).findings)).toEqual(['too_many_files'])
  })

  it('accepts a file of LIMITS.fileBytes and rejects one byte more', () => {
    expect(inspectFiles([file('SKILL.md', md), file('big.bin', new Uint8Array(LIMITS.fileBytes))]).findings).toEqual([])
    const result = inspectFiles([file('SKILL.md', md), file('big.bin', new Uint8Array(LIMITS.fileBytes + 1))])
    expect(result.findings).toEqual([expect.objectContaining({ code: 'file_too_large', path: 'big.bin' })])
  })

  it('accepts LIMITS.skillBytes in total and rejects one byte more', () => {
    const skill = file('SKILL.md', md)
    const fill = (total: number) => {
      const files = [skill]
      let left = total - skill.bytes.byteLength
      for (let i = 0; left > 0; i += 1) {
        const size = Math.min(LIMITS.fileBytes, left)
        files.push(file(`assets/${i}.bin`, new Uint8Array(size)))
        left -= size
      }
      return files
    }
    expect(inspectFiles(fill(LIMITS.skillBytes)).findings).toEqual([])
    expect(codes(inspectFiles(fill(LIMITS.skillBytes + 1)).findings)).toEqual(['skill_too_large'])
  })

  it('returns SKILL.md parse errors as findings with no name', () => {
    const result = inspectFiles([file('SKILL.md', 'no frontmatter')])
    expect(result).toMatchObject({ valid: false, name: null, document: null, skillMdPath: 'SKILL.md' })
    expect(codes(result.findings)).toEqual(['frontmatter_missing'])
  })

  it('warns when a per-script parameters schema names a file the skill lacks', () => {
    const result = inspectMd(
      skillMd([...VALID_HEADER, 'metadata:', '  skillyard.parameters-schema:', '    scripts/run.py: {type: object}', '    scripts/gone.py: {type: object}']),
      { files: [file('scripts/run.py', 'print(1)\n')] },
    )
    expect(result.valid).toBe(true)
    expect(result.findings).toEqual([
      expect.objectContaining({ code: 'parameters_schema_unknown_script', field: 'metadata.skillyard.parameters-schema' }),
    ])
    expect(warnings(result.findings)[0]).toContain("'scripts/gone.py'")
  })
})
