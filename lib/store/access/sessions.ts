import type { StoreContext } from '../context'

export async function createSession(ctx: StoreContext, input: { idHash: string; ownerId: number; expiresAt: Date }): Promise<void> {
  const at = ctx.now()
  await ctx.db.$transaction([
    ctx.db.session.deleteMany({ where: { expiresAt: { lt: at } } }),
    ctx.db.session.create({ data: { ...input, createdAt: at } }),
  ])
}

/** The owner id of a session that exists and has not expired. */
export async function findSessionOwner(ctx: StoreContext, idHash: string): Promise<number | null> {
  const session = await ctx.db.session.findUnique({ where: { idHash }, select: { ownerId: true, expiresAt: true } })
  return session && session.expiresAt > ctx.now() ? session.ownerId : null
}

export async function deleteSession(ctx: StoreContext, idHash: string): Promise<void> {
  await ctx.db.session.deleteMany({ where: { idHash } })
}
