import type { StoreContext } from './context'
import { DRAFT_WHERE } from './count-pending-reviews'
import { toSkillSummary } from './skill-row'
import type { SkillSummary } from './types'

/** Drafts waiting for the owner, newest first. */
export async function listDrafts(ctx: StoreContext): Promise<SkillSummary[]> {
  const rows = await ctx.db.skill.findMany({ where: DRAFT_WHERE, orderBy: { updatedAt: 'desc' } })
  return rows.map(toSkillSummary)
}
