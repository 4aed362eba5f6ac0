import { finding } from './finding'
import { LIMITS } from './limits'
import type { Finding } from './types'

/**
 * The one home of Skillyard's rules for a file path inside a skill. The importer, the store,
 * the editor and the folder reader all call these; nothing else decides what a safe path is.
 */

export type PathCheck = { ok: true; path: string } | { ok: false; finding: Finding }

// C0 controls, DEL and C1 controls.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/u
const DRIVE_LETTER = /^[A-Za-z]:/

/** A path made printable for a message or a log line: control characters become `\uXXXX`. */
export function displayPath(raw: string): string {
  return raw.replace(
    /[\u0000-\u001f\u007f-\u009f]/gu,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

function unsafe(raw: string, reason: string): PathCheck {
  return {
    ok: false,
    finding: finding('path_unsafe', 'error', 'skillyard', `Unsafe path '${displayPath(raw)}': ${reason}`, {
      path: displayPath(raw),
    }),
  }
}

/**
 * Checks one path of a skill file and returns it normalised to NFC. A safe path is relative,
 * uses `/` between segments, has no empty, `.` or `..` segment, no control characters and at
 * most LIMITS.pathDepth segments (`scripts/run.py` has 2).
 */
export function checkSkillPath(raw: string): PathCheck {
  if (raw === '') return unsafe(raw, 'the path is empty')
  if (CONTROL_CHARACTER.test(raw)) return unsafe(raw, 'it contains a control character')
  if (raw.includes('\\')) return unsafe(raw, 'it contains a backslash; use / between folders')
  if (raw.startsWith('/')) return unsafe(raw, 'it is absolute; paths must be relative to the skill folder')
  if (DRIVE_LETTER.test(raw)) return unsafe(raw, 'it starts with a drive letter; paths must be relative')
  const path = raw.normalize('NFC')
  const segments = path.split('/')
  for (const segment of segments) {
    if (segment === '') return unsafe(raw, 'it has an empty segment (a doubled or trailing /)')
    if (segment === '.') return unsafe(raw, "it has a '.' segment")
    if (segment === '..') return unsafe(raw, "it has a '..' segment")
  }
  if (segments.length > LIMITS.pathDepth) {
    return unsafe(raw, `it is ${segments.length} levels deep; at most ${LIMITS.pathDepth} are allowed`)
  }
  return { ok: true, path }
}

/**
 * The key two paths share when a case-insensitive or normalising file system (APFS, NTFS,
 * a zip extracted on macOS) would store them as one file.
 *
 * NFKC folds NFC/NFD pairs and compatibility forms (`ﬁ` → `fi`, fullwidth → ASCII). Case is
 * folded by upper-casing and then lower-casing, so Greek `ς`/`σ`/`Σ` meet, as they do on
 * NTFS. This also maps `ß` to `ss` (full case mapping), which file systems do not do: it may
 * report a collision a file system would tolerate, never miss one — renaming is cheap, a file
 * silently overwritten on extraction is not. `İ` lower-cases to `i` + U+0307, so it does not
 * meet a plain `i`, matching the file systems.
 */
export function pathCollisionKey(path: string): string {
  return path.normalize('NFKC').toUpperCase().toLowerCase()
}

/**
 * Paths that would land on the same file (case or Unicode normalisation) or where one file's
 * path is another file's folder. One finding per clash, naming both paths.
 */
export function findPathCollisions(paths: readonly string[]): Finding[] {
  const findings: Finding[] = []
  const files = new Map<string, string>()
  for (const path of paths) {
    const key = pathCollisionKey(path)
    const earlier = files.get(key)
    if (earlier === undefined) {
      files.set(key, path)
      continue
    }
    const message =
      earlier === path
        ? `Path '${displayPath(path)}' appears more than once`
        : `Paths '${displayPath(earlier)}' and '${displayPath(path)}' collide: they differ only in letter case or Unicode normalisation`
    findings.push(finding('path_collision', 'error', 'skillyard', message, { path: displayPath(path) }))
  }
  for (const path of paths) {
    const segments = path.split('/')
    for (let depth = 1; depth < segments.length; depth += 1) {
      const folder = segments.slice(0, depth).join('/')
      const file = files.get(pathCollisionKey(folder))
      if (file !== undefined) {
        findings.push(
          finding(
            'path_collision',
            'error',
            'skillyard',
            `Path '${displayPath(file)}' is a file, but '${displayPath(path)}' uses it as a folder`,
            { path: displayPath(path) },
          ),
        )
        break
      }
    }
  }
  return findings
}
