import { SkillyardError } from '../errors/skillyard-error'
import { skillHash } from '../skill/hash'
import { inspectSkill } from '../skill/inspect-skill'
import { LIMITS } from '../skill/limits'
import { normalizeSkillName } from '../skill/name'
import { parseSkillMd } from '../skill/parse-skill-md'
import { compareUtf8 } from '../skill/path-order'
import { displayPath, pathCollisionKey } from '../skill/path'
import { getOwn } from '../skill/plain-data'
import type { SkillFile } from '../skill/types'
import { convertSkillJson, SKILL_JSON } from './skill-json'
import { importError, type ArchiveEntry, type IgnoredEntry, type ImportCandidate, type ImportScan } from './types'

/** The files that make a folder a skill folder. */
const SKILL_MD_NAMES = ['SKILL.md', 'skill.md'] as const
const MARKERS: readonly string[] = [...SKILL_MD_NAMES, SKILL_JSON]

export const ACCEPTED_SHAPES =
  'SKILL.md at the top of the archive; one folder holding SKILL.md (a .skill file has this shape); ' +
  'several skill folders, at the top or under skills/ (or inside one wrapping folder, as in a GitHub download). ' +
  'A skill folder holds SKILL.md (or skill.md), or a skill.json manifest that Skillyard converts'

const OUTSIDE_REASON = 'outside any skill folder (no SKILL.md, skill.md or skill.json in its folder or any folder above it)'

function parentOf(path: string): string {
  const slash = path.lastIndexOf('/')
  return slash === -1 ? '' : path.slice(0, slash)
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1)
}

/**
 * Skill folders: every folder holding SKILL.md, skill.md or skill.json that is not inside
 * another one (a skill's own `templates/SKILL.md` belongs to that skill). This covers every
 * accepted shape: the archive root (`''`), top-level folders, `skills/<name>/`, and the same
 * inside a GitHub download's `repo-main/` folder.
 */
function skillFolders(entries: readonly ArchiveEntry[]): string[] {
  const marked = new Set(entries.filter((entry) => MARKERS.includes(baseName(entry.path))).map((entry) => parentOf(entry.path)))
  return [...marked].filter((folder) => !enclosingFolder(parentChain(folder), marked)).sort(compareUtf8)
}

/** Every folder strictly above `folder`, nearest first, ending with the root `''`. */
function parentChain(folder: string): string[] {
  const chain: string[] = []
  let current = folder
  while (current !== '') {
    current = parentOf(current)
    chain.push(current)
  }
  return chain
}

function enclosingFolder(chain: readonly string[], folders: ReadonlySet<string>): string | undefined {
  return chain.find((folder) => folders.has(folder))
}

/** The frontmatter name of a root skill, which stands in for the folder name it lacks. */
function frontmatterName(files: readonly SkillFile[]): string {
  const skillMd = SKILL_MD_NAMES.map((name) => files.find((file) => file.path === name)).find((file) => file !== undefined)
  if (!skillMd) return ''
  const name = getOwn(parseSkillMd(skillMd.bytes, skillMd.path).document?.frontmatter ?? {}, 'name')
  return typeof name === 'string' ? normalizeSkillName(name) : ''
}

function checkSkillLimits(folder: string, files: readonly SkillFile[]): void {
  const label = folder === '' ? 'the archive root' : `'${displayPath(folder)}'`
  if (files.length > LIMITS.filesPerSkill) {
    throw importError('too_many_files', `The skill in ${label} has ${files.length} files; a skill may have at most ${LIMITS.filesPerSkill}`, {
      folder,
    })
  }
  const bytes = files.reduce((sum, file) => sum + file.bytes.byteLength, 0)
  if (bytes > LIMITS.skillBytes) {
    throw importError('skill_too_large', `The skill in ${label} has ${bytes} bytes of files; a skill may have at most ${LIMITS.skillBytes}`, {
      folder,
      bytes,
    })
  }
}

