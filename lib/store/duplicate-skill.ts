import { SkillyardError } from '../errors/skillyard-error'
import { renameSkillMd } from '../skill'
import { createSkill } from './create-skill'
import type { StoreContext } from './context'
import { getSkillOrThrow } from './get-skill'
import { readSkillFiles } from './read-skill-files'
import type { Actor, WriteResult } from './types'
import { isSkillMdPath } from '../skill/skill-md-path'

/** Copies a skill's current files under a new name (SKILL.md's `name` rewritten); the copy is the owner's and disabled. */
export async function duplicateSkill(ctx: StoreContext, input: { name: string; newName: string; actor: Actor }): Promise<WriteResult> {
  const original = await getSkillOrThrow(ctx, input.name)
  const files = await readSkillFiles(ctx, input.name, original.currentHash)
  const renamed = files.map((file) => {
    if (!isSkillMdPath(file.path)) return file
    const text = renameSkillMd(new TextDecoder().decode(file.bytes), input.newName)
    if (text === null) throw new SkillyardError('invalid_skill', `'${input.name}' has no frontmatter to rename; fix its SKILL.md first.`)
    return { ...file, bytes: new TextEncoder().encode(text) }
  })
  return createSkill(ctx, {
    name: input.newName,
    files: renamed,
    author: 'owner',
    source: { kind: 'editor', uri: `skill:${input.name}@${original.currentHash.slice(0, 8)}` },
    actor: input.actor,
    reason: `Duplicated from ${input.name}`,
  })
}
