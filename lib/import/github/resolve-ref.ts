import type { z } from 'zod'
import { githubError, hasCode } from './errors'
import { repoPath, type GitHubClient } from './github-client'
import { commitSchema, gitCommitSchema, gitRefSchema, gitTagSchema, matchingRefsSchema, repositorySchema } from './github-schemas'
import type { GitHubLocation, GitHubRepo } from './parse-github-url'

export type RefKind = 'branch' | 'tag' | 'commit'

export interface ResolvedRef {
  /** The branch, tag or commit SHA as the owner named it (or the default branch). */
  ref: string
  kind: RefKind
  commitSha: string
  /** The folder inside the repository; `''` is the root. */
  path: string
}

type GitObject = { type: 'commit' | 'tag' | 'tree' | 'blob'; sha: string }

const FULL_SHA = /^[0-9a-f]{40}$/
const SHORT_SHA = /^[0-9a-f]{7,39}$/
/** Tags of tags are legal in git; more than a few levels is a loop or an attack. */
const MAX_TAG_DEPTH = 5

/** 404 becomes null; every other failure (rate limit, outage) still throws. */
async function getOrNull<T>(client: GitHubClient, path: string, schema: z.ZodType<T>): Promise<T | null> {
  try {
    return await client.getJson(path, schema)
  } catch (error) {
    if (hasCode(error, 'github_not_found')) return null
    throw error
  }
}

function repoNotFound(repo: GitHubRepo): string {
  return `GitHub has no repository ${repo.owner}/${repo.repo}, or it is private and needs a token that can read it.`
}

async function defaultBranch(client: GitHubClient, repo: GitHubRepo): Promise<string> {
  const answer = await client.getJson(repoPath(repo), repositorySchema, { notFound: repoNotFound(repo) })
  return answer.default_branch
}

/** An annotated tag points at a tag object; follow it (and any tag it points at) to the commit. */
async function peelToCommit(client: GitHubClient, repo: GitHubRepo, object: GitObject, name: string): Promise<string> {
  let current = object
  for (let depth = 0; current.type === 'tag'; depth += 1) {
    if (depth >= MAX_TAG_DEPTH) throw githubError('github_not_found', `Tag '${name}' is nested more than ${MAX_TAG_DEPTH} levels deep.`)
    current = (await client.getJson(repoPath(repo, 'git/tags', current.sha), gitTagSchema)).object
  }
  if (current.type !== 'commit') {
    throw githubError('github_not_found', `'${name}' points at a ${current.type}, not a commit, so it cannot be imported from.`)
  }
  return current.sha
}

async function lookupCommit(client: GitHubClient, repo: GitHubRepo, sha: string): Promise<string | null> {
  if (FULL_SHA.test(sha)) return (await getOrNull(client, repoPath(repo, 'git/commits', sha), gitCommitSchema))?.sha ?? null
  // Only /commits/{ref} expands an abbreviated SHA.
  return (await getOrNull(client, repoPath(repo, 'commits', sha), commitSchema))?.sha ?? null
}

/** One name, as a branch, then a tag, then a commit SHA. */
async function resolveName(client: GitHubClient, repo: GitHubRepo, name: string): Promise<Omit<ResolvedRef, 'path'> | null> {
  if (FULL_SHA.test(name)) {
    const commitSha = await lookupCommit(client, repo, name)
    if (commitSha !== null) return { ref: name, kind: 'commit', commitSha }
  }
  const branch = await getOrNull(client, repoPath(repo, 'git/ref/heads', name), gitRefSchema)
  if (branch !== null) return { ref: name, kind: 'branch', commitSha: await peelToCommit(client, repo, branch.object, name) }
  const tag = await getOrNull(client, repoPath(repo, 'git/ref/tags', name), gitRefSchema)
  if (tag !== null) return { ref: name, kind: 'tag', commitSha: await peelToCommit(client, repo, tag.object, name) }
  if (SHORT_SHA.test(name)) {
    const commitSha = await lookupCommit(client, repo, name)
    if (commitSha !== null) return { ref: name, kind: 'commit', commitSha }
  }
  return null
}

