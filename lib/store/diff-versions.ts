import { diffFileSets, type FileDiff } from '../skill'
import type { StoreContext } from './context'
import { readSkillFiles } from './read-skill-files'

/** Per-file unified diffs from version `fromHash` to version `toHash` of one skill. */
export async function diffVersions(ctx: StoreContext, input: { name: string; fromHash: string; toHash: string }): Promise<FileDiff[]> {
  const [before, after] = await Promise.all([
    readSkillFiles(ctx, input.name, input.fromHash),
    readSkillFiles(ctx, input.name, input.toHash),
  ])
  return diffFileSets(before, after)
}
