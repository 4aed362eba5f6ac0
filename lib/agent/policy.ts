import { LIVE_SKILL_TOOLS, READ_TOOLS, TOOL } from './tool-names'

export type Effect = 'allow' | 'ask' | 'deny'

/** What the broker knows about one call. */
export interface PolicyCall {
  tool: string
  /** The skill the call names, when it names one that exists. */
  skill?: {
    name: string
    live: boolean
    tier: string
    /** A draft the assistant may no longer rewrite (the owner enabled or edited it, or it is not the assistant's). */
    lockedForDrafts: boolean
    grantKey: string
  }
  /** Grants held by this chat session or job: `skill:<name>@<hash8>`. */
  grants: ReadonlySet<string>
}

export interface PolicyRule {
  id: string
  priority: number
  effect: Effect
  /** One line for the audit log and the model: why this rule decided. */
  why: string
  matches(call: PolicyCall): boolean
}

const runsScript = (call: PolicyCall) => call.tool === TOOL.runSkillScript

/**
 * The rules, highest priority first. The first rule that matches decides; a call no rule
 * covers is denied. Grants are keyed by hash, so any edit voids an old "always allow".
 */
export const POLICY_RULES: readonly PolicyRule[] = [
  {
    id: 'disabled-skills-never-run',
    priority: 120,
    effect: 'deny',
    why: 'only live skills (enabled, and unchanged since the owner approved them) can be loaded, read or run',
    matches: (call) => LIVE_SKILL_TOOLS.has(call.tool) && !call.skill?.live,
  },
  {
    id: 'drafts-never-touch-reviewed-skills',
    priority: 120,
    effect: 'deny',
    why: 'the owner reviewed this skill (or it is not your draft), so drafts cannot change it; propose an edit instead',
    matches: (call) => call.tool === TOOL.draftSkill && call.skill?.lockedForDrafts === true,
  },
  {
    id: 'skill-edit-always-asks',
    priority: 97,
    effect: 'ask',
    why: 'every edit of a skill becomes a plan the owner approves; it is never approved "always"',
    matches: (call) => call.tool === TOOL.editSkill,
  },
  {
    id: 'drafts-allowed',
    priority: 75,
    effect: 'allow',
    why: 'drafts are saved disabled; the owner reviews them before anything runs',
    matches: (call) => call.tool === TOOL.draftSkill,
  },
  {
    id: 'granted-skill-runs',
    priority: 70,
    effect: 'allow',
    why: 'the owner allowed this exact version of the skill for this session',
    matches: (call) => runsScript(call) && call.skill !== undefined && call.grants.has(call.skill.grantKey),
  },
  {
    id: 'read-tier-allowed',
    priority: 60,
    effect: 'allow',
    why: 'reading, and read-tier scripts, change nothing',
    matches: (call) => READ_TOOLS.has(call.tool) || (runsScript(call) && call.skill?.tier === 'read'),
  },
  {
    id: 'change-and-destructive-ask',
    priority: 50,
    effect: 'ask',
    why: 'this script can change or destroy things, so the owner approves the run',
    matches: (call) => runsScript(call) && (call.skill?.tier === 'change' || call.skill?.tier === 'destructive'),
  },
]

export const DEFAULT_DENY = { id: 'default-deny', why: 'no rule allows this call' } as const

export interface Decision {
  effect: Effect
  rule: string
  why: string
}

export function decide(call: PolicyCall, rules: readonly PolicyRule[] = POLICY_RULES): Decision {
  const rule = [...rules].sort((a, b) => b.priority - a.priority).find((candidate) => candidate.matches(call))
  return rule ? { effect: rule.effect, rule: rule.id, why: rule.why } : { effect: 'deny', rule: DEFAULT_DENY.id, why: DEFAULT_DENY.why }
}
