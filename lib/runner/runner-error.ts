import { SkillyardError, type ErrorCode } from '../errors/skillyard-error'

/**
 * The runner's own error codes (statuses in lib/errors' ERROR_STATUS): `sandbox_unavailable`
 * (bubblewrap missing or unable to create namespaces), `network_not_supported` (the skill asks
 * for an egress allow-list), `timed_out`, `script_failed` (no interpreter, or a non-zero exit),
 * `script_not_found`, `cache_corrupt` (the manifest's bytes or hash do not match).
 */
export type RunnerErrorCode = Extract<ErrorCode, 'sandbox_unavailable' | 'network_not_supported' | 'timed_out' | 'script_failed' | 'script_not_found' | 'cache_corrupt'>

export function runnerError(code: RunnerErrorCode | ErrorCode, message: string, details?: Record<string, unknown>): SkillyardError {
  return new SkillyardError(code, message, details)
}
