import { SkillyardError } from '../errors/skillyard-error'
import type { SkillFile } from '../skill'
import { downloadGitHubSkills, scanGitHub, type FolderProblem, type GitHubImportOptions, type GitHubScan } from '../import/github'
import { importSkills, type ImportedSkill, type SkillSource, type StoreContext } from '../store'
import { existingSkills, previewOf, type CandidatePreview } from './candidate-preview'
import { chooseCandidates } from './choose-candidates'

export interface GitHubImportInput {
  url: string
  ref?: string
  /** Folder names to import; all skill folders found when absent. */
  skills?: string[]
  dryRun: boolean
  replace: boolean
}

export interface GitHubFolderPreview extends CandidatePreview {
  treeSha: string
  skipped: { path: string; reason: string }[]
  /** A limit the folder breaks (found from the tree's sizes, nothing downloaded). */
  problem?: FolderProblem
}

export type GitHubImportResult =
  | { dryRun: true; repo: string; ref: string; commitSha: string; path: string; folders: GitHubFolderPreview[] }
  | { dryRun: false; repo: string; ref: string; commitSha: string; imported: ImportedSkill[] }

/**
 * Imports skill folders from GitHub. The dry run lists every folder with its size and the
 * validator's findings (it downloads the folders that are within the limits, verifying each
 * blob); the import downloads the chosen folders at the same commit and writes them in one
 * transaction, with their provenance.
 */
export async function importFromGitHub(ctx: StoreContext, input: GitHubImportInput, options: GitHubImportOptions): Promise<GitHubImportResult> {
  const scan = await scanGitHub({ url: input.url, ref: input.ref }, options)
  if (scan.folders.length === 0) {
    throw new SkillyardError('no_skill_found', `No folder with a SKILL.md under '${scan.path || '/'}' in ${repoName(scan)} at ${scan.ref}.`)
  }
  const existing = await existingSkills(ctx)
  const wanted = input.skills ? scan.folders.filter((folder) => input.skills!.includes(folder.name)) : scan.folders
  const downloadable = wanted.filter((folder) => !folder.problem)
  const downloaded = await downloadGitHubSkills(scan, downloadable.map((folder) => folder.path), options)
  const folders: (GitHubFolderPreview & { files?: SkillFile[] })[] = wanted.map((folder) => {
    const files = downloaded.find((skill) => skill.folder === folder.path)
    const preview = files
      ? previewOf({ folder: folder.path, name: folder.name, files: files.files }, existing.get(folder.name) ?? null)
      : { folder: folder.path, name: folder.name, hash: '', fileCount: folder.fileCount, size: folder.size, valid: false, findings: [], existing: existing.get(folder.name) ?? null }
    return { ...preview, treeSha: folder.treeSha, skipped: folder.skipped, problem: folder.problem, files: files?.files }
  })
  const base = { repo: repoName(scan), ref: scan.ref, commitSha: scan.commitSha }
  if (input.dryRun) return { dryRun: true, ...base, path: scan.path, folders: folders.map(({ files: _files, ...folder }) => folder) }

  const blocked = folders.find((folder) => folder.problem)
  if (blocked?.problem) throw new SkillyardError(blocked.problem.code, `${blocked.name}: ${blocked.problem.message}`, { skill: blocked.name })
  const chosen = chooseCandidates(folders, input.skills)
  const imported = await importSkills(ctx, {
    items: chosen.map((folder) => ({ name: folder.name, files: folder.files!, source: githubSource(scan, folder.folder, folder.treeSha) })),
    replace: input.replace,
  })
  return { dryRun: false, ...base, imported }
}

export function githubSource(scan: Pick<GitHubScan, 'repo' | 'ref' | 'commitSha'>, path: string, treeSha: string): SkillSource {
  return { kind: 'github', uri: `https://github.com/${repoName(scan)}`, ref: scan.ref, commit: scan.commitSha, path, treeSha }
}

function repoName(scan: Pick<GitHubScan, 'repo'>): string {
  return `${scan.repo.owner}/${scan.repo.repo}`
}
