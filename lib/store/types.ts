import type { SkillStatus } from '../skill'

export type Author = 'owner' | 'assistant' | 'import' | 'builtin'
export type SourceKind = 'builtin' | 'upload' | 'zip' | 'github' | 'editor' | 'draft'
/** Who made a change: the owner, the assistant, an importer, or Skillyard itself (built-in sync). */
export type Actor = 'owner' | 'assistant' | 'import' | 'system'

export interface SkillSource {
  kind: SourceKind
  uri?: string | null
  ref?: string | null
  commit?: string | null
  path?: string | null
  treeSha?: string | null
}

/** One row of the skill browser: everything comes from the Skill row, no per-skill queries. */
export interface SkillSummary {
  name: string
  description: string
  builtIn: boolean
  author: Author
  source: SkillSource
  status: SkillStatus
  currentHash: string
  approvedHash: string | null
  tier: string
  errorCount: number
  warningCount: number
  fileCount: number
  totalSize: number
  hasScripts: boolean
  versionCount: number
  createdAt: Date
  updatedAt: Date
  lastOwnerEditAt: Date | null
  lockedAt: Date | null
  /** The assistant's reasons, for skills it drafted. */
  draft: { rationale: string; sourceChats: string[] } | null
}

export interface VersionSummary {
  number: number
  hash: string
  parentHash: string | null
  actor: string
  reason: string
  createdAt: Date
}

/** What every write returns: the skill after the change and whether a new version was made. */
export interface WriteResult {
  skill: SkillSummary
  changed: boolean
}
