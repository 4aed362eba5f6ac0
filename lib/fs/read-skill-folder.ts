import { lstat, readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { finding } from '../skill/finding'
import { LIMITS } from '../skill/limits'
import type { Finding, SkillFile } from '../skill/types'

/** Entries that are never part of a skill: VCS data, installed packages, OS and Python caches. */
export const IGNORED_NAMES: ReadonlySet<string> = new Set(['.git', 'node_modules', '.DS_Store', '__pycache__'])

export interface SkillFolder {
  files: SkillFile[]
  /**
   * Every entry left out for a reason the owner should see: a symbolic link (never followed),
   * a device, socket or pipe, or a file too large to load at all. All are errors; a caller that
   * validates the skill adds them to the inspection's findings.
   */
  findings: Finding[]
}

/**
 * Reads every file under `dir` as SkillFile values with relative POSIX paths, in a stable
 * (name-sorted) order. Symbolic links are reported, not followed. A file larger than a whole
 * skill may be (LIMITS.skillBytes) is reported and not read, so a stray huge file cannot
 * exhaust memory; smaller oversized files are read and left for `inspectSkill` to flag.
 */
export async function readSkillFolder(dir: string): Promise<SkillFolder> {
  const files: SkillFile[] = []
  const findings: Finding[] = []
  const report = (item: Finding) => findings.push(item)

  async function walk(absolute: string, relative: string): Promise<void> {
    const entries = await readdir(absolute, { withFileTypes: true })
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    for (const entry of entries) {
      if (IGNORED_NAMES.has(entry.name)) continue
      const entryAbsolute = join(absolute, entry.name)
      const entryRelative = relative === '' ? entry.name : `${relative}/${entry.name}`
      const stats = await lstat(entryAbsolute)
      if (stats.isSymbolicLink()) {
        report(
          finding('symlink_skipped', 'error', 'skillyard', `${entryRelative} is a symbolic link; skills hold regular files only, so copy the target in instead`, {
            path: entryRelative,
          }),
        )
      } else if (stats.isDirectory()) {
        await walk(entryAbsolute, entryRelative)
      } else if (!stats.isFile()) {
        report(
          finding('special_file_skipped', 'error', 'skillyard', `${entryRelative} is not a regular file (a device, socket or pipe) and was left out`, {
            path: entryRelative,
          }),
        )
      } else if (stats.size > LIMITS.skillBytes) {
        report(
          finding('file_too_large', 'error', 'skillyard', `${entryRelative} is ${stats.size} bytes; a file may have at most ${LIMITS.fileBytes} bytes`, {
            path: entryRelative,
          }),
        )
      } else {
        const bytes = await readFile(entryAbsolute)
        files.push({
          path: entryRelative,
          bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          executable: (stats.mode & 0o111) !== 0,
        })
      }
    }
  }

  await walk(dir, '')
  return { files, findings }
}
