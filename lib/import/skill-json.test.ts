import { describe, expect, it } from 'vitest'
import { SkillyardError } from '../errors/skillyard-error'
import { inspectSkill } from '../skill/inspect-skill'
import type { SkillFile } from '../skill/types'
import { convertSkillJson } from './skill-json'

const utf8 = (text: string) => new TextEncoder().encode(text)
const file = (path: string, text: string, executable = false): SkillFile => ({ path, bytes: utf8(text), executable })

const SEED = {
  name: 'disk_cleaner',
  description: 'Free up disk by clearing stale build caches and journals.',
  schema: {
    type: 'object',
    properties: { path: { type: 'string', description: 'Root path to clean.' }, dry_run: { type: 'boolean', default: true } },
    required: ['path'],
  },
  entry: 'run.sh',
  env_allow: ['PATH', 'HOME'],
  timeout_seconds: 60,
  class: 'mutating',
  category: 'ops',
}

const convert = (manifest: unknown, extra: SkillFile[] = [file('run.sh', 'echo {}')]) =>
  convertSkillJson([file('skill.json', typeof manifest === 'string' ? manifest : JSON.stringify(manifest)), ...extra])

function refusal(run: () => unknown): { code: string; field: unknown; message: string } {
  try {
    run()
  } catch (error) {
    if (error instanceof SkillyardError) return { code: error.code, field: error.details?.field, message: error.message }
    throw error
  }
  throw new Error('expected a refusal')
}

