import { LIMITS } from '../limits'
import type { SkillFile, SkillSettings } from '../types'

/**
 * The lint's rule ids. They are a contract: the review UI, drafts and assistant tools match on
 * them (and on `lint_<id>` finding codes), so an id never changes meaning once shipped.
 */
export const LINT_RULES = [
  'command-passthrough',
  'read-tier-mutates',
  'arguments-unvalidated',
  'network-undeclared',
  'curl-pipe-shell',
  'hidden-instructions',
  'secret-like',
  'allowed-tools-everything',
] as const

export type LintRule = (typeof LINT_RULES)[number]

/** A hint shown next to a file in review. Never a verdict: the owner still reads the file. */
export interface LintWarning {
  rule: LintRule
  /** Path of the file inside the skill, e.g. `scripts/run.sh`. */
  file: string
  /** 1-based line inside `file`. */
  line: number
  /** The trimmed line (a window of it when long), secrets masked, invisible characters escaped. */
  excerpt: string
  /** One line: what looks risky and why it matters. */
  why: string
}

export interface LintInput {
  files: readonly SkillFile[]
  /** The skill's settings; read from SKILL.md's `metadata` when omitted. */
  settings?: SkillSettings
  /** SKILL.md's frontmatter; parsed from `files` when omitted. */
  frontmatter?: Record<string, unknown>
}

/** The lint's bounds. Lint is heuristic, so it stops early rather than work hard on hostile input. */
export const LINT_LIMITS = {
  /** Larger files are not linted (the editor's limit: what the owner can still read in review). */
  fileBytes: LIMITS.editableBytes,
  warnings: 200,
  /** Per file and rule, so one noisy script does not hide the warnings of the others. */
  warningsPerFileRule: 20,
  excerptChars: 160,
} as const
