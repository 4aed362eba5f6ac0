import { isOwnerSessionCaller } from '@/lib/auth/principal'
import type { ApprovalCaller, ApprovalView } from '@/components/approvals/approval-types'
import { isSkillyardError } from '@/lib/errors/skillyard-error'
import { filesNotLinted, lintSkill } from '@/lib/skill/lint'
import { getSkill, listApiTokens, listPendingApprovals, readSkillFiles, type ApprovalRecord, type StoreContext } from '@/lib/store'

/*
 * What the approvals page loads: the pending runs with the lint of the exact script version
 * each would run. Read-only glue between lib/store and lib/skill/lint, like app/review/review-data.ts.
 */

/** Pending approvals, newest first. */
export async function loadPendingApprovals(ctx: StoreContext): Promise<ApprovalView[]> {
  const [approvals, tokens] = await Promise.all([listPendingApprovals(ctx), listApiTokens(ctx)])
  const tokenNames = new Map(tokens.map((token) => [token.id, token.name]))
  return Promise.all(approvals.map((approval) => toView(ctx, approval, tokenNames)))
}

async function toView(ctx: StoreContext, approval: ApprovalRecord, tokenNames: ReadonlyMap<string, string>): Promise<ApprovalView> {
  const { caller, session } = splitSessionKey(approval.sessionKey, tokenNames)
  const [files, skill] = await Promise.all([readSkillFiles(ctx, approval.skillName, approval.skillHash).catch(gone), getSkill(ctx, approval.skillName)])
  const scriptFiles = files?.filter((file) => file.path === approval.script) ?? []
  return {
    id: approval.id,
    skillName: approval.skillName,
    skillHash: approval.skillHash,
    grantKey: approval.grantKey,
    script: approval.script,
    arguments: prettyJson(approval.arguments),
    tier: approval.tier,
    session,
    caller,
    createdAt: approval.createdAt.toISOString(),
    expiresAt: approval.expiresAt.toISOString(),
    currentHash: skill?.currentHash ?? null,
    // Lint reads SKILL.md for the tier and declared network, so it runs on the whole version.
    lint: files ? lintSkill({ files }).filter((warning) => warning.file === approval.script) : null,
    notLinted: filesNotLinted(scriptFiles),
  }
}

/** `<caller>:<session>`: the caller is a token id or the owner's browser session. */
function splitSessionKey(key: string, tokenNames: ReadonlyMap<string, string>): { caller: ApprovalCaller; session: string } {
  const colon = key.indexOf(':')
  const callerKey = colon < 0 ? key : key.slice(0, colon)
  const session = colon < 0 ? '' : key.slice(colon + 1)
  const caller: ApprovalCaller = isOwnerSessionCaller(callerKey) ? { kind: 'playground' } : { kind: 'token', id: callerKey, name: tokenNames.get(callerKey) ?? null }
  return { caller, session }
}

/** The skill (or that version) was deleted after the request: the page says so instead of failing. */
function gone(error: unknown): null {
  if (isSkillyardError(error) && (error.code === 'skill_not_found' || error.code === 'version_not_found')) return null
  throw error
}

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2)
  } catch {
    return text
  }
}
