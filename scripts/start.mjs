#!/usr/bin/env node
// `npm start`: apply migrations, build when the sources are newer than the build, serve.
// HOST/PORT pick the address (default 127.0.0.1:3000); DATA_DIR or DATABASE_URL the database.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
process.env.NEXT_TELEMETRY_DISABLED = '1'
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data')
process.env.DATA_DIR = dataDir
fs.mkdirSync(dataDir, { recursive: true })

const bin = (name) => path.join(root, 'node_modules', '.bin', name)

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  if (result.status !== 0) {
    console.error(`\n${path.basename(command)} ${args.join(' ')} failed (exit ${result.status}).`)
    process.exit(result.status ?? 1)
  }
}

run(bin('prisma'), ['migrate', 'deploy'])

/** Newest modification time under the folders and files that go into the build. */
function newestSource() {
  let newest = 0
  const visit = (p) => {
    let stat
    try { stat = fs.statSync(p) } catch { return }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p)) if (entry !== 'generated') visit(path.join(p, entry))
    } else newest = Math.max(newest, stat.mtimeMs)
  }
  for (const p of ['app', 'components', 'lib', 'public', 'instrumentation.ts', 'next.config.mjs', 'postcss.config.mjs', 'package.json', 'prisma/schema.prisma']) visit(p)
  return newest
}

const buildId = path.join(root, process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID')
const built = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0
if (process.env.SKILLYARD_SKIP_BUILD !== '1' && built < newestSource()) {
  console.log('Building the web app (first start or sources changed)…')
  run(bin('next'), ['build'])
}

const host = process.env.HOST ?? '127.0.0.1'
const port = process.env.PORT ?? '3000'
console.log(`Skillyard: serving http://${host}:${port} (data in ${dataDir})`)
const server = spawn(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '--hostname', host, '--port', port], {
  stdio: 'inherit',
  env: process.env,
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