describe('convertSkillJson', () => {
  it("converts the seed manifest into a valid skill, the SKILL.md first and skill.json dropped", () => {
    const converted = convert(SEED)
    expect(converted.name).toBe('disk-cleaner')
    expect(converted.files.map((item) => [item.path, item.executable])).toEqual([
      ['SKILL.md', false],
      ['run.sh', true],
    ])
    const inspection = inspectSkill({ folderName: 'disk-cleaner', files: converted.files })
    expect(inspection.findings.filter((item) => item.severity === 'error')).toEqual([])
    expect(inspection.settings).toMatchObject({ tier: 'change', timeoutSeconds: 60, parametersSchema: { kind: 'shared', schema: SEED.schema } })
    expect(inspection.document?.frontmatter.metadata).toEqual({
      'skillyard.tier': 'change',
      'skillyard.parameters-schema': JSON.stringify(SEED.schema),
      'skillyard.timeout-seconds': '60',
      'skillyard.env-allow': 'PATH HOME',
      'skillyard.category': 'ops',
    })
    expect(inspection.document?.body).toContain('Run `run.sh` from the skill folder')
  })

  it('returns the mapping for the preview', () => {
    expect(convert(SEED).mapping).toEqual({
      'name: disk_cleaner': 'name: disk-cleaner',
      'description: Free up disk by clearing stale build caches and journals.': 'description: Free up disk by clearing stale build caches and journals.',
      'class: mutating': 'skillyard.tier: change',
      [`schema: ${JSON.stringify(SEED.schema).slice(0, 59)}…`]: `skillyard.parameters-schema: ${JSON.stringify(SEED.schema).slice(0, 79)}…`,
      'timeout_seconds: 60': 'skillyard.timeout-seconds: 60',
      'env_allow: ["PATH","HOME"]': 'skillyard.env-allow: PATH HOME',
      'category: ops': 'skillyard.category: ops',
      'entry: run.sh': 'run.sh (kept, marked executable; the SKILL.md body says how to run it)',
      'skill.json': 'SKILL.md (generated; skill.json itself is not kept)',
    })
  })

  it.each([
    ['safe', 'read'],
    ['mutating', 'change'],
    ['dangerous', 'destructive'],
    [undefined, 'read'],
  ])('maps class %s to tier %s', (skillClass, tier) => {
    const converted = convert({ ...SEED, class: skillClass })
    expect(inspectSkill({ folderName: 'disk-cleaner', files: converted.files }).settings.tier).toBe(tier)
  })

  it('reads timeout_seconds 0 as the default', () => {
    const converted = convert({ ...SEED, timeout_seconds: 0 })
    expect(converted.mapping['timeout_seconds: 0']).toBe('skillyard.timeout-seconds: 30 (0 means the default)')
  })

  it('accepts a minimal manifest and an entry written ./run.sh', () => {
    const converted = convert({ name: 'tiny', description: 'Tiny tool. Use it for tiny things.', entry: './run.sh' })
    expect(inspectSkill({ folderName: 'tiny', files: converted.files }).valid).toBe(true)
  })

  it('keeps unknown fields, __proto__ included, as metadata text and pollutes nothing', () => {
    const converted = convert(`{"__proto__": {"polluted": 1}, "version": "2", ${JSON.stringify(SEED).slice(1)}`)
    const inspection = inspectSkill({ folderName: 'disk-cleaner', files: converted.files })
    const metadata = inspection.document?.frontmatter.metadata as Record<string, unknown>
    expect(metadata['skill-json.__proto__']).toBe('{"polluted":1}')
    expect(metadata['skill-json.version']).toBe('"2"')
    expect(converted.mapping['__proto__: {"polluted":1}']).toBe('skill-json.__proto__: {"polluted":1}')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('does not let __proto__ inside the schema reach a prototype', () => {
    const converted = convert(`${JSON.stringify(SEED).slice(0, -1)}, "schema": {"type": "object", "__proto__": {"polluted": 1}}}`)
    const inspection = inspectSkill({ folderName: 'disk-cleaner', files: converted.files })
    expect(inspection.document?.frontmatter.metadata).toMatchObject({ 'skillyard.parameters-schema': '{"type":"object","__proto__":{"polluted":1}}' })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it.each([
    ['name', { name: 'Disk Cleaner' }],
    ['name', { name: undefined }],
    ['description', { description: 42 }],
    ['schema', { schema: ['not', 'an', 'object'] }],
    ['entry', { entry: '' }],
    ['env_allow', { env_allow: 'PATH' }],
    ['env_allow', { env_allow: ['PATH HOME'] }],
    ['timeout_seconds', { timeout_seconds: '60' }],
    ['timeout_seconds', { timeout_seconds: -1 }],
    ['timeout_seconds', { timeout_seconds: 1.5 }],
    ['class', { class: 'harmless' }],
    ['category', { category: ['ops'] }],
  ])('refuses a bad %s with manifest_invalid naming the field', (field, change) => {
    const result = refusal(() => convert({ ...SEED, ...change }))
    expect(result).toMatchObject({ code: 'manifest_invalid', field })
    expect(result.message).toContain(`'${field}'`)
  })

  it.each([
    ['not JSON', '{"name": '],
    ['a JSON array', '[1, 2]'],
    ['not UTF-8', new Uint8Array([0x7b, 0xff, 0x7d])],
  ])('refuses a manifest that is %s', (_label, content) => {
    const files = [{ path: 'skill.json', bytes: typeof content === 'string' ? utf8(content) : content, executable: false }]
    expect(refusal(() => convertSkillJson(files)).code).toBe('manifest_invalid')
  })

  it.each([
    ['../run.sh', 'path_unsafe'],
    ['/usr/bin/run.sh', 'path_unsafe'],
    ['scripts\\run.sh', 'path_unsafe'],
    ['missing.sh', 'manifest_invalid'],
    ['scripts', 'manifest_invalid'],
    ['skill.json', 'manifest_invalid'],
  ])('refuses the entry %j with %s', (entry, code) => {
    const result = refusal(() => convert({ ...SEED, entry }, [file('run.sh', 'echo'), file('scripts/a.sh', 'echo')]))
    expect(result).toMatchObject({ code, field: 'entry' })
  })

  it('refuses a schema too deeply nested to write out', () => {
    const deep = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`
    expect(refusal(() => convert(`${JSON.stringify(SEED).slice(0, -1)}, "schema": ${deep}}`)).code).toBe('manifest_invalid')
  })
})
