import type { StoreContext } from './context'

/** What waits for the owner: assistant drafts not yet enabled or edited, and edit plans not yet decided or expired. */
export async function countPendingReviews(ctx: StoreContext): Promise<number> {
  const [drafts, plans] = await Promise.all([
    ctx.db.skill.count({ where: DRAFT_WHERE }),
    ctx.db.editPlan.count({ where: { status: 'pending', expiresAt: { gt: ctx.now() } } }),
  ])
  return drafts + plans
}

/** A draft in the review queue: written by the assistant, never enabled, never touched by the owner. */
export const DRAFT_WHERE = { author: 'assistant', approvedHash: null, lockedAt: null } as const
