import { describe, expect, it } from 'vitest'
import { fromBufferPromise, type Entry } from 'yauzl'
import { SkillyardError } from '../errors/skillyard-error'
import { findSkills } from '../import/find-skills'
import { readZip } from '../import/zip/read-zip'
import { skillHash } from '../skill/hash'
import type { SkillFile } from '../skill/types'
import { exportZip } from './export-zip'

const utf8 = (text: string) => new TextEncoder().encode(text)
const file = (path: string, content: string | Uint8Array, executable = false): SkillFile => ({
  path,
  bytes: typeof content === 'string' ? utf8(content) : content,
  executable,
})
const skillMd = (name: string) => `---\nname: ${name}\ndescription: Does ${name} things. Use it when asked.\n---\n# ${name}\n`

const SKILLS = [
  {
    name: 'pdf-tools',
    files: [
      file('SKILL.md', skillMd('pdf-tools')),
      file('scripts/extract.py', 'print(1)\n', true),
      file('references/r\u00e9sum\u00e9.md', '# CV\n'),
      file('assets/blob.bin', Uint8Array.from({ length: 5000 }, (_, i) => (i * 7919) % 251)),
    ],
  },
  { name: 'alpha', files: [file('SKILL.md', skillMd('alpha')), file('run.sh', 'echo hi\n', true)] },
]

async function centralEntries(bytes: Uint8Array): Promise<Entry[]> {
  const zip = await fromBufferPromise(Buffer.from(bytes), { lazyEntries: true, decodeStrings: true })
  const entries: Entry[] = []
  for await (const entry of zip.eachEntry()) entries.push(entry)
  zip.close()
  return entries
}

describe('exportZip', () => {
  it('round-trips: export → readZip → findSkills gives the same hashes and executable bits', async () => {
    const archive = await readZip(exportZip(SKILLS))
    expect(archive.ignored).toEqual([])
    const scan = findSkills(archive.entries, archive.ignored)
    expect(scan.candidates.map((item) => item.name)).toEqual(['alpha', 'pdf-tools'])
    for (const candidate of scan.candidates) {
      const original = SKILLS.find((item) => item.name === candidate.name)!
      expect(candidate.hash).toBe(skillHash(original.files))
      expect(candidate.inspection.valid).toBe(true)
      const bits = (files: readonly SkillFile[]) => Object.fromEntries(files.map((item) => [item.path, item.executable]))
      expect(bits(candidate.files)).toEqual(bits(original.files))
    }
  })

  it('writes <name>/<path> entries, sorted, with Unix modes 0755 and 0644', async () => {
    const entries = await centralEntries(exportZip(SKILLS))
    expect(entries.map((entry) => [entry.fileName, (entry.externalFileAttributes >>> 16).toString(8), entry.versionMadeBy >> 8])).toEqual([
      ['alpha/SKILL.md', '100644', 3],
      ['alpha/run.sh', '100755', 3],
      ['pdf-tools/SKILL.md', '100644', 3],
      ['pdf-tools/assets/blob.bin', '100644', 3],
      ['pdf-tools/references/r\u00e9sum\u00e9.md', '100644', 3],
      ['pdf-tools/scripts/extract.py', '100755', 3],
    ])
  })

  it('exports the same skills to the same bytes, in any order and time zone', () => {
    const first = exportZip(SKILLS)
    const reordered = exportZip([...SKILLS].reverse().map((skill) => ({ ...skill, files: [...skill.files].reverse() })))
    expect(Buffer.from(reordered).equals(Buffer.from(first))).toBe(true)
    const zone = process.env.TZ
    try {
      process.env.TZ = 'Pacific/Kiritimati'
      expect(Buffer.from(exportZip(SKILLS)).equals(Buffer.from(first))).toBe(true)
    } finally {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    }
  })

  it.each([
    ['a bad skill name', [{ name: '../evil', files: [file('SKILL.md', 'x')] }], 'path_unsafe'],
    ['a name with a slash', [{ name: 'a/b', files: [file('SKILL.md', 'x')] }], 'path_unsafe'],
    ['a bad file path', [{ name: 'a', files: [file('../x', 'x')] }], 'path_unsafe'],
    ['two skills in one folder', [{ name: 'a', files: [] }, { name: 'A', files: [] }], 'path_collision'],
    ['two files on one path', [{ name: 'a', files: [file('x.md', '1'), file('X.md', '2')] }], 'path_collision'],
  ])('refuses %s', (_label, skills, code) => {
    expect(() => exportZip(skills)).toThrow(SkillyardError)
    try {
      exportZip(skills)
    } catch (error) {
      expect((error as SkillyardError).code).toBe(code)
    }
  })
})
