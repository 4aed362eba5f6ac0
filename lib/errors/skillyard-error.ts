/**
 * The one error type of Skillyard's domain code. `code` is a stable snake_case identifier that
 * clients and tests match on; `message` is for a person and says what to do next.
 */
export class SkillyardError extends Error {
  readonly code: ErrorCode
  readonly details?: Record<string, unknown>

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message)
    this.name = 'SkillyardError'
    this.code = code
    this.details = details
  }
}

export function isSkillyardError(value: unknown): value is SkillyardError {
  return value instanceof SkillyardError
}

/** Every code and the HTTP status it maps to. The union of codes is derived from this table. */
export const ERROR_STATUS = {
  bad_request: 400,
  invalid_request: 422,
  unauthenticated: 401,
  forbidden: 403,
  csrf_rejected: 403,
  builtin_read_only: 403,
  invalid_credentials: 401,
  setup_token_invalid: 403,
  not_found: 404,
  skill_not_found: 404,
  file_not_found: 404,
  version_not_found: 404,
  skill_changed: 409,
  skill_exists: 409,
  owner_exists: 409,
  invalid_skill: 422,
  check_failed: 422,
  path_unsafe: 422,
  path_collision: 422,
  too_many_files: 422,
  file_too_large: 422,
  skill_too_large: 422,
  too_many_skills: 422,
  too_many_attempts: 429,
  zip_too_large: 413,
  zip_invalid: 422,
  link_entry: 422,
  encrypted_entry: 422,
  no_skill_found: 422,
  manifest_invalid: 422,
  github_url_invalid: 422,
  github_not_found: 404,
  github_forbidden: 403,
  github_rate_limited: 429,
  github_unavailable: 502,
  github_tree_too_large: 422,
  not_github_skill: 422,
  invalid_arguments: 422,
  edit_too_large: 422,
  draft_locked: 403,
  policy_denied: 403,
  plan_not_found: 404,
  plan_decided: 409,
  plan_expired: 410,
  plan_limit_reached: 429,
  rate_limited: 429,
  unknown_tool: 404,
  session_limit: 429,
  too_many_active_skills: 422,
  skill_not_live: 403,
  outside_skill: 422,
  approval_required: 403,
  approval_not_found: 404,
  approval_denied: 403,
  approval_expired: 410,
  approval_mismatch: 409,
  approval_decided: 409,
  sandbox_unavailable: 503,
  network_not_supported: 422,
  timed_out: 504,
  script_failed: 422,
  script_not_found: 404,
  cache_corrupt: 500,
  internal_error: 500,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS
