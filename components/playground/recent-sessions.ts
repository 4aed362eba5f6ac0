/** The playground's recent session ids, kept in this browser's localStorage (newest first). */

const STORAGE_KEY = 'skillyard.playground.sessions'
export const MAX_RECENT_SESSIONS = 8
/** The call endpoint's limit on a session id. */
export const MAX_SESSION_LENGTH = 200

export function readRecentSessions(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string').slice(0, MAX_RECENT_SESSIONS) : []
  } catch {
    // Storage disabled or a hand-edited value: start without recent sessions.
    return []
  }
}

/** Moves `session` to the front and saves; answers the new list. */
export function rememberSession(session: string, recent: readonly string[]): string[] {
  const next = [session, ...recent.filter((item) => item !== session)].slice(0, MAX_RECENT_SESSIONS)
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next))
  } catch {
    // Private mode or full storage: the list still works for this page.
  }
  return next
}

/** A fresh id such as `play-k3f9x2`, so a new session starts with no skill loaded. */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6))
  return `play-${Array.from(bytes, (byte) => (byte % 36).toString(36)).join('')}`
}
