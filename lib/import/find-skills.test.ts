import { describe, expect, it } from 'vitest'
import { SkillyardError } from '../errors/skillyard-error'
import { skillHash } from '../skill/hash'
import { findSkills } from './find-skills'
import type { ArchiveEntry } from './types'

const utf8 = (text: string) => new TextEncoder().encode(text)
const entry = (path: string, text = 'x', executable = false): ArchiveEntry => ({ path, bytes: utf8(text), executable })
const skillMd = (name: string) => `---\nname: ${name}\ndescription: Does ${name} things. Use it when asked.\n---\n# ${name}\n`

function refusal(run: () => unknown): SkillyardError {
  try {
    run()
  } catch (error) {
    if (error instanceof SkillyardError) return error
    throw error
  }
  throw new Error('expected a refusal')
}

describe('findSkills', () => {
  it('finds SKILL.md at the root and names the skill from its frontmatter', () => {
    const scan = findSkills([entry('SKILL.md', skillMd('root-skill')), entry('scripts/run.sh', 'echo', true)])
    expect(scan.candidates).toHaveLength(1)
    const [candidate] = scan.candidates
    expect(candidate).toMatchObject({ folder: '', name: 'root-skill' })
    expect(candidate?.inspection.valid).toBe(true)
    expect(candidate?.files.map((file) => file.path)).toEqual(['SKILL.md', 'scripts/run.sh'])
    expect(candidate?.hash).toBe(skillHash(candidate!.files))
  })

  it('names a root skill without a usable name "" and lets the validator say why', () => {
    const [candidate] = findSkills([entry('SKILL.md', '---\ndescription: x\n---\n')]).candidates
    expect(candidate?.name).toBe('')
    expect(candidate?.inspection.findings.map((item) => item.code)).toContain('name_missing')
  })

  it('uses the folder name and lets the validator report a different frontmatter name', () => {
    const [candidate] = findSkills([entry('react-best-practices/SKILL.md', skillMd('vercel-react-best-practices'))]).candidates
    expect(candidate?.name).toBe('react-best-practices')
    expect(candidate?.inspection.valid).toBe(false)
    expect(candidate?.inspection.findings.map((item) => item.code)).toContain('name_directory_mismatch')
  })

  it('finds several skill folders at the top and under skills/, with paths relative to each folder', () => {
    const scan = findSkills([
      entry('alpha/SKILL.md', skillMd('alpha')),
      entry('alpha/scripts/a.py', 'pass', true),
      entry('skills/beta/skill.md', skillMd('beta')),
      entry('skills/beta/references/r.md'),
      entry('README.md'),
      entry('skills/index.json'),
    ])
    expect(scan.candidates.map((item) => [item.folder, item.name, item.files.map((file) => file.path)])).toEqual([
      ['alpha', 'alpha', ['SKILL.md', 'scripts/a.py']],
      ['skills/beta', 'beta', ['skill.md', 'references/r.md']],
    ])
    expect(scan.ignored.map((item) => item.path)).toEqual(['README.md', 'skills/index.json'])
    expect(scan.ignored[0]?.reason).toContain('outside any skill folder')
  })

  it("keeps a SKILL.md inside a skill's subfolder as a file of that skill", () => {
    const scan = findSkills([entry('creator/SKILL.md', skillMd('creator')), entry('creator/assets/template/SKILL.md', '# template')])
    expect(scan.candidates.map((item) => item.name)).toEqual(['creator'])
    expect(scan.candidates[0]?.files.map((file) => file.path)).toContain('assets/template/SKILL.md')
  })

  it("carries readZip's ignored entries into the scan", () => {
    const scan = findSkills([entry('a/SKILL.md', skillMd('a'))], [{ path: '.DS_Store', reason: 'clutter' }])
    expect(scan.ignored).toEqual([{ path: '.DS_Store', reason: 'clutter' }])
  })

  it('converts a folder with only skill.json', () => {
    const manifest = JSON.stringify({ name: 'my_tool', description: 'Does tool things. Use it when asked.', entry: 'run.sh', class: 'dangerous' })
    const [candidate] = findSkills([entry('my-tool/skill.json', manifest), entry('my-tool/run.sh', 'echo {}')]).candidates
    expect(candidate?.conversion?.from).toBe('skill.json')
    expect(candidate?.conversion?.mapping['class: dangerous']).toBe('skillyard.tier: destructive')
    expect(candidate?.inspection.valid).toBe(true)
    expect(candidate?.inspection.settings.tier).toBe('destructive')
  })

  it('names the folder when a skill.json cannot be converted', () => {
    const error = refusal(() => findSkills([entry('a/SKILL.md', skillMd('a')), entry('b/skill.json', '{}')]))
    expect(error.code).toBe('manifest_invalid')
    expect(error.details?.folder).toBe('b')
    expect(error.message).toContain("(in 'b')")
  })

  it('throws no_skill_found listing the accepted shapes and what was ignored', () => {
    const error = refusal(() => findSkills([entry('notes/readme.md')], [{ path: '.DS_Store', reason: 'clutter' }]))
    expect(error.code).toBe('no_skill_found')
    expect(error.message).toContain('SKILL.md at the top of the archive')
    expect(error.details?.ignored).toEqual([
      { path: '.DS_Store', reason: 'clutter' },
      { path: 'notes/readme.md', reason: expect.stringContaining('outside any skill folder') },
    ])
  })

  it('refuses a skill with more than LIMITS.filesPerSkill files or bytes', () => {
    const many = Array.from({ length: 200 }, (_, i) => entry(`s/r/${i}.md`))
    expect(findSkills([entry('s/SKILL.md', skillMd('s')), ...many.slice(1)]).candidates[0]?.files).toHaveLength(200)
    expect(refusal(() => findSkills([entry('s/SKILL.md', skillMd('s')), ...many])).code).toBe('too_many_files')
    const big = Array.from({ length: 5 }, (_, i) => ({ path: `s/b${i}.bin`, bytes: new Uint8Array(1024 * 1024), executable: false }))
    expect(refusal(() => findSkills([entry('s/SKILL.md', skillMd('s')), ...big])).code).toBe('skill_too_large')
  })

  it('refuses two folders that would become the same skill', () => {
    const error = refusal(() => findSkills([entry('pdf/SKILL.md', skillMd('pdf')), entry('skills/PDF/SKILL.md', skillMd('pdf'))]))
    expect(error.code).toBe('path_collision')
  })
})
