import { zipSync, type Zippable } from 'fflate'
import { SkillyardError } from '../errors/skillyard-error'
import { compareUtf8 } from '../skill/path-order'
import { checkSkillPath, displayPath, findPathCollisions, pathCollisionKey } from '../skill/path'
import type { SkillFile } from '../skill/types'

export interface ExportedSkill {
  name: string
  files: readonly SkillFile[]
}

const S_IFREG = 0o100000
const UNIX = 3

/**
 * Every entry gets this modification time, so the same skills always export to the same bytes.
 * Zip stores local time and fflate reads the local getters, so the Date is built from local
 * parts at each call: a Date made once would be one instant, and read back as different local
 * fields after a time-zone change.
 */
function exportMtime(): Date {
  return new Date(2000, 0, 1, 0, 0, 0)
}

/** External attributes for a regular file: 0755 when executable, else 0644, with S_IFREG. */
export function unixAttributes(executable: boolean): number {
  return ((S_IFREG | (executable ? 0o755 : 0o644)) << 16) >>> 0
}

function refuse(message: string, details: Record<string, unknown>): never {
  throw new SkillyardError('path_unsafe', message, details)
}

/**
 * Zips skills as `<name>/<path>` entries, sorted, with Unix modes and a fixed mtime: the shape
 * of a `.skill` file and of what Skillyard imports. Names and paths are checked again (they
 * come from the store, but a wrong one would write a hostile archive), and two skills or files
 * that would land on one path are refused rather than silently overwritten.
 */
export function exportZip(skills: readonly ExportedSkill[]): Uint8Array {
  const mtime = exportMtime()
  const input: Zippable = Object.create(null) as Zippable
  const names = new Map<string, string>()
  for (const skill of [...skills].sort((a, b) => compareUtf8(a.name, b.name))) {
    const name = checkSkillPath(skill.name)
    if (!name.ok || name.path.includes('/')) refuse(`Cannot export a skill named '${displayPath(skill.name)}': not a folder name`, { skill: skill.name })
    const key = pathCollisionKey(name.path)
    const earlier = names.get(key)
    if (earlier !== undefined) {
      throw new SkillyardError('path_collision', `Skills '${earlier}' and '${name.path}' would share one folder in the zip`, { skill: name.path })
    }
    names.set(key, name.path)
    const paths: string[] = []
    for (const file of skill.files) {
      const path = checkSkillPath(file.path)
      if (!path.ok) refuse(`Cannot export ${name.path}: ${path.finding.message}`, { skill: name.path, path: displayPath(file.path) })
      paths.push(path.path)
    }
    const collision = findPathCollisions(paths)[0]
    if (collision) throw new SkillyardError('path_collision', `Cannot export ${name.path}: ${collision.message}`, { skill: name.path })
    const files = skill.files.map((file, index) => ({ file, path: paths[index] ?? file.path }))
    for (const { file, path } of files.sort((a, b) => compareUtf8(a.path, b.path))) {
      input[`${name.path}/${path}`] = [file.bytes, { os: UNIX, attrs: unixAttributes(file.executable), mtime }]
    }
  }
  return zipSync(input, { level: 6 })
}
