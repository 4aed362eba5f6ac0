import { SkillyardError } from '../errors/skillyard-error'
import { recordAudit } from './audit'
import type { StoreContext } from './context'

/** An approval request waits this long for the owner; an answer is usable until the same time. */
export const APPROVAL_LIFETIME_MS = 30 * 60 * 1000

export type ApprovalStatus = 'pending' | 'approved' | 'denied' | 'used' | 'expired'

export interface ApprovalRecord {
  id: string
  sessionKey: string
  skillName: string
  skillHash: string
  grantKey: string
  script: string
  arguments: string
  tier: string
  status: ApprovalStatus
  scope: 'once' | 'always' | null
  createdAt: Date
  expiresAt: Date
  decidedAt: Date | null
}

type Row = Omit<ApprovalRecord, 'status' | 'scope'> & { status: string; scope: string | null }

function toRecord(row: Row, at: Date): ApprovalRecord {
  const expired = (row.status === 'pending' || row.status === 'approved') && row.expiresAt <= at && row.scope !== 'always'
  return { ...row, status: (expired ? 'expired' : row.status) as ApprovalStatus, scope: row.scope as ApprovalRecord['scope'] }
}

export async function createApproval(ctx: StoreContext, input: Omit<ApprovalRecord, 'status' | 'scope' | 'createdAt' | 'expiresAt' | 'decidedAt'>): Promise<ApprovalRecord> {
  const at = ctx.now()
  const row = await ctx.db.approval.create({ data: { ...input, createdAt: at, expiresAt: new Date(at.getTime() + APPROVAL_LIFETIME_MS) } })
  return toRecord(row, at)
}

export async function getApproval(ctx: StoreContext, id: string): Promise<ApprovalRecord | null> {
  const row = await ctx.db.approval.findUnique({ where: { id } })
  return row ? toRecord(row, ctx.now()) : null
}

/** Runs waiting for the owner, newest first. */
export async function listPendingApprovals(ctx: StoreContext): Promise<ApprovalRecord[]> {
  const at = ctx.now()
  const rows = await ctx.db.approval.findMany({ where: { status: 'pending', expiresAt: { gt: at } }, orderBy: { createdAt: 'desc' } })
  return rows.map((row) => toRecord(row, at))
}

/** The owner's answer: once (this run), always (this skill version, for the session), or deny. */
export async function decideApproval(ctx: StoreContext, id: string, answer: 'once' | 'always' | 'deny'): Promise<ApprovalRecord> {
  const at = ctx.now()
  return ctx.db.$transaction(async (tx) => {
    const row = await tx.approval.findUnique({ where: { id } })
    if (!row) throw new SkillyardError('approval_not_found', `There is no approval request '${id}'.`)
    if (row.status !== 'pending') throw new SkillyardError('approval_decided', `This request was already answered (${row.status}).`)
    if (row.expiresAt <= at) throw new SkillyardError('approval_expired', 'This request expired; the assistant has to ask again.')
    const updated = await tx.approval.update({
      where: { id },
      data: answer === 'deny' ? { status: 'denied', decidedAt: at } : { status: 'approved', scope: answer, decidedAt: at },
    })
    await recordAudit(tx, at, { actor: 'owner', action: `approval.${answer}`, skillName: row.skillName, hash: row.skillHash, details: { approvalId: id, script: row.script, session: row.sessionKey } })
    return toRecord(updated, at)
  })
}

/** A one-time approval is spent by the run it allowed. */
export async function markApprovalUsed(ctx: StoreContext, id: string): Promise<void> {
  await ctx.db.approval.updateMany({ where: { id, status: 'approved', scope: 'once' }, data: { status: 'used' } })
}

/** Grant keys the owner allowed "always" in this session (skill:<name>@<hash8>). */
export async function sessionGrants(ctx: StoreContext, sessionKey: string): Promise<Set<string>> {
  const rows = await ctx.db.approval.findMany({ where: { sessionKey, status: 'approved', scope: 'always' }, select: { grantKey: true } })
  return new Set(rows.map((row) => row.grantKey))
}
