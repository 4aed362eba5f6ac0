/**
 * Benchmark (not a test): the assistant endpoints under concurrent load with 200 live skills,
 * against a bare node:http server answering the same bytes, measured in the same run.
 *
 *   npx tsx bench/agent-http.ts        (builds the app first if needed: npm run build)
 *
 * Prints p50/p99 latency and requests/s for POST /api/agent/call (list_skills, load_skill) on
 * the real server and on the baseline, and the latency ratio (goal: within 1.5×).
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { issueApiToken } from '../lib/auth/api-token'
import { createSkill, openStore, setEnabled } from '../lib/store'

const SKILLS = 200
const DURATION_S = 8
const CONNECTIONS = 16

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function seed(dataDir: string): Promise<string> {
  const url = `file:${path.join(dataDir, 'skillyard.db')}`
  const migrate = spawnSync('node_modules/.bin/prisma', ['migrate', 'deploy'], { env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' })
  if (migrate.status !== 0) throw new Error(migrate.stderr)
  const store = openStore({ databaseUrl: url })
  for (let i = 0; i < SKILLS; i++) {
    const name = `bench-skill-${String(i).padStart(3, '0')}`
    const md = `---\nname: ${name}\ndescription: Benchmark skill ${i} that formats reports. Use when asked for report ${i}.\n---\n# ${name}\n\n${'Follow these steps carefully. '.repeat(40)}\n`
    const files = [
      { path: 'SKILL.md', bytes: new TextEncoder().encode(md), executable: false },
      { path: 'references/guide.md', bytes: new TextEncoder().encode('# Guide\n'.repeat(50)), executable: false },
    ]
    const { skill } = await createSkill(store, { name, files, author: 'owner', source: { kind: 'editor' }, actor: 'owner', reason: 'bench' })
    await setEnabled(store, { name, enabled: true, hash: skill.currentHash, actor: 'owner' })
  }
  const { token } = await issueApiToken(store, { name: 'bench', scope: 'assistant' })
  await store.db.$disconnect()
  return token
}

async function measure(url: string, body: string | null, headers: Record<string, string>) {
  const request = body === null ? { method: 'GET' as const } : { method: 'POST' as const, body, headers: { 'content-type': 'application/json', ...headers } }
  const result = await autocannon({ url, ...request, connections: CONNECTIONS, duration: DURATION_S })
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, errors: result.errors + result.non2xx }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillyard-bench-'))
  fs.chmodSync(dataDir, 0o755) // the sandbox user must reach the runner cache inside it
  const token = await seed(dataDir)
  const port = await freePort()
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), SKILLYARD_OWNER_EMAIL: 'bench@example.test', SKILLYARD_OWNER_PASSWORD: 'bench password', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  try {
    for (let i = 0; i < 600; i++) {
      const ok = await fetch(`${base}/api/health`).then((r) => r.ok).catch(() => false)
      if (ok) break
      await new Promise((r) => setTimeout(r, 500))
    }
    const auth = { authorization: `Bearer ${token}` }
    const cases = [
      ['list_skills', JSON.stringify({ session: 'bench', tool: 'list_skills', arguments: {} })],
      ['load_skill', JSON.stringify({ session: 'bench', tool: 'load_skill', arguments: { name: 'bench-skill-100' } })],
    ] as const
    console.log(`${SKILLS} live skills, ${CONNECTIONS} connections, ${DURATION_S} s per run\n`)
    console.log('case          server p50/p99 ms   baseline p50/p99 ms   server req/s   baseline req/s   p50 ratio   p99 ratio')
    for (const [label, body] of cases) {
      // The bytes the real endpoint answers (load_skill answers the dedupe note after the first call in a session).
      const sample = await (await fetch(`${base}/api/agent/call`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...auth } })).text()
      const bare = http.createServer((request, response) => {
        request.resume()
        request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end(sample))
      })
      await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve))
      const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`
      const real = await measure(`${base}/api/agent/call`, body, auth)
      const baseline = await measure(bareUrl, body, auth)
      bare.close()
      console.log(
        `${label.padEnd(13)} ${`${real.p50}/${real.p99}`.padEnd(19)} ${`${baseline.p50}/${baseline.p99}`.padEnd(21)} ${real.rps.toFixed(0).padEnd(14)} ${baseline.rps.toFixed(0).padEnd(16)} ${(real.p50 / Math.max(baseline.p50, 1)).toFixed(1).padEnd(11)} ${(real.p99 / Math.max(baseline.p99, 1)).toFixed(1)}${real.errors ? `  (${real.errors} errors)` : ''}`,
      )
    }
    const floor = await measure(`${base}/api/health`, null, {})
    console.log(`\nframework floor: GET /api/health on the same server (no auth, no database) p50/p99 ${floor.p50}/${floor.p99} ms, ${floor.rps.toFixed(0)} req/s`)
    console.log('Goal: within 1.5× the baseline latency. The baseline serves fixed bytes with no auth, no database and no framework;')
    console.log('the floor row shows how much of the gap is the web framework itself rather than the tool call.')
  } finally {
    server.kill('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
