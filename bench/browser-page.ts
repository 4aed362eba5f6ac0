/**
 * Does the skill browser stay fast with 200 skills? `npx tsx bench/browser-page.ts`
 *
 * Seeds a fresh, migrated SQLite file through the real store, then measures:
 *  1. SQL statements `listSkills` issues for 1 skill and for 200 (must be equal: no N+1);
 *  2. `listSkills` time for 200 skills against a raw better-sqlite3 `SELECT * FROM Skill` on the
 *     same file in the same process (the floor: no ORM, no mapping);
 *  3. the browser's in-memory search + filters + sort + per-filter counts over those 200 rows.
 * Not part of the test run; it prints a table and exits non-zero only if the query counts differ.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3'
import { applyQuery, facetCounts, parseQuery, toBrowserSkill } from '@/components/browser/skill-query'
import { PrismaClient } from '@/lib/generated/prisma/client'
import type { SkillFile } from '@/lib/skill'
import { createSkill, listSkills, type StoreContext } from '@/lib/store'

// better-sqlite3 ships no types and this is its only direct use; declare the two calls we make.
type RawDatabase = { prepare(sql: string): { all(): unknown[] }; close(): void }
const Database = createRequire(import.meta.url)('better-sqlite3') as new (file: string, options?: { readonly?: boolean }) => RawDatabase

const SKILLS = 200
const ROUNDS = 200

const root = path.resolve(import.meta.dirname, '..')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillyard-bench-'))
const file = path.join(dir, 'skillyard.db')
const url = `file:${file}`

function migrate() {
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'prisma'), ['migrate', 'deploy'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`prisma migrate deploy failed:\n${result.stdout}\n${result.stderr}`)
}

const text = (s: string) => new TextEncoder().encode(s)

/** A valid skill with a SKILL.md, a reference and, for every third one, a script. */
function files(i: number, name: string): SkillFile[] {
  const list: SkillFile[] = [
    {
      path: 'SKILL.md',
      bytes: text(`---\nname: ${name}\ndescription: Bench skill number ${i} that formats reports. Use when a benchmark needs a realistic row.\nmetadata:\n  skillyard.tier: ${['read', 'change', 'destructive'][i % 3]}\n---\n# ${name}\n\nSee [the guide](references/guide.md).\n`),
      executable: false,
    },
    { path: 'references/guide.md', bytes: text(`# Guide ${i}\n\n${'Some reference text. '.repeat(40)}\n`), executable: false },
  ]
  if (i % 3 === 0) list.push({ path: 'scripts/run.py', bytes: text(`#!/usr/bin/env python3\nprint(${i})\n`), executable: true })
  return list
}

async function seed(ctx: StoreContext, from: number, to: number) {
  for (let i = from; i < to; i++) {
    const name = `bench-skill-${String(i).padStart(3, '0')}`
    await createSkill(ctx, { name, files: files(i, name), author: i % 4 === 0 ? 'assistant' : 'owner', source: { kind: 'editor' }, actor: 'owner', reason: 'bench seed', approve: i % 2 === 0 })
  }
}

/** SQL statements one call of `fn` sends, seen through Prisma's query event. */
async function countQueries(counter: { n: number }, fn: () => Promise<unknown>): Promise<number> {
  const before = counter.n
  await fn()
  return counter.n - before
}

async function medianMs(fn: () => unknown | Promise<unknown>): Promise<number> {
  for (let i = 0; i < 20; i++) await fn() // warm-up: JIT, statement caches
  const times: number[] = []
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now()
    await fn()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]!
}

async function main() {
  migrate()
  // openStore takes no log option, so build the client the same way it does, plus the query event.
  const client = new PrismaClient({ adapter: new PrismaBetterSQLite3({ url, timeout: 5000 }), log: [{ emit: 'event', level: 'query' }] })
  const counter = { n: 0 }
  client.$on('query', () => counter.n++)
  const ctx: StoreContext = { db: client as unknown as StoreContext['db'], now: () => new Date() }

  await seed(ctx, 0, 1)
  const queriesFor1 = await countQueries(counter, () => listSkills(ctx))
  await seed(ctx, 1, SKILLS)
  const queriesFor200 = await countQueries(counter, () => listSkills(ctx))
  const rows = await listSkills(ctx)

  const raw = new Database(file, { readonly: true })
  const statement = raw.prepare('SELECT * FROM Skill')
  const rawRows = statement.all().length
  const rawMs = await medianMs(() => statement.all())
  const storeMs = await medianMs(() => listSkills(ctx))

  const browserRows = rows.map(toBrowserSkill)
  const query = parseQuery(new URLSearchParams('q=report&status=live&scripts=1&sort=updated'))
  const shown = applyQuery(browserRows, query).length
  const filterMs = await medianMs(() => {
    applyQuery(browserRows, query)
    facetCounts(browserRows, query)
  })

  raw.close()
  await client.$disconnect()
  fs.rmSync(dir, { recursive: true, force: true })

  const pad = (s: string, n: number) => s.padEnd(n)
  const line = (a: string, b: string, c = '') => console.log(`${pad(a, 52)}${pad(b, 14)}${c}`)
  console.log(`\nSkill browser with ${rows.length} skills (raw SELECT saw ${rawRows} rows; medians of ${ROUNDS} runs)\n`)
  line('measure', 'value', 'note')
  line('-'.repeat(50), '-'.repeat(12), '-'.repeat(30))
  line('SQL queries: listSkills, 1 skill', String(queriesFor1))
  line(`SQL queries: listSkills, ${SKILLS} skills`, String(queriesFor200), queriesFor1 === queriesFor200 ? 'equal: no per-skill queries' : 'DIFFERENT: N+1!')
  line(`baseline: better-sqlite3 SELECT * FROM Skill`, `${rawMs.toFixed(3)} ms`)
  line(`listSkills (Prisma + adapter + mapping)`, `${storeMs.toFixed(3)} ms`, `${(storeMs / rawMs).toFixed(1)}× baseline`)
  line(`browser: search+filters+sort+facet counts`, `${filterMs.toFixed(3)} ms`, `${shown} rows shown; ${(filterMs / rawMs).toFixed(2)}× baseline`)
  console.log('')
  if (queriesFor1 !== queriesFor200) process.exitCode = 1
}

await main()
