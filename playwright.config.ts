import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { OWNER, OWNER_STATE } from './e2e/constants'

// One free port for the whole run: workers inherit the environment of the main process.
process.env.E2E_PORT ??= spawnSync(process.execPath, ['-e', "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"]).stdout.toString()
const port = Number(process.env.E2E_PORT)
export const baseURL = `http://127.0.0.1:${port}`
export const e2eDataDir = path.resolve(process.env.E2E_DATA_DIR ?? 'e2e/.artifacts/data')

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/.artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    { name: 'api', testMatch: /api\/.*\.spec\.ts/ },
    { name: 'browser', testMatch: /browser\/.*\.spec\.ts/, dependencies: ['setup'], use: { browserName: 'chromium', storageState: OWNER_STATE } },
  ],
  webServer: {
    command: 'node e2e/serve.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      NEXT_TELEMETRY_DISABLED: '1',
      SKILLYARD_OWNER_EMAIL: OWNER.email,
      SKILLYARD_OWNER_PASSWORD: OWNER.password,
    },
  },
})