function candidateFor(folder: string, entries: readonly ArchiveEntry[]): ImportCandidate {
  const prefix = folder === '' ? '' : `${folder}/`
  let files: SkillFile[] = entries.map((entry) => ({ ...entry, path: entry.path.slice(prefix.length) }))
  checkSkillLimits(folder, files)
  const hasSkillMd = files.some((file) => (SKILL_MD_NAMES as readonly string[]).includes(file.path))
  const hasManifest = files.some((file) => file.path === SKILL_JSON)
  let conversion: ImportCandidate['conversion']
  let convertedName: string | undefined
  const notes: string[] = []
  if (!hasSkillMd && hasManifest) {
    const converted = withFolder(folder, () => convertSkillJson(files))
    files = converted.files
    convertedName = converted.name
    conversion = { from: 'skill.json', mapping: converted.mapping }
  } else if (hasManifest) {
    notes.push('skill.json is kept as a plain file: the folder has a SKILL.md, which takes precedence, so the manifest was not converted')
  }
  const name = folder === '' ? (convertedName ?? frontmatterName(files)) : baseName(folder)
  const candidate: ImportCandidate = {
    folder,
    name,
    files,
    hash: skillHash(files),
    inspection: inspectSkill({ folderName: name, files }),
  }
  if (conversion) candidate.conversion = conversion
  if (notes.length > 0) candidate.notes = notes
  return candidate
}

/** Re-throws a conversion error with the skill folder in its message and details, so a multi-skill archive names the culprit. */
function withFolder<T>(folder: string, run: () => T): T {
  try {
    return run()
  } catch (error) {
    if (!(error instanceof SkillyardError) || folder === '') throw error
    throw new SkillyardError(error.code, `${error.message} (in '${displayPath(folder)}')`, { ...error.details, folder })
  }
}

function refuseDuplicateNames(candidates: readonly ImportCandidate[]): void {
  const seen = new Map<string, ImportCandidate>()
  for (const candidate of candidates) {
    const key = pathCollisionKey(candidate.name)
    const earlier = seen.get(key)
    if (earlier) {
      throw importError(
        'path_collision',
        `Two skill folders, '${displayPath(earlier.folder)}' and '${displayPath(candidate.folder)}', would both become the skill '${candidate.name}'; rename one`,
        { folders: [earlier.folder, candidate.folder] },
      )
    }
    seen.set(key, candidate)
  }
}

/**
 * Finds the skills in an archive's files. `ignored` (from readZip) is carried into the scan,
 * and every file outside a skill folder is added to it with its reason. Throws
 * `no_skill_found` (details.ignored lists what was there) when the archive holds no skill,
 * `too_many_files` / `skill_too_large` for a skill over its limits, `manifest_invalid` /
 * `path_unsafe` for a skill.json that cannot be converted, and `path_collision` when two
 * folders would become the same skill.
 */
export function findSkills(entries: readonly ArchiveEntry[], ignored: readonly IgnoredEntry[] = []): ImportScan {
  const folders = skillFolders(entries)
  const folderSet = new Set(folders)
  const byFolder = new Map<string, ArchiveEntry[]>(folders.map((folder) => [folder, []]))
  const outside: IgnoredEntry[] = []
  for (const entry of entries) {
    const chain = [parentOf(entry.path), ...parentChain(parentOf(entry.path))]
    const folder = enclosingFolder(chain, folderSet)
    if (folder === undefined) outside.push({ path: entry.path, reason: OUTSIDE_REASON })
    else byFolder.get(folder)?.push(entry)
  }
  const allIgnored = [...ignored, ...outside]
  if (folders.length === 0) {
    throw importError('no_skill_found', `No skill found in the archive. Skillyard accepts: ${ACCEPTED_SHAPES}.`, { ignored: allIgnored })
  }
  const candidates = folders.map((folder) => candidateFor(folder, byFolder.get(folder) ?? []))
  refuseDuplicateNames(candidates)
  return { candidates, ignored: allIgnored }
}
