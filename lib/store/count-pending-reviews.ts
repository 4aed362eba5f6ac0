import type { StoreContext } from './context'

/** What waits for the owner: assistant drafts not yet enabled or edited. (Edit plans join this count when they exist.) */
export async function countPendingReviews(ctx: StoreContext): Promise<number> {
  return ctx.db.skill.count({ where: { author: 'assistant', approvedHash: null, lockedAt: null } })
}
