import { SkillyardError } from '../../errors/skillyard-error'
import { recordAudit } from '../audit'
import type { StoreContext } from '../context'

export type TokenScope = 'assistant' | 'owner'

export interface ApiTokenSummary {
  id: string
  name: string
  scope: TokenScope
  createdAt: Date
  lastUsedAt: Date | null
}

/** Last-used times are written at most this often, so every request does not cost a write. */
const LAST_USED_RESOLUTION_MS = 60_000

export async function createApiToken(ctx: StoreContext, input: { id: string; name: string; scope: TokenScope; tokenHash: string }): Promise<ApiTokenSummary> {
  const at = ctx.now()
  return ctx.db.$transaction(async (tx) => {
    const row = await tx.apiToken.create({ data: { ...input, createdAt: at } })
    await recordAudit(tx, at, { actor: 'owner', action: 'token.create', details: { id: input.id, name: input.name, scope: input.scope } })
    return toSummary(row)
  })
}

export async function listApiTokens(ctx: StoreContext): Promise<ApiTokenSummary[]> {
  const rows = await ctx.db.apiToken.findMany({ where: { revokedAt: null }, orderBy: { createdAt: 'desc' } })
  return rows.map(toSummary)
}

export async function revokeApiToken(ctx: StoreContext, id: string): Promise<void> {
  const at = ctx.now()
  await ctx.db.$transaction(async (tx) => {
    const revoked = await tx.apiToken.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: at } })
    if (revoked.count === 0) throw new SkillyardError('not_found', `There is no active token with id '${id}'.`)
    await recordAudit(tx, at, { actor: 'owner', action: 'token.revoke', details: { id } })
  })
}

/** The live token with this hash, with its last-used time brought up to date. */
export async function findLiveApiToken(ctx: StoreContext, tokenHash: string): Promise<ApiTokenSummary | null> {
  const row = await ctx.db.apiToken.findUnique({ where: { tokenHash } })
  if (!row || row.revokedAt) return null
  const at = ctx.now()
  if (!row.lastUsedAt || at.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await ctx.db.apiToken.update({ where: { id: row.id }, data: { lastUsedAt: at } })
    row.lastUsedAt = at
  }
  return toSummary(row)
}

function toSummary(row: { id: string; name: string; scope: string; createdAt: Date; lastUsedAt: Date | null }): ApiTokenSummary {
  return { id: row.id, name: row.name, scope: row.scope as TokenScope, createdAt: row.createdAt, lastUsedAt: row.lastUsedAt }
}
