import { z } from 'zod'
import { githubError } from './errors'
import { createGitHubClient, type GitHubOptions } from './github-client'
import { shaSchema } from './github-schemas'
import { commitTreeSha, treeShaAt } from './list-tree'
import { isFolderPath, isValidRefName, OWNER_NAME, REPO_NAME } from './parse-github-url'
import { resolveRef } from './resolve-ref'

/** Where an imported skill came from, as stored with it. */
export interface GitHubProvenance {
  owner: string
  repo: string
  ref: string
  /** The skill folder's path in the repository. */
  path: string
  /** The folder's tree SHA when it was imported. */
  treeSha: string
}

export interface GitHubUpdateCheck {
  /** True when anything under the folder differs at the ref's current commit. */
  changed: boolean
  commitSha: string
  treeSha: string
}

const provenanceSchema = z.object({
  owner: z.string().regex(OWNER_NAME),
  repo: z.string().regex(REPO_NAME),
  ref: z.string().refine(isValidRefName, { message: 'must be a branch, tag or commit name' }),
  path: z.string().refine(isFolderPath),
  treeSha: shaSchema,
})

/**
 * "Check for updates": resolves the ref to its current commit and compares the folder's tree
 * SHA with the stored one. A change anywhere else in the repository leaves it unchanged. Costs
 * the ref lookup, the commit and one tree request per folder level.
 */
export async function checkGitHubUpdate(provenance: GitHubProvenance, options: GitHubOptions = {}): Promise<GitHubUpdateCheck> {
  const parsed = provenanceSchema.safeParse(provenance)
  if (!parsed.success) throw githubError('github_url_invalid', `The stored GitHub source is not valid: ${parsed.error.issues[0]?.path.join('.')}.`)
  const { owner, repo, ref, path, treeSha } = parsed.data
  const client = createGitHubClient(options)
  const resolved = await resolveRef(client, { owner, repo, ref, path })
  const current = await treeShaAt(client, { owner, repo }, await commitTreeSha(client, { owner, repo }, resolved.commitSha), path)
  if (current === null) {
    throw githubError('github_not_found', `${owner}/${repo} no longer has the folder '${path}' on '${ref}'.`, { path, reason: 'folder_missing' })
  }
  return { changed: current !== treeSha, commitSha: resolved.commitSha, treeSha: current }
}
