import { SkillyardError } from '../errors/skillyard-error'
import type { SkillFile } from '../skill'
import { getSkillOrThrow, readSkillFiles, updateSkill, type StoreContext, type WriteResult } from '../store'
import { skillChanged } from '../store/update-skill'

/**
 * The owner's edits all go through here: load the files of the version the owner was looking at
 * (`baseHash`), apply one change, and store the result as a new version. An owner's own edit
 * keeps a live skill live — they approved what they typed — and locks an assistant draft.
 */
export async function editFiles(
  ctx: StoreContext,
  input: { name: string; baseHash: string; reason: string },
  change: (files: SkillFile[]) => SkillFile[] | Promise<SkillFile[]>,
): Promise<WriteResult> {
  const skill = await getSkillOrThrow(ctx, input.name)
  if (skill.builtIn) {
    throw new SkillyardError('builtin_read_only', `'${input.name}' is a built-in skill and cannot be changed. Duplicate it to make your own copy.`)
  }
  if (skill.currentHash !== input.baseHash) throw skillChanged(input.name, input.baseHash, skill.currentHash)
  const files = await change(await readSkillFiles(ctx, input.name, input.baseHash))
  return updateSkill(ctx, {
    name: input.name,
    files,
    baseHash: input.baseHash,
    actor: 'owner',
    reason: input.reason,
    approval: 'keep-if-live',
    ownerEdit: true,
  })
}

export function requirePath(files: SkillFile[], path: string, name: string): SkillFile {
  const file = files.find((f) => f.path === path)
  if (!file) throw new SkillyardError('file_not_found', `The skill '${name}' has no file '${path}'.`, { name, path })
  return file
}
