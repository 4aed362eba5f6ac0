import { SkillyardError } from '../errors/skillyard-error'
import type { FileDiff, SkillFile } from '../skill'
import { recordAudit } from './audit'
import { checkPackage, type ManifestEntry } from './checked-package'
import type { StoreContext, Tx } from './context'
import { findSkillRowOrThrow } from './get-skill'
import type { WriteResult } from './types'
import { skillChanged, updateSkillInTx } from './update-skill'
import { deleteOrphanBlobs, storeBlobs } from './write-version'

/** A plan lives this long; approving it later is `plan_expired`. */
export const PLAN_LIFETIME_MS = 2 * 60 * 60 * 1000
/**
 * At most this many plans wait for the owner. At the cap a new proposal is refused with
 * `plan_limit_reached` rather than pushing out an older one: the owner's queue never loses
 * anything they have not seen. Expired plans stop counting.
 */
export const MAX_PENDING_PLANS = 200
/** Decided and expired plans are kept this long for the record, then removed. */
const PLAN_RETENTION_MS = 7 * 24 * 60 * 60 * 1000

export type PlanStatus = 'pending' | 'approved' | 'rejected' | 'expired'

export interface EditPlanSummary {
  id: string
  skillName: string
  baseHash: string
  newHash: string
  rationale: string
  status: PlanStatus
  session: string | null
  createdAt: Date
  expiresAt: Date
  decidedAt: Date | null
  rejectReason: string | null
  additions: number
  deletions: number
  fileCount: number
}

export interface EditPlanDetail extends EditPlanSummary {
  diffs: FileDiff[]
  files: ManifestEntry[]
}

export interface CreateEditPlanInput {
  id: string
  skillName: string
  baseHash: string
  files: SkillFile[]
  diffs: FileDiff[]
  rationale: string
  session: string | null
}

/** Freezes a proposed change: base hash, the complete new file set and its diffs. */
export async function createEditPlan(ctx: StoreContext, input: CreateEditPlanInput): Promise<EditPlanDetail> {
  const pkg = checkPackage(input.skillName, input.files)
  const at = ctx.now()
  await ctx.db.$transaction(async (tx) => {
    await purgeOldPlans(tx, at)
    const pending = await tx.editPlan.count({ where: { status: 'pending', expiresAt: { gt: at } } })
    if (pending >= MAX_PENDING_PLANS) {
      throw new SkillyardError('plan_limit_reached', `${MAX_PENDING_PLANS} edit plans already wait for the owner. Wait until they review some before proposing more.`)
    }
    const skill = await findSkillRowOrThrow(tx, input.skillName)
    if (skill.currentHash !== input.baseHash) throw skillChanged(input.skillName, input.baseHash, skill.currentHash)
    await storeBlobs(tx, pkg)
    await tx.editPlan.create({
      data: {
        id: input.id,
        skillName: input.skillName,
        baseHash: input.baseHash,
        newHash: pkg.hash,
        rationale: input.rationale,
        diffs: JSON.stringify(input.diffs),
        session: input.session,
        createdAt: at,
        expiresAt: new Date(at.getTime() + PLAN_LIFETIME_MS),
        files: { createMany: { data: pkg.manifest } },
      },
    })
    await recordAudit(tx, at, { actor: 'assistant', action: 'plan.propose', skillName: input.skillName, hash: pkg.hash, details: { planId: input.id, baseHash: input.baseHash } })
  })
  return getEditPlan(ctx, input.id)
}

export async function getEditPlan(ctx: StoreContext, id: string): Promise<EditPlanDetail> {
  const plan = await ctx.db.editPlan.findUnique({ where: { id }, include: { files: { orderBy: { path: 'asc' } } } })
  if (!plan) throw new SkillyardError('plan_not_found', `There is no edit plan '${id}'.`)
  const diffs = JSON.parse(plan.diffs) as FileDiff[]
  return {
    ...summarize(plan, diffs, plan.files.length, ctx.now()),
    diffs,
    files: plan.files.map(({ path, sha256, size, executable }) => ({ path, sha256, size, executable })),
  }
}

/** Plans waiting for the owner (not expired), newest first. */
export async function listPendingPlans(ctx: StoreContext): Promise<EditPlanSummary[]> {
  const at = ctx.now()
  const plans = await ctx.db.editPlan.findMany({
    where: { status: 'pending', expiresAt: { gt: at } },
    orderBy: { createdAt: 'desc' },
    include: { _count: { select: { files: true } } },
  })
  return plans.map((plan) => summarize(plan, JSON.parse(plan.diffs) as FileDiff[], plan._count.files, at))
}

