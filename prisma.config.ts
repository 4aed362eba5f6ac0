import { defineConfig } from 'prisma/config'
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3'
import { databaseUrl } from './lib/store/database-url'

// Offline: the CLI must not try to download native engines it will not use.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= '/bin/false'
process.env.PRISMA_QUERY_ENGINE_LIBRARY ??= '/bin/false'

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  async adapter() {
    return new PrismaBetterSQLite3({ url: databaseUrl() })
  },
})
