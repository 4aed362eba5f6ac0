import { SkillyardError } from '../errors/skillyard-error'
import type { SkillFile } from '../skill'
import { recordAudit } from './audit'
import { checkPackage, type CheckedPackage } from './checked-package'
import type { StoreContext, Tx } from './context'
import { findSkillRowOrThrow } from './get-skill'
import { sourceColumns } from './source-columns'
import { toSkillSummary } from './skill-row'
import type { Actor, SkillSource, WriteResult } from './types'
import { writeVersion } from './write-version'

export interface UpdateSkillInput {
  name: string
  files: SkillFile[]
  /** The hash the change was based on; if the skill has moved since, the update fails with `skill_changed`. */
  baseHash: string
  actor: Actor
  reason: string
  /**
   * `keep-if-live`: an owner's own edit of a live skill stays live (they approved what they typed).
   * `none`: the new version waits for the owner (imports, assistant changes).
   */
  approval: 'keep-if-live' | 'none'
  /** Marks the change as the owner's edit: records the time and locks an assistant draft for good. */
  ownerEdit?: boolean
  /** New provenance, when the change came from a source (a re-import, an update check). */
  source?: SkillSource
  /** Built-in skills are read-only except for Skillyard's own sync at start. */
  allowBuiltIn?: boolean
}

/**
 * Makes a new version from a complete file set. A compare-and-swap on the base hash inside the
 * transaction means two racing updates from the same base cannot both win.
 */
export async function updateSkill(ctx: StoreContext, input: UpdateSkillInput): Promise<WriteResult> {
  const pkg = checkPackage(input.name, input.files)
  const at = ctx.now()
  return ctx.db.$transaction((tx) => updateSkillInTx(tx, at, input, pkg))
}

/** The body of updateSkill, for callers that write several skills in one transaction (imports). */
export async function updateSkillInTx(tx: Tx, at: Date, input: UpdateSkillInput, pkg: CheckedPackage): Promise<WriteResult> {
  const current = await findSkillRowOrThrow(tx, input.name)
  if (current.builtIn && !input.allowBuiltIn) {
    throw new SkillyardError('builtin_read_only', `'${input.name}' is a built-in skill and cannot be changed. Duplicate it to make your own copy.`)
  }
  if (current.currentHash !== input.baseHash) {
    throw skillChanged(input.name, input.baseHash, current.currentHash)
  }
  const changed = pkg.hash !== current.currentHash
  if (!changed && !input.source) return { skill: toSkillSummary(current), changed: false }
  const wasLive = current.approvedHash === current.currentHash
  const number = changed ? current.versionCount + 1 : current.versionCount
  const claimed = await tx.skill.updateMany({
    where: { id: current.id, currentHash: input.baseHash },
    data: {
      currentHash: pkg.hash,
      approvedHash: input.approval === 'keep-if-live' && wasLive ? pkg.hash : current.approvedHash,
      versionCount: number,
      updatedAt: at,
      ...(input.ownerEdit ? { lastOwnerEditAt: at, lockedAt: current.lockedAt ?? at } : {}),
      ...(input.source ? sourceColumns(input.source) : {}),
      ...pkg.summary,
    },
  })
  if (claimed.count !== 1) throw skillChanged(input.name, input.baseHash, null)
  if (changed) {
    await writeVersion(tx, { skillId: current.id, number, pkg, parentHash: current.currentHash, actor: input.actor, reason: input.reason, at })
  }
  await recordAudit(tx, at, { actor: input.actor, action: 'skill.update', skillName: input.name, hash: pkg.hash, details: { reason: input.reason, baseHash: input.baseHash } })
  const row = await findSkillRowOrThrow(tx, input.name)
  return { skill: toSkillSummary(row), changed }
}

export function skillChanged(name: string, expected: string, actual: string | null): SkillyardError {
  return new SkillyardError(
    'skill_changed',
    `'${name}' changed since you loaded it (you had ${expected.slice(0, 8)}${actual ? `, it is now ${actual.slice(0, 8)}` : ''}). Reload to see the current version.`,
    { name, expectedHash: expected, currentHash: actual },
  )
}
