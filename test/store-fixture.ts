import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, inject } from 'vitest'
import { isSkillyardError } from '@/lib/errors/skillyard-error'
import { createSkill, openStore, setEnabled, type StoreContext } from '@/lib/store'
import type { SkillFile } from '@/lib/skill'

/** A store on its own copy of the migrated template database (real SQLite, real Prisma). */
export function freshStore(now?: () => Date): StoreContext & { file: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillyard-store-'))
  const file = path.join(dir, 'skillyard.db')
  fs.copyFileSync(inject('templateDatabase'), file)
  return { ...openStore({ databaseUrl: `file:${file}`, now }), file }
}

const encoder = new TextEncoder()

/** A minimal valid skill's files; `extra` adds or replaces files by path. */
export function skillFiles(name: string, extra: Record<string, string> = {}, description = `Does ${name} things. Use when testing.`): SkillFile[] {
  const files: Record<string, string> = {
    'SKILL.md': `---\nname: ${name}\ndescription: ${description}\n---\n# ${name}\n\nSteps.\n`,
    ...extra,
  }
  return Object.entries(files).map(([path, text]) => ({ path, bytes: encoder.encode(text), executable: path.endsWith('.sh') }))
}

/** Every row of every table, to prove a failed write changed nothing. */
export async function snapshot(ctx: StoreContext) {
  const [skills, versions, files, blobs, audit] = await Promise.all([
    ctx.db.skill.findMany({ orderBy: { id: 'asc' } }),
    ctx.db.skillVersion.findMany({ orderBy: { id: 'asc' } }),
    ctx.db.versionFile.findMany({ orderBy: [{ versionId: 'asc' }, { path: 'asc' }] }),
    ctx.db.blob.findMany({ orderBy: { sha256: 'asc' }, select: { sha256: true, size: true } }),
    ctx.db.auditEvent.findMany({ orderBy: { id: 'asc' } }),
  ])
  return { skills, versions, files, blobs, audit }
}

/** A `store()` maker for a test file: each call opens a fresh store; all are closed after each test. */
export function storesPerTest(now?: () => Date): () => StoreContext & { file: string } {
  const open: StoreContext[] = []
  afterEach(async () => {
    await Promise.all(open.splice(0).map((ctx) => ctx.db.$disconnect()))
  })
  return () => {
    const ctx = freshStore(now)
    open.push(ctx)
    return ctx
  }
}

/** The code of the SkillyardError a promise rejects with, or 'no error' when it resolves. */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    if (isSkillyardError(error)) return error.code
    throw error
  }
  return 'no error'
}

/** A skill the owner created and enabled (live), from `skillFiles`. */
export async function createLiveSkill(ctx: StoreContext, name: string, extra: Record<string, string> = {}, description?: string) {
  const { skill } = await createSkill(ctx, { name, files: skillFiles(name, extra, description), author: 'owner', source: { kind: 'editor' }, actor: 'owner', reason: 't' })
  await setEnabled(ctx, { name, enabled: true, hash: skill.currentHash, actor: 'owner' })
  return skill
}

/** A live skill of `tier` with one script, `scripts/go.sh`. */
export async function createLiveScriptSkill(ctx: StoreContext, name: string, tier: 'read' | 'change' | 'destructive') {
  const skillMd = `---\nname: ${name}\ndescription: Moves things. Use when testing.\nmetadata:\n  skillyard.tier: ${tier}\n---\n# ${name}\n`
  return createLiveSkill(ctx, name, { 'SKILL.md': skillMd, 'scripts/go.sh': 'echo moved\n' })
}
