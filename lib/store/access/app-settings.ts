import type { StoreContext, Tx } from '../context'

type Client = StoreContext['db'] | Tx

export async function getAppSetting(db: Client, key: string): Promise<string | null> {
  return (await db.appSetting.findUnique({ where: { key } }))?.value ?? null
}

/** Returns the stored value, creating it with `create()` first if absent (the first writer wins). */
export async function getOrCreateAppSetting(ctx: StoreContext, key: string, create: () => string): Promise<string> {
  const existing = await getAppSetting(ctx.db, key)
  if (existing !== null) return existing
  await ctx.db.appSetting.createMany({ data: [{ key, value: create() }] }).catch(() => undefined)
  return (await getAppSetting(ctx.db, key))!
}

export async function setAppSetting(db: Client, key: string, value: string | null): Promise<void> {
  if (value === null) await db.appSetting.deleteMany({ where: { key } })
  else await db.appSetting.upsert({ where: { key }, create: { key, value }, update: { value } })
}

/** For callers outside lib/store: the same reads and writes, given the store rather than a client. */
export const readAppSetting = (ctx: StoreContext, key: string) => getAppSetting(ctx.db, key)
export const writeAppSetting = (ctx: StoreContext, key: string, value: string | null) => setAppSetting(ctx.db, key, value)
