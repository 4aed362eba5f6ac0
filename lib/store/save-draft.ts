import { SkillyardError } from '../errors/skillyard-error'
import type { SkillFile } from '../skill'
import { recordAudit } from './audit'
import { checkPackage } from './checked-package'
import type { StoreContext } from './context'
import { createSkillInTx } from './create-skill'
import { toSkillSummary } from './skill-row'
import type { WriteResult } from './types'
import { updateSkillInTx } from './update-skill'

export interface SaveDraftInput {
  name: string
  files: SkillFile[]
  rationale: string
  sourceChats: string[]
  /** Rewrite the assistant's own draft of this name (allowed only while nobody reviewed it). */
  update: boolean
}

/**
 * The assistant's draft: always a disabled skill authored by the assistant. An update rewrites
 * the draft only while it is untouched — the owner enabling or editing it locks it for good.
 */
export async function saveDraft(ctx: StoreContext, input: SaveDraftInput): Promise<WriteResult> {
  const pkg = checkPackage(input.name, input.files)
  const at = ctx.now()
  const draftColumns = { draftRationale: input.rationale, draftSourceChats: JSON.stringify(input.sourceChats) }
  return ctx.db.$transaction(async (tx) => {
    const existing = await tx.skill.findUnique({ where: { name: input.name } })
    if (!existing) {
      const row = await createSkillInTx(tx, at, { name: input.name, files: pkg.files, author: 'assistant', source: { kind: 'draft' }, actor: 'assistant', reason: 'Drafted by the assistant' }, pkg)
      const updated = await tx.skill.update({ where: { id: row.id }, data: draftColumns })
      return { skill: toSkillSummary(updated), changed: true }
    }
    if (!input.update) {
      throw new SkillyardError('skill_exists', `A skill named '${input.name}' already exists. Pick another name, or pass update: true to rewrite your own untouched draft.`)
    }
    if (isLockedDraft(existing)) {
      throw new SkillyardError('draft_locked', `'${input.name}' was reviewed by the owner (or is not your draft), so drafts can no longer change it. Propose an edit with edit_skill instead.`)
    }
    const result = await updateSkillInTx(tx, at, { name: input.name, files: pkg.files, baseHash: existing.currentHash, actor: 'assistant', reason: 'Draft updated by the assistant', approval: 'none' }, pkg)
    const updated = await tx.skill.update({ where: { id: existing.id }, data: draftColumns })
    await recordAudit(tx, at, { actor: 'assistant', action: 'draft.update', skillName: input.name, hash: updated.currentHash })
    return { skill: toSkillSummary(updated), changed: result.changed }
  })
}

/** A skill the assistant may no longer rewrite as a draft: not its own, or enabled or edited by the owner. */
export function isLockedDraft(skill: { author: string; lockedAt: Date | null; approvedHash: string | null; builtIn: boolean }): boolean {
  return skill.builtIn || skill.author !== 'assistant' || skill.lockedAt !== null || skill.approvedHash !== null
}
