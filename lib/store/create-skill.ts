import { SkillyardError } from '../errors/skillyard-error'
import { LIMITS } from '../skill'
import type { SkillFile } from '../skill'
import { recordAudit } from './audit'
import { checkPackage, type CheckedPackage } from './checked-package'
import type { StoreContext, Tx } from './context'
import type { Skill } from '../generated/prisma/client'
import { toSkillSummary } from './skill-row'
import { sourceColumns } from './source-columns'
import type { Actor, Author, SkillSource, WriteResult } from './types'
import { writeVersion } from './write-version'

export interface CreateSkillInput {
  name: string
  files: SkillFile[]
  author: Author
  source: SkillSource
  actor: Actor
  reason: string
  builtIn?: boolean
  /** Approve the new hash at once (built-ins, and owner-created skills the owner chose to enable). */
  approve?: boolean
}

/** Creates a skill and its first version in one transaction; fails with `skill_exists` or `too_many_skills`. */
export async function createSkill(ctx: StoreContext, input: CreateSkillInput): Promise<WriteResult> {
  const pkg = checkPackage(input.name, input.files)
  const at = ctx.now()
  const row = await ctx.db.$transaction((tx) => createSkillInTx(tx, at, input, pkg))
  return { skill: toSkillSummary(row), changed: true }
}

/** The body of createSkill, for callers that write several skills in one transaction (imports). */
export async function createSkillInTx(tx: Tx, at: Date, input: CreateSkillInput, pkg: CheckedPackage): Promise<Skill> {
  if (await tx.skill.findUnique({ where: { name: input.name }, select: { id: true } })) {
    throw new SkillyardError('skill_exists', `A skill named '${input.name}' already exists. Pick another name or replace it.`, { name: input.name })
  }
  // Built-ins ship with the app and always load; the limit is on the owner's own skills.
  if (!input.builtIn && (await tx.skill.count({ where: { builtIn: false } })) >= LIMITS.skills) {
    throw new SkillyardError('too_many_skills', `The store holds at most ${LIMITS.skills} skills besides the built-ins. Delete one before adding another.`)
  }
  const skill = await tx.skill.create({
    data: {
      name: input.name,
      builtIn: input.builtIn ?? false,
      author: input.author,
      ...sourceColumns(input.source),
      currentHash: pkg.hash,
      approvedHash: input.approve ? pkg.hash : null,
      versionCount: 1,
      createdAt: at,
      updatedAt: at,
      ...pkg.summary,
    },
  })
  await writeVersion(tx, { skillId: skill.id, number: 1, pkg, parentHash: null, actor: input.actor, reason: input.reason, at })
  await recordAudit(tx, at, { actor: input.actor, action: 'skill.create', skillName: input.name, hash: pkg.hash, details: { reason: input.reason } })
  if (input.approve) await recordAudit(tx, at, { actor: input.actor, action: 'skill.enable', skillName: input.name, hash: pkg.hash })
  return skill
}
