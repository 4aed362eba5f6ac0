import type { StoreContext } from './context'

/**
 * SQLite settings for a server: write-ahead logging (readers never wait for the writer, and a
 * commit is one append instead of a journal rewrite) with synchronous=NORMAL, which in WAL mode
 * can lose only the last commits on power loss, never corrupt the database. WAL persists in the
 * file; synchronous is per connection, so this runs when the server starts.
 */
export async function tuneDatabase(ctx: StoreContext): Promise<void> {
  await ctx.db.$queryRawUnsafe('PRAGMA journal_mode = WAL')
  await ctx.db.$queryRawUnsafe('PRAGMA synchronous = NORMAL')
}