/**
 * Applies exactly the plan's stored files — nothing is re-read from the assistant — in one
 * transaction that re-checks the base hash. The owner approved this content, so a live skill
 * stays live with the new hash.
 */
export async function approveEditPlan(ctx: StoreContext, id: string): Promise<WriteResult> {
  const at = ctx.now()
  return ctx.db.$transaction(async (tx) => {
    const plan = await pendingPlanOrThrow(tx, id, at)
    const skill = await findSkillRowOrThrow(tx, plan.skillName)
    if (skill.currentHash !== plan.baseHash) throw skillChanged(plan.skillName, plan.baseHash, skill.currentHash)
    const stored = await tx.editPlanFile.findMany({ where: { planId: id }, include: { blob: true } })
    const files = stored.map((file) => ({ path: file.path, bytes: new Uint8Array(file.blob.bytes), executable: file.executable }))
    const pkg = checkPackage(plan.skillName, files)
    if (pkg.hash !== plan.newHash) throw new SkillyardError('internal_error', `Edit plan ${id} no longer matches its hash; it was not applied.`)
    const result = await updateSkillInTx(tx, at, { name: plan.skillName, files: pkg.files, baseHash: plan.baseHash, actor: 'owner', reason: `Applied edit plan ${id}: ${plan.rationale}`.slice(0, 500), approval: 'keep-if-live' }, pkg)
    await tx.editPlan.update({ where: { id }, data: { status: 'approved', decidedAt: at } })
    await recordAudit(tx, at, { actor: 'owner', action: 'plan.approve', skillName: plan.skillName, hash: plan.newHash, details: { planId: id } })
    return result
  })
}

export async function rejectEditPlan(ctx: StoreContext, id: string, reason: string): Promise<EditPlanDetail> {
  const at = ctx.now()
  await ctx.db.$transaction(async (tx) => {
    const plan = await pendingPlanOrThrow(tx, id, at, { allowExpired: true })
    await tx.editPlan.update({ where: { id }, data: { status: 'rejected', decidedAt: at, rejectReason: reason } })
    await recordAudit(tx, at, { actor: 'owner', action: 'plan.reject', skillName: plan.skillName, hash: plan.newHash, details: { planId: id, reason } })
  })
  return getEditPlan(ctx, id)
}

async function pendingPlanOrThrow(tx: Tx, id: string, at: Date, options: { allowExpired?: boolean } = {}) {
  const plan = await tx.editPlan.findUnique({ where: { id } })
  if (!plan) throw new SkillyardError('plan_not_found', `There is no edit plan '${id}'.`)
  if (plan.status !== 'pending') throw new SkillyardError('plan_decided', `Edit plan ${id} was already ${plan.status}.`)
  if (!options.allowExpired && plan.expiresAt <= at) {
    throw new SkillyardError('plan_expired', `Edit plan ${id} expired at ${plan.expiresAt.toISOString()}; ask the assistant to propose it again.`)
  }
  return plan
}

async function purgeOldPlans(tx: Tx, at: Date): Promise<void> {
  const before = new Date(at.getTime() - PLAN_RETENTION_MS)
  const removed = await tx.editPlan.deleteMany({ where: { OR: [{ decidedAt: { lt: before } }, { status: 'pending', expiresAt: { lt: before } }] } })
  if (removed.count > 0) await deleteOrphanBlobs(tx)
}

function summarize(
  plan: { id: string; skillName: string; baseHash: string; newHash: string; rationale: string; status: string; session: string | null; createdAt: Date; expiresAt: Date; decidedAt: Date | null; rejectReason: string | null },
  diffs: FileDiff[],
  fileCount: number,
  at: Date,
): EditPlanSummary {
  const status = (plan.status === 'pending' && plan.expiresAt <= at ? 'expired' : plan.status) as PlanStatus
  return {
    id: plan.id,
    skillName: plan.skillName,
    baseHash: plan.baseHash,
    newHash: plan.newHash,
    rationale: plan.rationale,
    status,
    session: plan.session,
    createdAt: plan.createdAt,
    expiresAt: plan.expiresAt,
    decidedAt: plan.decidedAt,
    rejectReason: plan.rejectReason,
    additions: diffs.reduce((sum, diff) => sum + diff.additions, 0),
    deletions: diffs.reduce((sum, diff) => sum + diff.deletions, 0),
    fileCount,
  }
}
