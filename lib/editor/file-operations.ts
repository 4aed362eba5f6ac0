import { SkillyardError } from '../errors/skillyard-error'
import { readSkillFiles, skillHistory, type StoreContext, type WriteResult } from '../store'
import { editFiles, requirePath } from './edit-files'
import { checkedPath } from './save-file'
import { isSkillMdPath } from '../skill/skill-md-path'


export async function deleteFile(ctx: StoreContext, input: { name: string; path: string; baseHash: string }): Promise<WriteResult> {
  const path = checkedPath(input.path)
  if (isSkillMdPath(path)) throw new SkillyardError('invalid_request', 'SKILL.md cannot be deleted: a skill without it is not a skill. Delete the skill instead.')
  return editFiles(ctx, { name: input.name, baseHash: input.baseHash, reason: `Deleted ${path}` }, (files) => {
    requirePath(files, path, input.name)
    return files.filter((file) => file.path !== path)
  })
}

export async function renameFile(ctx: StoreContext, input: { name: string; from: string; to: string; baseHash: string }): Promise<WriteResult> {
  const from = checkedPath(input.from)
  const to = checkedPath(input.to)
  if (isSkillMdPath(from) || isSkillMdPath(to)) throw new SkillyardError('invalid_request', 'SKILL.md keeps its name; rename other files only.')
  return editFiles(ctx, { name: input.name, baseHash: input.baseHash, reason: `Renamed ${from} to ${to}` }, (files) => {
    const file = requirePath(files, from, input.name)
    if (files.some((other) => other.path === to)) throw new SkillyardError('path_collision', `'${to}' already exists in this skill.`, { path: to })
    return [...files.filter((other) => other !== file), { ...file, path: to }]
  })
}

/** Restoring makes a new version whose files equal the old one's; history is never rewritten. */
export async function restoreVersion(ctx: StoreContext, input: { name: string; hash: string; baseHash: string }): Promise<WriteResult> {
  const version = (await skillHistory(ctx, input.name)).find((v) => v.hash === input.hash)
  if (!version) throw new SkillyardError('version_not_found', `The skill '${input.name}' has no version ${input.hash.slice(0, 12)}.`)
  const old = await readSkillFiles(ctx, input.name, input.hash)
  return editFiles(ctx, { name: input.name, baseHash: input.baseHash, reason: `Restored version ${version.number} (${input.hash.slice(0, 8)})` }, () => old)
}
