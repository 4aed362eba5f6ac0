import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { OWNER, OWNER_STATE } from './e2e/constants'

// Free ports chosen once for the whole run: workers inherit the environment of the main process.
const freePort = () =>
  spawnSync(process.execPath, ['-e', "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"]).stdout.toString()
process.env.E2E_PORT ??= freePort()
process.env.E2E_GITHUB_PORT ??= freePort()
const port = Number(process.env.E2E_PORT)
const githubPort = Number(process.env.E2E_GITHUB_PORT)
export const baseURL = `http://127.0.0.1:${port}`
export const e2eDataDir = path.resolve(process.env.E2E_DATA_DIR ?? 'e2e/.artifacts/data')

export default defineConfig({
  testDir: 'e2e',
  outputDir: `${process.env.E2E_DATA_DIR ?? 'e2e/.artifacts/data'}-results`,
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
  webServer: [
    {
      // A GitHub-shaped API on loopback with the sample repository (test/fake-github); the app talks to it.
      command: `node --import tsx test/fake-github/serve.ts --port ${githubPort}`,
      port: githubPort,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node e2e/serve.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 600_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: e2eDataDir,
        NEXT_TELEMETRY_DISABLED: '1',
        SKILLYARD_OWNER_EMAIL: OWNER.email,
        SKILLYARD_OWNER_PASSWORD: OWNER.password,
        GITHUB_API_URL: `http://127.0.0.1:${githubPort}`,
        GITHUB_TOKEN: '',
      },
    },
  ],
})
