import type { NotLinted } from '@/components/review/review-types'
import type { LintWarning } from '@/lib/skill/lint'

/** Who asked for a run: the assistant through an API token, or the owner trying the playground. */
export type ApprovalCaller = { kind: 'token'; id: string; name: string | null } | { kind: 'playground' }

/** A pending approval as the approvals page shows it: plain JSON (dates as ISO strings). */
export interface ApprovalView {
  id: string
  skillName: string
  /** The version the run would use: what "once" and "always" approve. */
  skillHash: string
  /** `skill:<name>@<hash8>`, what "always" grants for the session. */
  grantKey: string
  script: string
  /** The validated arguments, pretty-printed. */
  arguments: string
  tier: string
  /** The session id the caller sent (the part after the caller in the session key). */
  session: string
  caller: ApprovalCaller
  createdAt: string
  expiresAt: string
  /** The skill's current hash, or null once it is deleted: when it moved on, the run cannot happen as asked. */
  currentHash: string | null
  /** Lint of the script's file in that version; null when the version could not be read. */
  lint: LintWarning[] | null
  notLinted: NotLinted[]
}

export type ApprovalDecision = 'once' | 'always' | 'deny'
