// Starts the app for the e2e run on a fresh, empty data directory (never the developer's ./data).
import fs from 'node:fs'
import path from 'node:path'

const dataDir = process.env.DATA_DIR
if (!dataDir || !dataDir.includes(`${path.sep}e2e${path.sep}.artifacts${path.sep}`)) {
  console.error(`Refusing to start the e2e server on DATA_DIR=${dataDir}: it must live under e2e/.artifacts/.`)
  process.exit(1)
}
delete process.env.DATABASE_URL
fs.rmSync(dataDir, { recursive: true, force: true })
await import('../scripts/start.mjs')
