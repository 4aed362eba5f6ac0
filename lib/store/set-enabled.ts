import { SkillyardError } from '../errors/skillyard-error'
import { recordAudit } from './audit'
import type { StoreContext } from './context'
import { findSkillRowOrThrow } from './get-skill'
import { toSkillSummary } from './skill-row'
import type { Actor, WriteResult } from './types'
import { skillChanged } from './update-skill'

export interface SetEnabledInput {
  name: string
  enabled: boolean
  /** The hash the owner saw when deciding; enabling approves exactly this hash. */
  hash: string
  actor: Actor
}

/** Enables (approves one exact hash) or disables a skill; a hash that is not current is `skill_changed`. */
export async function setEnabled(ctx: StoreContext, input: SetEnabledInput): Promise<WriteResult> {
  const at = ctx.now()
  return ctx.db.$transaction(async (tx) => {
    const current = await findSkillRowOrThrow(tx, input.name)
    if (current.currentHash !== input.hash) throw skillChanged(input.name, input.hash, current.currentHash)
    if (input.enabled && current.errorCount > 0) {
      throw new SkillyardError('invalid_skill', `'${input.name}' has validation errors; fix them before enabling it.`)
    }
    const approvedHash = input.enabled ? input.hash : null
    if (approvedHash === current.approvedHash) return { skill: toSkillSummary(current), changed: false }
    const claimed = await tx.skill.updateMany({
      where: { id: current.id, currentHash: input.hash },
      data: { approvedHash, updatedAt: at, ...(input.enabled && current.author === 'assistant' ? { lockedAt: current.lockedAt ?? at } : {}) },
    })
    if (claimed.count !== 1) throw skillChanged(input.name, input.hash, null)
    await recordAudit(tx, at, { actor: input.actor, action: input.enabled ? 'skill.enable' : 'skill.disable', skillName: input.name, hash: input.hash })
    return { skill: toSkillSummary(await findSkillRowOrThrow(tx, input.name)), changed: true }
  })
}
