import type { SkillFile } from '../../skill/types'
import { githubError } from './errors'
import { repoPath, type GitHubClient } from './github-client'
import { gitBlobSchema } from './github-schemas'
import { gitBlobSha } from './git-blob-sha'
import type { GitHubFileRef } from './find-github-skills'
import { mapLimit } from './map-limit'
import type { GitHubRepo } from './parse-github-url'

export const BLOB_CONCURRENCY = 4

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** The JSON answer for a blob of `size` bytes: base64 (4 per 3), GitHub's line breaks, the envelope. */
function answerBytes(size: number): number {
  return Math.ceil(Math.ceil(size / 3) * 4 * 1.05) + 16 * 1024
}

function decode(content: string, encoding: 'base64' | 'utf-8'): Uint8Array | null {
  if (encoding === 'utf-8') return new TextEncoder().encode(content)
  // GitHub breaks base64 into lines of 60 characters.
  const compact = content.replace(/\s+/g, '')
  if (compact.length % 4 !== 0 || !BASE64.test(compact)) return null
  const buffer = Buffer.from(compact, 'base64')
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
}

function mismatch(where: string, expected: string, actual: string, reason: string): Error {
  return githubError(
    'github_unavailable',
    `The content GitHub sent for ${where} does not match its git SHA-1 (${reason}); nothing was imported. ` +
      'Try again; if it keeps happening, something between Skillyard and GitHub is altering downloads.',
    { reason: 'content_mismatch', path: where, expectedSha: expected, actualSha: actual },
  )
}

/**
 * Downloads a skill folder's files through the blobs API (JSON with base64 content, so the
 * answer is validated like every other one) and checks each against the SHA-1 the tree gave
 * for it, so what is imported is exactly what the commit holds. At most `concurrency` requests
 * at a time; identical files are fetched once. `folderPath` only names files in messages.
 */
export async function fetchSkillFiles(
  client: GitHubClient,
  repo: GitHubRepo,
  folderPath: string,
  files: readonly GitHubFileRef[],
  concurrency = BLOB_CONCURRENCY,
): Promise<SkillFile[]> {
  const bySha = new Map<string, GitHubFileRef>()
  for (const file of files) if (!bySha.has(file.sha)) bySha.set(file.sha, file)
  const unique = [...bySha.values()]
  const label = (file: GitHubFileRef) => (folderPath === '' ? file.path : `${folderPath}/${file.path}`)

  const contents = await mapLimit(unique, concurrency, async (file) => {
    const blob = await client.getJson(repoPath(repo, 'git/blobs', file.sha), gitBlobSchema, { maxBytes: answerBytes(file.size) })
    if (blob.sha !== file.sha) throw mismatch(label(file), file.sha, blob.sha, `GitHub answered with object ${blob.sha}`)
    const bytes = decode(blob.content, blob.encoding)
    if (bytes === null) throw mismatch(label(file), file.sha, 'unknown', 'the base64 content is malformed')
    const actual = gitBlobSha(bytes)
    if (actual !== file.sha) throw mismatch(label(file), file.sha, actual, `expected ${file.sha}, got ${actual}`)
    return bytes
  })
  const bytesBySha = new Map(unique.map((file, index) => [file.sha, contents[index]!]))
  return files.map((file) => ({ path: file.path, bytes: bytesBySha.get(file.sha)!, executable: file.executable }))
}
