import { findGitHubSkills, type GitHubSkillFolder } from './find-github-skills'
import { createGitHubClient, type GitHubOptions } from './github-client'
import { listTree, type TreeBounds } from './list-tree'
import { parseGitHubUrl, type GitHubRepo } from './parse-github-url'
import { resolveRef, type RefKind } from './resolve-ref'

export interface GitHubImportOptions extends GitHubOptions {
  /** Blob downloads in flight at once. Default 4. */
  concurrency?: number
  /** Bounds of the folder-by-folder walk used when GitHub truncates a tree. */
  treeBounds?: TreeBounds
}

/** One skill folder found by a scan, without its file list (which the import lists again). */
export type GitHubScanFolder = Omit<GitHubSkillFolder, 'files'>

/** The dry run's answer: what an address names and the skill folders under it. Nothing downloaded. */
export interface GitHubScan {
  repo: GitHubRepo
  /** The branch, tag or commit the address named, or the default branch. */
  ref: string
  refKind: RefKind
  /** The commit everything was read at; the import reads the same commit. */
  commitSha: string
  /** The folder that was searched; `''` is the repository root. */
  path: string
  folders: GitHubScanFolder[]
}

/**
 * Reads a pasted address, resolves its ref to a commit and lists the skill folders under its
 * folder, each with its size, skipped entries and any limit it breaks. Costs a few requests
 * (ref, commit, tree) and downloads no file.
 */
export async function scanGitHub(input: { url: string; ref?: string }, options: GitHubImportOptions = {}): Promise<GitHubScan> {
  const location = parseGitHubUrl(input.url, input.ref)
  const client = createGitHubClient(options)
  const repo: GitHubRepo = { owner: location.owner, repo: location.repo }
  const resolved = await resolveRef(client, location)
  const tree = await listTree(client, repo, resolved.commitSha, resolved.path, options.treeBounds)
  const folders = findGitHubSkills(tree, repo).map(({ files: _files, ...folder }) => folder)
  return { repo, ref: resolved.ref, refKind: resolved.kind, commitSha: resolved.commitSha, path: resolved.path, folders }
}
