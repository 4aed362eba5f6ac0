import { SkillyardError } from '../../errors/skillyard-error'

/** The codes the GitHub importer throws (their HTTP statuses are in lib/errors' ERROR_STATUS). */
export const GITHUB_ERROR_CODES = [
  'github_url_invalid',
  'github_not_found',
  'github_forbidden',
  'github_rate_limited',
  'github_unavailable',
  'github_tree_too_large',
] as const

export type GitHubErrorCode = (typeof GITHUB_ERROR_CODES)[number]

/** A SkillyardError with one of the GitHub codes; the narrower type keeps the importer to its own codes. */
export function githubError(code: GitHubErrorCode, message: string, details?: Record<string, unknown>): SkillyardError {
  return new SkillyardError(code, message, details)
}

/** True for a SkillyardError carrying `code`. */
export function hasCode(error: unknown, code: GitHubErrorCode): error is SkillyardError {
  return error instanceof SkillyardError && error.code === code
}
