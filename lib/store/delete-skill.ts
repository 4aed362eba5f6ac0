import { SkillyardError } from '../errors/skillyard-error'
import { recordAudit } from './audit'
import type { StoreContext } from './context'
import { findSkillRowOrThrow } from './get-skill'
import type { Actor } from './types'
import { deleteOrphanBlobs } from './write-version'

/** Deletes a skill with its whole history; built-ins cannot be deleted. */
export async function deleteSkill(ctx: StoreContext, input: { name: string; actor: Actor }): Promise<void> {
  const at = ctx.now()
  await ctx.db.$transaction(async (tx) => {
    const skill = await findSkillRowOrThrow(tx, input.name)
    if (skill.builtIn) {
      throw new SkillyardError('builtin_read_only', `'${input.name}' is a built-in skill and cannot be deleted. Disable it instead.`)
    }
    await tx.skill.delete({ where: { id: skill.id } })
    await tx.editPlan.deleteMany({ where: { skillName: input.name } })
    await deleteOrphanBlobs(tx)
    await recordAudit(tx, at, { actor: input.actor, action: 'skill.delete', skillName: input.name, hash: skill.currentHash })
  })
}
