import fs from 'node:fs'
import path from 'node:path'
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3'
import { PrismaClient } from '../generated/prisma/client'
import { databaseFile, databaseUrl } from './database-url'

export type Db = PrismaClient
/** What a transaction callback receives: the client without connection or transaction methods. */
export type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0]

/** Everything store functions depend on, passed in so tests use real parts without patching globals. */
export interface StoreContext {
  db: Db
  now: () => Date
}

export function openStore(options: { databaseUrl?: string; now?: () => Date } = {}): StoreContext {
  const url = options.databaseUrl ?? databaseUrl()
  const file = databaseFile(url)
  if (file) fs.mkdirSync(path.dirname(file), { recursive: true })
  const adapter = new PrismaBetterSQLite3({ url, timeout: 5000 })
  return { db: new PrismaClient({ adapter }), now: options.now ?? (() => new Date()) }
}

const globalStore = globalThis as unknown as { skillyardStore?: StoreContext }

/** The app's store, opened once per process (kept on globalThis so dev reloads reuse it). */
export function defaultStore(): StoreContext {
  globalStore.skillyardStore ??= openStore()
  return globalStore.skillyardStore
}
