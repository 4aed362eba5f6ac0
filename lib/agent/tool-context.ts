import type { StoreContext } from '../store'

/** What every tool handler receives besides its arguments. */
export interface ToolContext {
  store: StoreContext
  /** The chat session (or job) id the assistant sent; plans and audit lines carry it. */
  session: string
  /** Fires after a draft is created or a plan proposed; best effort, never blocks the write. */
  notify: (event: { kind: 'draft_created' | 'draft_updated' | 'plan_proposed'; skill: string; planId?: string }) => void
}
