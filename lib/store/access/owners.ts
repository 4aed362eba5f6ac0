import { SkillyardError } from '../../errors/skillyard-error'
import type { StoreContext } from '../context'
import { recordAudit } from '../audit'
import { getAppSetting, setAppSetting } from './app-settings'

export const SETUP_TOKEN_KEY = 'setup_token_hash'

export interface OwnerRecord {
  id: number
  email: string
  passwordHash: string
}

export async function ownerExists(ctx: StoreContext): Promise<boolean> {
  return (await ctx.db.owner.count()) > 0
}

export async function findOwnerByEmail(ctx: StoreContext, email: string): Promise<OwnerRecord | null> {
  return ctx.db.owner.findUnique({ where: { email }, select: { id: true, email: true, passwordHash: true } })
}

/**
 * Creates the one owner. With `setupTokenHash`, the stored one-time setup token must match and is
 * consumed in the same transaction, so a setup link works exactly once.
 */
export async function createOwner(
  ctx: StoreContext,
  input: { email: string; passwordHash: string; setupTokenHash?: string },
): Promise<OwnerRecord> {
  const at = ctx.now()
  return ctx.db.$transaction(async (tx) => {
    if ((await tx.owner.count()) > 0) throw new SkillyardError('owner_exists', 'This Skillyard already has an owner. Sign in instead.')
    if (input.setupTokenHash !== undefined) {
      const stored = await getAppSetting(tx, SETUP_TOKEN_KEY)
      if (stored === null || stored !== input.setupTokenHash) {
        throw new SkillyardError('setup_token_invalid', 'This setup link is not valid or was already used. Restart the server to print a new one.')
      }
      await setAppSetting(tx, SETUP_TOKEN_KEY, null)
    }
    const owner = await tx.owner.create({ data: { email: input.email, passwordHash: input.passwordHash, createdAt: at } })
    await recordAudit(tx, at, { actor: 'owner', action: 'owner.create', details: { email: input.email } })
    return owner
  })
}
