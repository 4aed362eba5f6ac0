import { recordAudit } from './audit'
import type { StoreContext } from './context'
import { findSkillRowOrThrow } from './get-skill'
import { toSkillSummary } from './skill-row'
import type { WriteResult } from './types'

/** Locks a skill for good against draft rewrites (the owner is taking it over). Idempotent. */
export async function lockSkill(ctx: StoreContext, name: string): Promise<WriteResult> {
  const at = ctx.now()
  return ctx.db.$transaction(async (tx) => {
    const skill = await findSkillRowOrThrow(tx, name)
    if (skill.lockedAt) return { skill: toSkillSummary(skill), changed: false }
    const row = await tx.skill.update({ where: { id: skill.id }, data: { lockedAt: at } })
    await recordAudit(tx, at, { actor: 'owner', action: 'skill.lock', skillName: name, hash: skill.currentHash })
    return { skill: toSkillSummary(row), changed: true }
  })
}