/**
 * Splits `tree/<ref>/<path>` segments. A ref may contain `/`, so the longest run of leading
 * segments that names a branch or tag wins (`release/v1` over `release`); a branch wins over a
 * tag of the same name, as on github.com. Instead of asking for every prefix in turn, it asks
 * GitHub once per namespace for all refs that start with the first segment (matching-refs), and
 * picks locally: two requests whatever the depth.
 */
async function splitRefAndPath(client: GitHubClient, repo: GitHubRepo, segments: string[]): Promise<ResolvedRef | null> {
  const first = segments[0]!
  if (FULL_SHA.test(first)) {
    const commitSha = await lookupCommit(client, repo, first)
    if (commitSha !== null) return { ref: first, kind: 'commit', commitSha, path: segments.slice(1).join('/') }
  }
  const notFound = repoNotFound(repo)
  const [heads, tags] = await Promise.all(
    (['heads', 'tags'] as const).map(async (namespace) => {
      const refs = await client.getJson(repoPath(repo, 'git/matching-refs', namespace, first), matchingRefsSchema, { notFound })
      const prefix = `refs/${namespace}/`
      return new Map(refs.filter((item) => item.ref.startsWith(prefix)).map((item) => [item.ref.slice(prefix.length), item.object]))
    }),
  )
  for (let length = segments.length; length >= 1; length -= 1) {
    const name = segments.slice(0, length).join('/')
    const path = segments.slice(length).join('/')
    const branch = heads!.get(name)
    if (branch !== undefined) return { ref: name, kind: 'branch', commitSha: await peelToCommit(client, repo, branch, name), path }
    const tag = tags!.get(name)
    if (tag !== undefined) return { ref: name, kind: 'tag', commitSha: await peelToCommit(client, repo, tag, name), path }
  }
  if (SHORT_SHA.test(first)) {
    const commitSha = await lookupCommit(client, repo, first)
    if (commitSha !== null) return { ref: first, kind: 'commit', commitSha, path: segments.slice(1).join('/') }
  }
  return null
}

/** Throws the repository's 404 when the repository is missing, else the ref's. */
async function refNotFound(client: GitHubClient, repo: GitHubRepo, name: string): Promise<Error> {
  await defaultBranch(client, repo)
  return githubError('github_not_found', `${repo.owner}/${repo.repo} has no branch, tag or commit named '${name}'.`, { ref: name })
}

/**
 * Resolves what a parsed address names to a commit: the explicit ref, else the ref at the
 * start of `tree/…` segments, else the repository's default branch. The folder path comes from
 * the address in every case.
 */
export async function resolveRef(client: GitHubClient, location: GitHubLocation): Promise<ResolvedRef> {
  const repo: GitHubRepo = { owner: location.owner, repo: location.repo }
  const segments = location.refAndPath ?? []

  if (location.ref !== undefined) {
    const ref = location.ref
    let path = location.path ?? ''
    if (segments.length > 0) {
      const refSegments = ref.split('/')
      const sameRef = refSegments.length <= segments.length && refSegments.every((segment, i) => segments[i] === segment)
      if (sameRef) path = segments.slice(refSegments.length).join('/')
      else {
        // The URL names another ref: find where it ends to learn the path, then use the explicit ref.
        const split = await splitRefAndPath(client, repo, segments)
        if (split === null) throw await refNotFound(client, repo, segments[0]!)
        path = split.path
      }
    }
    const resolved = await resolveName(client, repo, ref)
    if (resolved === null) throw await refNotFound(client, repo, ref)
    return { ...resolved, path }
  }

  if (segments.length > 0) {
    const split = await splitRefAndPath(client, repo, segments)
    if (split === null) throw await refNotFound(client, repo, segments[0]!)
    return split
  }

  const branch = await defaultBranch(client, repo)
  const resolved = await resolveName(client, repo, branch)
  if (resolved === null) {
    throw githubError('github_not_found', `${repo.owner}/${repo.repo} is empty: its default branch '${branch}' has no commits.`)
  }
  return { ...resolved, kind: 'branch', path: location.path ?? '' }
}
