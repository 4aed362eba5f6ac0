import type { StoreContext } from '../store'
import type { AgentSession, SessionRegistry } from './sessions'

/** What every tool handler receives besides its arguments. */
export interface ToolContext {
  store: StoreContext
  /** The chat session (or job) id the assistant sent; plans and audit lines carry it. */
  session: string
  /** The session's state (active skills, last view), keyed by caller and session id. */
  agentSession: AgentSession
  sessions: SessionRegistry
  /** Fires after a draft is created or a plan proposed; best effort, never blocks the write. */
  notify: (event: { kind: 'draft_created' | 'draft_updated' | 'plan_proposed'; skill: string; planId?: string }) => void
  /** Where materialised skill versions are cached for the sandbox. */
  cacheDir: string
}
