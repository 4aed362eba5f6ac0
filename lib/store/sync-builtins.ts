import fs from 'node:fs/promises'
import path from 'node:path'
import { readSkillFolder } from '../fs/read-skill-folder'
import { createSkill } from './create-skill'
import type { StoreContext } from './context'
import { getSkill } from './get-skill'
import { updateSkill } from './update-skill'

export interface BuiltinSyncReport {
  created: string[]
  updated: string[]
  unchanged: string[]
  /** Names skipped with the reason (an owner skill already holds the name, or the folder is invalid). */
  skipped: { name: string; reason: string }[]
}

/**
 * Loads every folder of `dir` as a read-only built-in skill. New ones are created enabled; a
 * changed one (a new Skillyard release) gets a new version that keeps its approval, since the
 * bytes ship with the app the owner installed.
 */
export async function syncBuiltins(ctx: StoreContext, dir: string): Promise<BuiltinSyncReport> {
  const report: BuiltinSyncReport = { created: [], updated: [], unchanged: [], skipped: [] }
  const entries = await fs.readdir(dir, { withFileTypes: true })
  for (const entry of entries.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const name = entry.name
    try {
      const { files } = await readSkillFolder(path.join(dir, name))
      const existing = await getSkill(ctx, name)
      if (!existing) {
        await createSkill(ctx, { name, files, author: 'builtin', builtIn: true, approve: true, source: { kind: 'builtin', uri: `skills/${name}` }, actor: 'system', reason: 'Built-in skill' })
        report.created.push(name)
      } else if (!existing.builtIn) {
        report.skipped.push({ name, reason: 'a skill of yours already has this name' })
      } else {
        const result = await updateSkill(ctx, { name, files, baseHash: existing.currentHash, actor: 'system', reason: 'Built-in skill updated', approval: 'keep-if-live', allowBuiltIn: true })
        ;(result.changed ? report.updated : report.unchanged).push(name)
      }
    } catch (error) {
      report.skipped.push({ name, reason: error instanceof Error ? error.message : String(error) })
    }
  }
  return report
}
