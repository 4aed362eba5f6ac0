import type { Finding, Severity } from '../skill/types'

/**
 * Every finding code lib/checks emits. Like lib/skill's FINDING_CODES these are API: the
 * editor and the review workflow match on them, so a code never changes meaning once shipped.
 */
export const CHECK_CODES = [
  /** The language's own tool rejects the file. */
  'syntax_error',
  /** The tool accepts the file but warns (a Python SyntaxWarning, a bash here-document, a YAML warning). */
  'syntax_warning',
  /** A file of a checked type that is not UTF-8 text or contains a NUL byte. */
  'not_text',
  /** The check was not run on purpose (the file is too large to spawn a tool on). */
  'check_skipped',
  /** The tool did not answer in time and was stopped. */
  'check_timed_out',
  /** The tool is not installed or could not be started on this server. */
  'check_unavailable',
  /** The tool ran but ended in a way we could not read as an answer. */
  'check_failed',
] as const

export type CheckCode = (typeof CHECK_CODES)[number]

export interface CheckPlace {
  path: string
  line?: number
  column?: number
}

/** Builds a Skillyard finding about one file; an undefined line or column is left out so results compare cleanly. */
export function checkFinding(code: CheckCode, severity: Severity, message: string, place: CheckPlace): Finding {
  const result: Finding = { code, severity, message, origin: 'skillyard', path: place.path }
  if (place.line !== undefined) result.line = place.line
  if (place.column !== undefined) result.column = place.column
  return result
}
