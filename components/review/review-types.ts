import type { LintWarning } from '@/lib/skill/lint'
import type { FileDiff, FileEntry, Finding } from '@/lib/ui/skill-view'

/** Props the review pages hand to their islands: plain JSON (dates as ISO strings). */

/** Files lint skipped, so the page can say "not linted" instead of implying they are clean. */
export interface NotLinted {
  path: string
  reason: 'too_large' | 'binary' | 'not_rebuilt'
}

/** A lint warning of a plan's new content; `isNew` when the skill's current files do not have it. */
export type PlanLintWarning = LintWarning & { isNew: boolean }

export type QueueItem =
  | {
      kind: 'draft'
      name: string
      author: string
      hash: string
      rationale: string
      sourceChats: string[]
      /** When the assistant last wrote it. */
      at: string
      lintCount: number
      errorCount: number
      fileCount: number
    }
  | {
      kind: 'plan'
      id: string
      skillName: string
      baseHash: string
      newHash: string
      rationale: string
      session: string | null
      at: string
      expiresAt: string
      additions: number
      deletions: number
      fileCount: number
      lintCount: number
      newLintCount: number
      /** The skill moved on since the plan was made (approving it will be refused). */
      stale: boolean
    }

export interface DraftReview {
  name: string
  description: string
  author: string
  /** The hash on the page: what the owner reads, and what Enable approves. */
  hash: string
  /** Still an untouched assistant draft (not enabled, not taken over). */
  pending: boolean
  status: 'live' | 'disabled' | 'changed'
  rationale: string
  sourceChats: string[]
  createdAt: string
  updatedAt: string
  files: FileEntry[]
  lint: LintWarning[]
  /** Validation findings (errors block enabling) and the lint as findings, for Monaco markers. */
  validation: Finding[]
  lintFindings: Finding[]
  notLinted: NotLinted[]
}

/** One changed file of a plan with its text before and after (null: binary or not rebuilt). */
export type PlanFileChange = FileDiff & { original: string | null; modified: string | null }

export interface PlanReview {
  id: string
  skillName: string
  status: 'pending' | 'approved' | 'rejected' | 'expired'
  rationale: string
  session: string | null
  createdAt: string
  expiresAt: string
  decidedAt: string | null
  rejectReason: string | null
  baseHash: string
  newHash: string
  additions: number
  deletions: number
  fileCount: number
  changes: PlanFileChange[]
  lint: PlanLintWarning[]
  notLinted: NotLinted[]
  /** The skill as it is now: null when it no longer exists. */
  currentHash: string | null
}
