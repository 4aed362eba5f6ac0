import type { StoreContext } from './context'
import { findSkillRowOrThrow } from './get-skill'
import type { VersionSummary } from './types'

/** A skill's versions, newest first. */
export async function skillHistory(ctx: StoreContext, name: string): Promise<VersionSummary[]> {
  const skill = await findSkillRowOrThrow(ctx.db, name)
  return ctx.db.skillVersion.findMany({
    where: { skillId: skill.id },
    orderBy: { number: 'desc' },
    select: { number: true, hash: true, parentHash: true, actor: true, reason: true, createdAt: true },
  })
}
