/**
 * Importing skills from a GitHub repository folder, over GitHub's REST API (git refs, trees
 * and blobs). `scanGitHub` is the dry run, `downloadGitHubSkills` the import,
 * `checkGitHubUpdate` the "Check for updates" button. All take the base URL, token, fetch and
 * timeout as options so tests run against test/fake-github on loopback.
 */
export { scanGitHub, type GitHubScan, type GitHubScanFolder, type GitHubImportOptions } from './scan-github'
export { downloadGitHubSkills, githubScanPointerSchema, type DownloadedSkill, type GitHubScanPointer } from './download-github-skills'
export { checkGitHubUpdate, type GitHubProvenance, type GitHubUpdateCheck } from './check-github-update'
export { parseGitHubUrl, isValidRefName, isFolderPath, ACCEPTED_FORMS, type GitHubLocation, type GitHubRepo } from './parse-github-url'
export { createGitHubClient, githubApiUrl, DEFAULT_GITHUB_API_URL, DEFAULT_TIMEOUT_MS, type GitHubClient, type GitHubOptions } from './github-client'
export { resolveRef, type RefKind, type ResolvedRef } from './resolve-ref'
export { listTree, TREE_BOUNDS, IGNORED_FOLDERS, type RepoTree, type TreeBounds, type TreeEntry } from './list-tree'
export { findGitHubSkills, MAX_SKILL_DEPTH, type FolderProblem, type GitHubFileRef, type GitHubSkillFolder, type SkippedEntry } from './find-github-skills'
export { fetchSkillFiles, BLOB_CONCURRENCY } from './fetch-skill-files'
export { gitBlobSha } from './git-blob-sha'
export { GITHUB_ERROR_CODES, type GitHubErrorCode } from './errors'
