import { checkGitHubUpdate, downloadGitHubSkills, type GitHubImportOptions } from '../import/github'
import { SkillyardError } from '../errors/skillyard-error'
import { getSkillOrThrow, importSkills, listSkills, type SkillSummary, type StoreContext } from '../store'
import { githubSource } from './import-github'

export interface UpdateCheck {
  name: string
  /** `updated`: a new, unapproved version came in (see its diff in History); `current`: nothing changed upstream. */
  outcome: 'updated' | 'current' | 'failed'
  hash?: string
  commitSha?: string
  error?: { code: string; message: string }
}

/**
 * "Check for updates": compares each GitHub skill's folder tree SHA at its ref's head with the
 * one it was imported from. A change comes in as a new version that is not approved, so a live
 * skill becomes "changed since approval" until the owner enables the new hash.
 */
export async function checkForUpdates(ctx: StoreContext, options: GitHubImportOptions, name?: string): Promise<UpdateCheck[]> {
  const skills = name ? [await getSkillOrThrow(ctx, name)] : (await listSkills(ctx)).filter((skill) => skill.source.kind === 'github')
  const results: UpdateCheck[] = []
  for (const skill of skills) {
    try {
      results.push(await checkOne(ctx, skill, options))
    } catch (error) {
      if (name || !(error instanceof SkillyardError)) throw error
      results.push({ name: skill.name, outcome: 'failed', error: { code: error.code, message: error.message } })
    }
  }
  return results
}

async function checkOne(ctx: StoreContext, skill: SkillSummary, options: GitHubImportOptions): Promise<UpdateCheck> {
  const { uri, ref, path, treeSha } = skill.source
  const repo = /^https:\/\/github\.com\/([^/]+)\/([^/]+)$/.exec(uri ?? '')
  if (skill.source.kind !== 'github' || !repo || !ref || path == null || !treeSha) {
    throw new SkillyardError('not_github_skill', `'${skill.name}' was not imported from GitHub, so there is nothing to check.`)
  }
  const provenance = { owner: repo[1]!, repo: repo[2]!, ref, path, treeSha }
  const check = await checkGitHubUpdate(provenance, options)
  if (!check.changed) return { name: skill.name, outcome: 'current', commitSha: check.commitSha }
  const [download] = await downloadGitHubSkills({ repo: { owner: provenance.owner, repo: provenance.repo }, commitSha: check.commitSha, path }, [path], options)
  const [imported] = await importSkills(ctx, {
    items: [{ name: skill.name, files: download!.files, source: githubSource({ repo: { owner: provenance.owner, repo: provenance.repo }, ref, commitSha: check.commitSha }, path, check.treeSha) }],
    replace: true,
  })
  return { name: skill.name, outcome: 'updated', hash: imported!.skill.currentHash, commitSha: check.commitSha }
}
