import { SkillyardError } from '../errors/skillyard-error'
import type { Skill } from '../generated/prisma/client'
import type { StoreContext, Tx } from './context'
import { toSkillSummary } from './skill-row'
import type { SkillSummary } from './types'

export async function getSkill(ctx: StoreContext, name: string): Promise<SkillSummary | null> {
  const row = await ctx.db.skill.findUnique({ where: { name } })
  return row ? toSkillSummary(row) : null
}

export async function getSkillOrThrow(ctx: StoreContext, name: string): Promise<SkillSummary> {
  return toSkillSummary(await findSkillRowOrThrow(ctx.db, name))
}

/** The raw row, for store functions working inside a transaction. */
export async function findSkillRowOrThrow(tx: Tx, name: string): Promise<Skill> {
  const row = await tx.skill.findUnique({ where: { name } })
  if (!row) throw new SkillyardError('skill_not_found', `There is no skill named '${name}'.`, { name })
  return row
}
