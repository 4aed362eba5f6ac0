import { z } from 'zod'
import { SkillyardError } from '../../errors/skillyard-error'
import type { SkillFile } from '../../skill/types'
import { githubError } from './errors'
import { fetchSkillFiles } from './fetch-skill-files'
import { findGitHubSkills, type SkippedEntry } from './find-github-skills'
import { createGitHubClient } from './github-client'
import { shaSchema } from './github-schemas'
import { listTree } from './list-tree'
import { isFolderPath, OWNER_NAME, REPO_NAME } from './parse-github-url'
import type { GitHubScan, GitHubImportOptions } from './scan-github'

export interface DownloadedSkill {
  /** The folder's path in the repository. */
  folder: string
  name: string
  treeSha: string
  files: SkillFile[]
  /** Entries left out (links, submodules, node_modules), for the owner to see. */
  skipped: SkippedEntry[]
}

/**
 * The part of a scan the import relies on. It may come back from a browser, so it is checked,
 * and only these fields are used: the files are listed again from GitHub at the same commit.
 */
export const githubScanPointerSchema = z.object({
  repo: z.object({ owner: z.string().regex(OWNER_NAME), repo: z.string().regex(REPO_NAME) }),
  commitSha: shaSchema,
  path: z.string().refine(isFolderPath, { message: 'must be a folder path inside the repository' }),
})

export type GitHubScanPointer = Pick<GitHubScan, 'repo' | 'commitSha' | 'path'>

/**
 * Downloads the chosen skill folders of a scan, at the scan's commit. Every folder is checked
 * (found, within limits) before any file is fetched; each file is verified against its git
 * SHA-1. Throws the folder's limit code (`too_many_files`, …) for a folder that breaks one.
 */
export async function downloadGitHubSkills(
  scan: GitHubScanPointer,
  folderPaths: readonly string[],
  options: GitHubImportOptions = {},
): Promise<DownloadedSkill[]> {
  const pointer = githubScanPointerSchema.safeParse(scan)
  if (!pointer.success) {
    const reason = pointer.error.issues[0]?.message ?? 'invalid'
    throw githubError('github_url_invalid', `The scan to import from is not valid: ${reason}.`)
  }
  const { repo, commitSha, path } = pointer.data
  const wanted = [...new Set(folderPaths)]
  if (wanted.length === 0) return []

  const client = createGitHubClient(options)
  const tree = await listTree(client, repo, commitSha, path, options.treeBounds)
  const skills = new Map(findGitHubSkills(tree, repo).map((skill) => [skill.path, skill]))
  const chosen = wanted.map((folder) => {
    const skill = skills.get(folder)
    if (skill === undefined) {
      throw githubError('github_not_found', `'${folder}' is not a skill folder of ${repo.owner}/${repo.repo} at commit ${commitSha.slice(0, 12)}.`, {
        path: folder,
      })
    }
    if (skill.problem !== undefined) {
      throw new SkillyardError(skill.problem.code, `${folder || repo.repo}: ${skill.problem.message}`, { path: folder })
    }
    return skill
  })

  const downloaded: DownloadedSkill[] = []
  for (const skill of chosen) {
    const files = await fetchSkillFiles(client, repo, skill.path, skill.files, options.concurrency)
    downloaded.push({ folder: skill.path, name: skill.name, treeSha: skill.treeSha, files, skipped: skill.skipped })
  }
  return downloaded
}
