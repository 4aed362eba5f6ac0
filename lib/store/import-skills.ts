import { SkillyardError } from '../errors/skillyard-error'
import type { SkillFile } from '../skill'
import { checkPackage, type CheckedPackage } from './checked-package'
import type { StoreContext } from './context'
import { createSkillInTx } from './create-skill'
import { toSkillSummary } from './skill-row'
import type { SkillSource, SkillSummary } from './types'
import { updateSkillInTx } from './update-skill'

export interface ImportItem {
  name: string
  files: SkillFile[]
  source: SkillSource
}

export interface ImportedSkill {
  skill: SkillSummary
  outcome: 'created' | 'replaced' | 'unchanged'
}

/**
 * Writes every imported skill in ONE transaction: any rejection (an invalid skill, a name that
 * exists without `replace`, a built-in, the store limit) leaves the store exactly as it was.
 * A replaced skill gets a new version that is not approved: a live skill becomes "changed since
 * approval" until the owner enables the new hash.
 */
export async function importSkills(ctx: StoreContext, input: { items: ImportItem[]; replace: boolean }): Promise<ImportedSkill[]> {
  const checked: { item: ImportItem; pkg: CheckedPackage }[] = input.items.map((item) => {
    try {
      return { item, pkg: checkPackage(item.name, item.files) }
    } catch (error) {
      if (error instanceof SkillyardError) throw new SkillyardError(error.code, `${item.name}: ${error.message}`, { ...error.details, skill: item.name })
      throw error
    }
  })
  const at = ctx.now()
  return ctx.db.$transaction(async (tx) => {
    const results: ImportedSkill[] = []
    for (const { item, pkg } of checked) {
      const existing = await tx.skill.findUnique({ where: { name: item.name } })
      const reason = `Imported from ${item.source.kind}${item.source.uri ? ` ${item.source.uri}` : ''}`
      if (!existing) {
        const row = await createSkillInTx(tx, at, { name: item.name, files: pkg.files, author: 'import', source: item.source, actor: 'import', reason }, pkg)
        results.push({ skill: toSkillSummary(row), outcome: 'created' })
        continue
      }
      if (existing.builtIn) {
        throw new SkillyardError('builtin_read_only', `'${item.name}' is a built-in skill; import it under another name.`, { skill: item.name })
      }
      if (!input.replace) {
        throw new SkillyardError('skill_exists', `A skill named '${item.name}' already exists. Choose "replace" to import it as a new version.`, { skill: item.name })
      }
      const result = await updateSkillInTx(tx, at, { name: item.name, files: pkg.files, baseHash: existing.currentHash, actor: 'import', reason, approval: 'none', source: item.source }, pkg)
      results.push({ skill: result.skill, outcome: result.changed ? 'replaced' : 'unchanged' })
    }
    return results
  })
}
