import { randomBytes } from 'node:crypto'
import { SkillyardError } from '../../errors/skillyard-error'
import { diffFileSets, lintSkill, lintToFindings, type FileDiff, type SkillFile } from '../../skill'
import { createEditPlan, getSkillOrThrow, readSkillFiles } from '../../store'
import { filesFromText, safePath, withParametersSchema } from '../skill-files-input'
import type { ToolContext } from '../tool-context'

/** One file's diff may be at most this big, and all of a plan's together at most MAX_PLAN_DIFF. */
export const MAX_FILE_DIFF = 32 * 1024
export const MAX_PLAN_DIFF = 192 * 1024

export interface EditSkillArguments {
  name: string
  changes: { write?: Record<string, string>; delete?: string[]; rename?: Record<string, string> }
  rationale: string
  parametersSchema?: Record<string, unknown> | string
}

/**
 * Proposes a change to an owner or assistant skill as a frozen plan: the base hash, the
 * complete new file set and per-file diffs. Nothing changes until the owner approves the plan.
 */
export async function editSkillTool(context: ToolContext, args: EditSkillArguments) {
  const skill = await getSkillOrThrow(context.store, args.name)
  if (skill.builtIn) throw new SkillyardError('builtin_read_only', `'${skill.name}' is a built-in skill; built-ins cannot be edited. Draft a new skill instead.`)
  const before = await readSkillFiles(context.store, skill.name, skill.currentHash)
  let after = applyChanges(before, args.changes)
  if (args.parametersSchema !== undefined) after = withParametersSchema(after, args.parametersSchema)
  const diffs = diffFileSets(before, after)
  if (diffs.length === 0) throw new SkillyardError('invalid_arguments', 'arguments.changes change nothing in the skill', { field: 'changes' })
  checkDiffSize(diffs)
  const plan = await createEditPlan(context.store, {
    id: `plan_${randomBytes(9).toString('base64url')}`,
    skillName: skill.name,
    baseHash: skill.currentHash,
    files: after,
    diffs,
    rationale: args.rationale,
    session: context.session,
  })
  context.notify({ kind: 'plan_proposed', skill: skill.name, planId: plan.id })
  return {
    planId: plan.id,
    baseHash: plan.baseHash,
    newHash: plan.newHash,
    diff: diffs.map((diff) => diff.patch || `Binary file ${diff.path} ${diff.change}\n`).join(''),
    expiresAt: plan.expiresAt,
    note: 'The owner reviews this plan in Needs review; nothing changes until they approve it.',
    lint: lintToFindings(lintSkill({ files: after })),
  }
}

/** Deletes, then renames, then writes; every path is checked and every target must make sense. */
function applyChanges(files: SkillFile[], changes: EditSkillArguments['changes']): SkillFile[] {
  const byPath = new Map(files.map((file) => [file.path, file]))
  for (const raw of changes.delete ?? []) {
    const path = safePath(raw)
    if (!byPath.delete(path)) throw new SkillyardError('file_not_found', `changes.delete names '${path}', which the skill does not have.`)
  }
  for (const [rawFrom, rawTo] of Object.entries(changes.rename ?? {})) {
    const [from, to] = [safePath(rawFrom), safePath(rawTo)]
    const file = byPath.get(from)
    if (!file) throw new SkillyardError('file_not_found', `changes.rename moves '${from}', which the skill does not have.`)
    if (byPath.has(to)) throw new SkillyardError('path_collision', `changes.rename moves '${from}' onto '${to}', which already exists.`)
    byPath.delete(from)
    byPath.set(to, { ...file, path: to })
  }
  for (const file of filesFromText(changes.write ?? {})) {
    const existing = byPath.get(file.path)
    byPath.set(file.path, existing ? { ...file, executable: existing.executable } : file)
  }
  return [...byPath.values()]
}

function checkDiffSize(diffs: FileDiff[]): void {
  let total = 0
  for (const diff of diffs) {
    const size = new TextEncoder().encode(diff.patch).byteLength
    if (size > MAX_FILE_DIFF) {
      throw new SkillyardError('edit_too_large', `The diff of ${diff.path} is ${size} bytes; one file's diff may be at most ${MAX_FILE_DIFF}. Split the change into smaller plans.`)
    }
    total += size
  }
  if (total > MAX_PLAN_DIFF) {
    throw new SkillyardError('edit_too_large', `The plan's diffs add up to ${total} bytes; at most ${MAX_PLAN_DIFF} are allowed. Split the change into smaller plans.`)
  }
}
