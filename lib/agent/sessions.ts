import { SkillyardError } from '../errors/skillyard-error'

/** Defaults: a session lives 2 hours after its last call; at most 1,000 sessions and 20 active skills each. */
export const SESSION_LIMITS = { ttlMs: 2 * 60 * 60 * 1000, maxSessions: 1000, maxActiveSkills: 20 }

export interface AgentSession {
  key: string
  /** Skills loaded in this session, in load order, with the hash each was loaded at. */
  active: Map<string, string>
  /** The live skills (name → hash) the session last saw, for refresh_skills. */
  lastView: Map<string, string> | null
  lastUsed: number
}

/**
 * The assistant's sessions, in memory: a session is a chat (or a job) and ends with its TTL.
 * Keys combine the caller and the session id the assistant sends, so two tokens never share one.
 */
export class SessionRegistry {
  private readonly sessions = new Map<string, AgentSession>()

  constructor(
    private readonly limits = SESSION_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): AgentSession {
    this.expire()
    const existing = this.sessions.get(key)
    if (existing) {
      existing.lastUsed = this.now()
      return existing
    }
    if (this.sessions.size >= this.limits.maxSessions) {
      throw new SkillyardError('session_limit', `${this.limits.maxSessions} sessions are open, the most Skillyard keeps; reuse a session id, or try again when older sessions expire.`)
    }
    const session: AgentSession = { key, active: new Map(), lastView: null, lastUsed: this.now() }
    this.sessions.set(key, session)
    return session
  }

  /** Marks a skill active; false when it already was at this hash (the caller answers with a note). */
  activate(session: AgentSession, name: string, hash: string): boolean {
    if (session.active.get(name) === hash) return false
    if (!session.active.has(name) && session.active.size >= this.limits.maxActiveSkills) {
      throw new SkillyardError('too_many_active_skills', `this session already has ${this.limits.maxActiveSkills} active skills, the most it may hold; start a new session for other work.`)
    }
    session.active.set(name, hash)
    return true
  }

  get size(): number {
    return this.sessions.size
  }

  private expire(): void {
    const cutoff = this.now() - this.limits.ttlMs
    for (const [key, session] of this.sessions) if (session.lastUsed < cutoff) this.sessions.delete(key)
  }
}

const shared = globalThis as unknown as { skillyardSessions?: SessionRegistry }

export function sessionRegistry(): SessionRegistry {
  shared.skillyardSessions ??= new SessionRegistry()
  return shared.skillyardSessions
}
