import type { StoreContext } from './context'

/** What waits for the owner: drafts not yet enabled or edited, edit plans and script runs not yet decided or expired. */
export async function countPendingReviews(ctx: StoreContext): Promise<number> {
  const at = ctx.now()
  const [drafts, plans, approvals] = await Promise.all([
    ctx.db.skill.count({ where: DRAFT_WHERE }),
    ctx.db.editPlan.count({ where: { status: 'pending', expiresAt: { gt: at } } }),
    ctx.db.approval.count({ where: { status: 'pending', expiresAt: { gt: at } } }),
  ])
  return drafts + plans + approvals
}

/** A draft in the review queue: written by the assistant, never enabled, never touched by the owner. */
export const DRAFT_WHERE = { author: 'assistant', approvedHash: null, lockedAt: null } as const
