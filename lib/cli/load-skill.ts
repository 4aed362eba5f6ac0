import { realpath, stat } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import { readSkillFolder } from '../fs/read-skill-folder'
import { hasErrors } from '../skill/finding'
import { skillHash } from '../skill/hash'
import { inspectSkill } from '../skill/inspect-skill'
import type { SkillFile, SkillInspection } from '../skill/types'

export type SkillTarget =
  /** `display` is the path as the user wrote it (a SKILL.md path replaced by its folder), `dir` is absolute and real. */
  | { kind: 'folder'; display: string; dir: string }
  | { kind: 'missing'; display: string; message: string }
  | { kind: 'not-a-directory'; display: string; message: string }

/** skills-ref's reading of a path argument: a folder, or a file named SKILL.md/skill.md meaning its folder. */
export async function resolveSkillTarget(raw: string, cwd: string): Promise<SkillTarget> {
  let display = raw
  let absolute = resolve(cwd, raw)
  let stats
  try {
    stats = await stat(absolute)
  } catch {
    return { kind: 'missing', display, message: `Path does not exist: ${raw}` }
  }
  if (stats.isFile() && basename(absolute).toLowerCase() === 'skill.md') {
    display = dirname(raw)
    absolute = dirname(absolute)
  } else if (!stats.isDirectory()) {
    return { kind: 'not-a-directory', display, message: `Not a directory: ${raw}` }
  }
  return { kind: 'folder', display, dir: await realpath(absolute) }
}

export interface LoadedSkill {
  files: SkillFile[]
  inspection: SkillInspection
  hash: string
}

/** Reads a skill folder and inspects it; entries the reader had to leave out become findings too. */
export async function loadSkillFolder(dir: string, options: { strict?: boolean } = {}): Promise<LoadedSkill> {
  const { files, findings: skipped } = await readSkillFolder(dir)
  const inspection = inspectSkill({ folderName: basename(dir), files }, { strict: options.strict })
  const findings = [...skipped, ...inspection.findings]
  return {
    files,
    inspection: { ...inspection, findings, valid: !hasErrors(findings) },
    hash: skillHash(files),
  }
}

/** The absolute path of the document a skill uses, as to-prompt's `location`. */
export function skillMdLocation(dir: string, inspection: SkillInspection): string {
  return join(dir, inspection.skillMdPath ?? 'SKILL.md')
}
