import { createOwner, type StoreContext } from '../store'
import { openSession } from './owner-session'
import { hashPassword } from './password'
import { tokenHash } from './secrets'

/** Creates the owner through the one-time setup link and signs them in. */
export async function setupOwner(ctx: StoreContext, input: { token: string; email: string; password: string }) {
  const owner = await createOwner(ctx, { email: input.email, passwordHash: await hashPassword(input.password), setupTokenHash: tokenHash(input.token) })
  return openSession(ctx, owner.id)
}
