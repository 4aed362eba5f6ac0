#!/usr/bin/env node
// `npm test`: unit tests (vitest), then API and browser tests (Playwright, real Chromium).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
const bin = (name) => path.join(root, 'node_modules', '.bin', name)

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

run(bin('vitest'), ['run'])

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!fs.existsSync(chromium)) {
  console.error(`No Chromium at ${chromium}. The browser tests need one:
  - Debian/Ubuntu:  sudo apt-get install -y chromium   (gives /usr/bin/chromium)
  - elsewhere:      npx playwright install chromium, then set CHROMIUM_PATH to the binary it installed
  - or point CHROMIUM_PATH at any Chromium/Chrome binary you already have.`)
  process.exit(1)
}

run(bin('playwright'), ['test'])
