import fs from 'node:fs'
import path from 'node:path'
import { bootstrapOwner } from '../auth/bootstrap-owner'
import { defaultStore, skillCacheDir, syncBuiltins, tuneDatabase } from '../store'
import { probeSandbox } from './sandbox-banner'

/** Start-up work of the web server: an owner (or a setup link) and the built-in skills before the first request. */
export async function startServer(): Promise<void> {
  const store = defaultStore()
  await tuneDatabase(store)
  await bootstrapOwner(store, process.env, (line) => console.log(line))
  const dir = process.env.SKILLYARD_BUILTIN_DIR ?? path.join(process.cwd(), 'skills')
  const report = await syncBuiltins(store, dir)
  const loaded = report.created.length + report.updated.length + report.unchanged.length
  console.log(`Skillyard: ${loaded} built-in skills ready (${report.created.length} new, ${report.updated.length} updated).`)
  for (const { name, reason } of report.skipped) console.warn(`Skillyard: built-in skill '${name}' skipped: ${reason}`)
  const cacheDir = skillCacheDir()
  fs.mkdirSync(cacheDir, { recursive: true, mode: 0o755 })
  const sandbox = await probeSandbox(cacheDir)
  if (!sandbox.available) {
    console.warn(`Skillyard: scripts cannot run in a sandbox: ${sandbox.reason}${sandbox.unsafe ? ' SKILLYARD_UNSAFE_NO_SANDBOX=1 is set: scripts will run WITHOUT a sandbox.' : ''}`)
  }
}
