import type { StoreContext } from './context'
import { toSkillSummary } from './skill-row'
import type { SkillSummary } from './types'

/** Every skill, by name, in one query. */
export async function listSkills(ctx: StoreContext): Promise<SkillSummary[]> {
  const rows = await ctx.db.skill.findMany({ orderBy: { name: 'asc' } })
  return rows.map(toSkillSummary)
}
