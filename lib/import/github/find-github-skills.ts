import { LIMITS } from '../../skill/limits'
import { checkSkillPath, findPathCollisions } from '../../skill/path'
import { compareUtf8 } from '../../skill/path-order'
import type { RepoTree, TreeEntry } from './list-tree'
import type { GitHubRepo } from './parse-github-url'

/** A file of a skill folder as the tree describes it: enough to download and verify it. */
export interface GitHubFileRef {
  /** Relative to the skill folder. */
  path: string
  sha: string
  size: number
  executable: boolean
}

export interface SkippedEntry {
  /** Relative to the skill folder. */
  path: string
  reason: string
}

/** Why a folder cannot be imported as it stands; `code` is the one inspectSkill would report. */
export interface FolderProblem {
  code: 'too_many_files' | 'file_too_large' | 'skill_too_large' | 'path_unsafe' | 'path_collision'
  message: string
}

export interface GitHubSkillFolder {
  /** From the repository root; `''` when SKILL.md sits at the root. */
  path: string
  /** The folder's last segment (the repository's name for the root); the importer checks it against the frontmatter. */
  name: string
  /** Changes whenever anything under the folder changes: the update check compares it. */
  treeSha: string
  files: GitHubFileRef[]
  fileCount: number
  /** Bytes of all files, from the tree's sizes. */
  size: number
  skipped: SkippedEntry[]
  problem?: FolderProblem
}

/** Folder levels below the listed folder where a SKILL.md is still looked for (`skills/.curated/x` is 3). */
export const MAX_SKILL_DEPTH = 6

const SKILL_MD_NAMES: ReadonlySet<string> = new Set(['SKILL.md', 'skill.md'])
const REGULAR_MODES: ReadonlySet<string> = new Set(['100644', '100755', '100664'])

function parentOf(path: string): string {
  const slash = path.lastIndexOf('/')
  return slash === -1 ? '' : path.slice(0, slash)
}

function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1)
}

function depthBelow(base: string, path: string): number {
  if (path === base) return 0
  const relative = base === '' ? path : path.slice(base.length + 1)
  return relative.split('/').length
}

/** The parent of a folder, or null above the root. */
function parentPath(folder: string): string | null {
  return folder === '' ? null : parentOf(folder)
}

/** The nearest folder in `folders` that is `folder` or one of its ancestors. */
function skillFolderOf(folders: ReadonlySet<string>, folder: string | null): string | null {
  for (let current = folder; current !== null; current = parentPath(current)) if (folders.has(current)) return current
  return null
}

function skipReason(entry: TreeEntry): string | null {
  if (entry.type === 'commit') return 'a git submodule (a link to another repository); its files are not imported'
  if (entry.mode === '120000') return 'a symbolic link; links are never followed, so copy the target file into the skill instead'
  if (!REGULAR_MODES.has(entry.mode)) return `an entry with git mode ${entry.mode}, which is not a regular file`
  return null
}

function ignoredReason(entry: TreeEntry): string {
  return lastSegment(entry.path) === '.git'
    ? 'git metadata (.git) is not imported'
    : 'installed packages (node_modules) are not imported; a skill brings its own dependencies'
}

/** The first limit the folder breaks, judged from the tree alone, so nothing is downloaded for it. */
function checkLimits(files: GitHubFileRef[], size: number): FolderProblem | undefined {
  if (files.length > LIMITS.filesPerSkill) {
    return { code: 'too_many_files', message: `The skill has ${files.length} files; at most ${LIMITS.filesPerSkill} are allowed` }
  }
  for (const file of files) {
    const check = checkSkillPath(file.path)
    if (!check.ok) return { code: 'path_unsafe', message: check.finding.message }
  }
  const large = files.find((file) => file.size > LIMITS.fileBytes)
  if (large !== undefined) {
    return { code: 'file_too_large', message: `${large.path} is ${large.size} bytes; a file may have at most ${LIMITS.fileBytes} bytes` }
  }
  if (size > LIMITS.skillBytes) {
    return { code: 'skill_too_large', message: `The skill's files add up to ${size} bytes; at most ${LIMITS.skillBytes} are allowed` }
  }
  const collision = findPathCollisions(files.map((file) => file.path))[0]
  if (collision !== undefined) return { code: 'path_collision', message: collision.message }
  return undefined
}

/**
 * Every folder under the listed one that holds a SKILL.md (or skill.md), at most
 * MAX_SKILL_DEPTH levels down. A skill folder's sub-folders belong to it: a SKILL.md inside
 * one (a template, an example) is one of its files, not another skill. Links and submodules
 * are reported as skipped, never followed; limits are checked from the tree's sizes.
 */
export function findGitHubSkills(tree: RepoTree, repo: GitHubRepo, maxDepth = MAX_SKILL_DEPTH): GitHubSkillFolder[] {
  const treeShas = new Map<string, string>([[tree.path, tree.treeSha]])
  for (const entry of tree.entries) if (entry.type === 'tree') treeShas.set(entry.path, entry.sha)

  const candidates = new Set(
    tree.entries
      .filter((entry) => entry.type === 'blob' && SKILL_MD_NAMES.has(lastSegment(entry.path)))
      .map((entry) => parentOf(entry.path))
      .filter((folder) => depthBelow(tree.path, folder) <= maxDepth),
  )
  const folders = [...candidates].filter((folder) => skillFolderOf(candidates, parentPath(folder)) === null).sort(compareUtf8)
  const chosen = new Set(folders)
  const members = new Map<string, { files: TreeEntry[]; ignored: TreeEntry[] }>(folders.map((folder) => [folder, { files: [], ignored: [] }]))
  // Each entry belongs to at most one skill folder (they do not nest), found by walking up its path.
  for (const entry of tree.entries) {
    if (entry.type === 'tree') continue
    const folder = skillFolderOf(chosen, parentOf(entry.path))
    if (folder !== null) members.get(folder)!.files.push(entry)
  }
  for (const entry of tree.ignored) {
    const folder = skillFolderOf(chosen, parentOf(entry.path))
    if (folder !== null) members.get(folder)!.ignored.push(entry)
  }

  return folders.map((folder) => {
    const prefixLength = folder === '' ? 0 : folder.length + 1
    const files: GitHubFileRef[] = []
    const skipped: SkippedEntry[] = []
    const { files: entries, ignored } = members.get(folder)!
    for (const entry of entries) {
      const path = entry.path.slice(prefixLength)
      const reason = skipReason(entry)
      if (reason !== null) skipped.push({ path, reason })
      else files.push({ path, sha: entry.sha, size: entry.size ?? 0, executable: entry.mode === '100755' })
    }
    for (const entry of ignored) skipped.push({ path: entry.path.slice(prefixLength), reason: ignoredReason(entry) })
    files.sort((a, b) => compareUtf8(a.path, b.path))
    skipped.sort((a, b) => compareUtf8(a.path, b.path))
    const size = files.reduce((sum, file) => sum + file.size, 0)
    const problem = checkLimits(files, size)
    return {
      path: folder,
      name: folder === '' ? repo.repo : lastSegment(folder),
      treeSha: treeShas.get(folder)!,
      files,
      fileCount: files.length,
      size,
      skipped,
      ...(problem ? { problem } : {}),
    }
  })
}
