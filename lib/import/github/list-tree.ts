import { githubError } from './errors'
import { repoPath, type GitHubClient } from './github-client'
import { gitCommitSchema, gitTreeSchema } from './github-schemas'
import { mapLimit } from './map-limit'
import type { GitHubRepo } from './parse-github-url'

export interface TreeEntry {
  /** From the repository root, `/`-separated. */
  path: string
  /** Git's mode: `100644` file, `100755` executable, `120000` symlink, `160000` submodule, `040000` folder. */
  mode: string
  /** `commit` is a submodule: a pointer into another repository. */
  type: 'blob' | 'tree' | 'commit'
  sha: string
  /** Bytes, for blobs only. */
  size?: number
}

export interface RepoTree {
  commitSha: string
  /** The folder that was listed (`''` is the root) and its tree SHA. */
  path: string
  treeSha: string
  /** Every entry under `path` (folders too, with their tree SHAs), paths from the repository root. */
  entries: TreeEntry[]
  /** Folders left out without being listed (`.git`, `node_modules`), so callers can report them. */
  ignored: TreeEntry[]
  /** True when GitHub truncated the recursive answer and the tree was walked folder by folder. */
  walked: boolean
}

export interface TreeBounds {
  /** Folder levels below the listed folder the walk descends. */
  maxDepth: number
  /** Non-recursive tree requests the walk may make. */
  maxDirectories: number
  /** Entries under the listed folder, in either mode. */
  maxEntries: number
}

export const TREE_BOUNDS: TreeBounds = { maxDepth: 8, maxDirectories: 2_000, maxEntries: 20_000 }

/** Never part of a skill, and often huge: not listed, not descended into. */
export const IGNORED_FOLDERS: ReadonlySet<string> = new Set(['.git', 'node_modules'])

const WALK_CONCURRENCY = 4

function where(path: string): string {
  return path === '' ? 'the repository root' : `'${path}'`
}

function tooLarge(path: string, what: string, details: Record<string, unknown>): Error {
  return githubError(
    'github_tree_too_large',
    `The repository is too large to scan under ${where(path)}: ${what}. ` +
      'Point the address at the folder that holds the skills, e.g. …/tree/<branch>/skills.',
    details,
  )
}

function tooManyEntries(path: string, bounds: TreeBounds): Error {
  return tooLarge(path, `more than ${bounds.maxEntries} files and folders`, { limit: 'entries', max: bounds.maxEntries })
}

/** The tree SHA of the commit's root folder. */
export async function commitTreeSha(client: GitHubClient, repo: GitHubRepo, commitSha: string): Promise<string> {
  const commit = await client.getJson(repoPath(repo, 'git/commits', commitSha), gitCommitSchema, {
    notFound: `${repo.owner}/${repo.repo} has no commit ${commitSha}.`,
  })
  return commit.tree.sha
}

/** Follows `path` down from a tree one folder per request; null when it is not a folder there. */
export async function treeShaAt(client: GitHubClient, repo: GitHubRepo, rootTreeSha: string, path: string): Promise<string | null> {
  let sha = rootTreeSha
  for (const segment of path === '' ? [] : path.split('/')) {
    const tree = await client.getJson(repoPath(repo, 'git/trees', sha), gitTreeSchema)
    const entry = tree.tree.find((item) => item.path === segment)
    if (entry === undefined || entry.type !== 'tree') return null
    sha = entry.sha
  }
  return sha
}

function folderMissing(repo: GitHubRepo, path: string, commitSha: string): Error {
  return githubError('github_not_found', `${repo.owner}/${repo.repo} has no folder '${path}' at commit ${commitSha.slice(0, 12)}.`, {
    path,
  })
}

/**
 * Lists everything under `path` at a commit. One recursive request when GitHub can answer it
 * whole; when it says `truncated`, walks the folders one level at a time instead (as GitHub
 * advises), within `bounds`, which otherwise end in `github_tree_too_large`.
 */
export async function listTree(
  client: GitHubClient,
  repo: GitHubRepo,
  commitSha: string,
  path = '',
  bounds: TreeBounds = TREE_BOUNDS,
): Promise<RepoTree> {
  const rootTreeSha = await commitTreeSha(client, repo, commitSha)
  const whole = await client.getJson(`${repoPath(repo, 'git/trees', rootTreeSha)}?recursive=1`, gitTreeSchema)
  if (!whole.truncated) {
    let treeSha = rootTreeSha
    if (path !== '') {
      const folder = whole.tree.find((entry) => entry.path === path)
      if (folder === undefined || folder.type !== 'tree') throw folderMissing(repo, path, commitSha)
      treeSha = folder.sha
    }
    const prefix = path === '' ? '' : `${path}/`
    const entries: TreeEntry[] = []
    const ignored: TreeEntry[] = []
    for (const entry of whole.tree) {
      if (!entry.path.startsWith(prefix)) continue
      const segments = entry.path.slice(prefix.length).split('/')
      if (segments.slice(0, -1).some((segment) => IGNORED_FOLDERS.has(segment))) continue
      if (entry.type === 'tree' && IGNORED_FOLDERS.has(segments[segments.length - 1]!)) {
        ignored.push(entry)
        continue
      }
      entries.push(entry)
      if (entries.length > bounds.maxEntries) throw tooManyEntries(path, bounds)
    }
    return { commitSha, path, treeSha, entries, ignored, walked: false }
  }

  const treeSha = await treeShaAt(client, repo, rootTreeSha, path)
  if (treeSha === null) throw folderMissing(repo, path, commitSha)
  const entries: TreeEntry[] = []
  const ignored: TreeEntry[] = []
  let level: Array<{ sha: string; path: string }> = [{ sha: treeSha, path }]
  let directories = 0
  for (let depth = 0; level.length > 0; depth += 1) {
    if (depth > bounds.maxDepth) {
      throw tooLarge(path, `'${level[0]!.path}' is more than ${bounds.maxDepth} folders deep`, { limit: 'depth', max: bounds.maxDepth })
    }
    directories += level.length
    if (directories > bounds.maxDirectories) {
      throw tooLarge(path, `more than ${bounds.maxDirectories} folders`, { limit: 'directories', max: bounds.maxDirectories })
    }
    const listed = await mapLimit(level, WALK_CONCURRENCY, (folder) => client.getJson(repoPath(repo, 'git/trees', folder.sha), gitTreeSchema))
    const next: typeof level = []
    listed.forEach((tree, index) => {
      const folder = level[index]!
      if (tree.truncated) throw tooLarge(path, `GitHub cut off the listing of ${where(folder.path)}`, { limit: 'folder' })
      for (const item of tree.tree) {
        const entry: TreeEntry = { ...item, path: folder.path === '' ? item.path : `${folder.path}/${item.path}` }
        if (entry.type === 'tree' && IGNORED_FOLDERS.has(item.path)) {
          ignored.push(entry)
          continue
        }
        entries.push(entry)
        if (entries.length > bounds.maxEntries) throw tooManyEntries(path, bounds)
        if (entry.type === 'tree') next.push({ sha: entry.sha, path: entry.path })
      }
    })
    level = next
  }
  return { commitSha, path, treeSha, entries, ignored, walked: true }
}
