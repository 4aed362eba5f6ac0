import type { CallOutcome } from './playground-api'

/** One call the owner made, with what came back: the playground's history. */
export interface CallEntry {
  id: string
  session: string
  tool: string
  argumentsText: string
  approvalId?: string
  /** ISO time the call was sent. */
  at: string
  durationMs: number
  outcome: CallOutcome | { kind: 'unreachable'; message: string }
}

const STORAGE_KEY = 'skillyard.playground.calls'
/** Per session; older calls drop off. */
export const MAX_CALLS_PER_SESSION = 30

export type CallLog = Record<string, CallEntry[]>

/** The calls of this browser tab (sessionStorage), so visiting /approvals and coming back keeps them. */
export function readCallLog(): CallLog {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}')
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as CallLog) : {}
  } catch {
    return {}
  }
}

export function saveCallLog(log: CallLog): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(log))
  } catch {
    // Storage full (large results) or disabled: the history still lives in the page.
  }
}

export function addCall(log: CallLog, entry: CallEntry): CallLog {
  return { ...log, [entry.session]: [entry, ...(log[entry.session] ?? [])].slice(0, MAX_CALLS_PER_SESSION) }
}

/** The approval id an answer asks for, when the run waits for the owner. */
export function approvalIdOf(entry: CallEntry): string | null {
  const { outcome } = entry
  if (outcome.kind !== 'answer' || outcome.body.ok) return null
  const { code, approvalId } = outcome.body.error
  return code === 'approval_required' && typeof approvalId === 'string' ? approvalId : null
}

/** The text a model reads: a text result or the HOST: message, verbatim; null for structured results. */
export function modelText(entry: CallEntry): string | null {
  const { outcome } = entry
  if (outcome.kind === 'unreachable') return null
  if (outcome.kind === 'refused') return outcome.body.error.message
  if (!outcome.body.ok) return outcome.body.error.message
  return typeof outcome.body.result === 'string' ? outcome.body.result : null
}

/** "ok", the error code, or "HTTP 422 invalid_request". */
export function outcomeLabel(entry: CallEntry): { text: string; tone: 'ok' | 'error' | 'waiting' } {
  const { outcome } = entry
  if (outcome.kind === 'unreachable') return { text: 'not sent', tone: 'error' }
  if (outcome.kind === 'refused') return { text: `HTTP ${outcome.status} ${outcome.body.error.code}`, tone: 'error' }
  if (outcome.body.ok) return { text: 'ok', tone: 'ok' }
  return { text: outcome.body.error.code, tone: outcome.body.error.code === 'approval_required' ? 'waiting' : 'error' }
}
