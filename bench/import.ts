/**
 * Is the hardened zip import fast enough? `npx tsx bench/import.ts`
 *
 * Builds a ~5 MiB zip of several skills (text that compresses and random bytes that do not,
 * all within the limits) with the exporter, then times, in the same run:
 *  - ours: `readZip` + `findSkills` (every check, counted inflating, CRC, NFC, SHA-256 skill
 *    hashes and `inspectSkill` for each candidate);
 *  - the baseline: `unzip -q` into a fresh temp dir + `sha256sum` of every extracted file, one
 *    spawned shell per round (so it includes a process start, as a server shelling out would).
 * Prints the median of several rounds and the ratio; the goal is within 3× of the baseline.
 * Not part of the test run; it exits non-zero only if the import finds the wrong skills.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { exportZip } from '@/lib/export/export-zip'
import { findSkills } from '@/lib/import/find-skills'
import { readZip } from '@/lib/import/zip/read-zip'
import type { SkillFile } from '@/lib/skill'

const SKILLS = 4
const TEXT_FILES = 30
const TEXT_BYTES = 48 * 1024
const RANDOM_FILES = 4
const RANDOM_BYTES = 256 * 1024
const ROUNDS = 11
const GOAL = 3

const encode = (text: string) => new TextEncoder().encode(text)

/** xorshift32: the same archive on every run. */
function generator(seed: number): () => number {
  let x = seed >>> 0 || 1
  return () => {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    return x >>> 0
  }
}

const WORDS = 'skill script reference asset owner assistant archive folder manifest schema tier sandbox review draft version hash limit entry inflate report'.split(' ')

function prose(bytes: number, next: () => number): Uint8Array {
  const parts: string[] = []
  let length = 0
  while (length < bytes) {
    const word = `${WORDS[next() % WORDS.length]}${next() % 7 === 0 ? '.\n' : ' '}${next() % 50 === 0 ? `${next() % 10_000} ` : ''}`
    parts.push(word)
    length += word.length
  }
  return encode(parts.join('').slice(0, bytes))
}

function noise(bytes: number, next: () => number): Uint8Array {
  const out = new Uint8Array(bytes)
  for (let i = 0; i < bytes; i += 4) new DataView(out.buffer).setUint32(i, next(), true)
  return out
}

function skills(): Array<{ name: string; files: SkillFile[] }> {
  const next = generator(42)
  return Array.from({ length: SKILLS }, (_, s) => {
    const name = `bench-skill-${s + 1}`
    const files: SkillFile[] = [
      {
        path: 'SKILL.md',
        bytes: encode(`---\nname: ${name}\ndescription: Bench skill ${s + 1}. Use it when the import benchmark needs a realistic skill.\n---\n# ${name}\n`),
        executable: false,
      },
      { path: 'scripts/run.sh', bytes: encode('#!/bin/sh\necho "{}"\n'), executable: true },
    ]
    for (let i = 0; i < TEXT_FILES; i += 1) files.push({ path: `references/part-${i}.md`, bytes: prose(TEXT_BYTES, next), executable: false })
    for (let i = 0; i < RANDOM_FILES; i += 1) files.push({ path: `assets/blob-${i}.bin`, bytes: noise(RANDOM_BYTES, next), executable: false })
    return { name, files }
  })
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

async function ours(zip: Uint8Array): Promise<number> {
  const started = performance.now()
  const archive = await readZip(zip)
  const scan = findSkills(archive.entries, archive.ignored)
  const elapsed = performance.now() - started
  if (scan.candidates.length !== SKILLS || scan.candidates.some((candidate) => !candidate.inspection.valid)) {
    console.error('The import found the wrong skills:', scan.candidates.map((candidate) => candidate.name))
    process.exit(1)
  }
  return elapsed
}

function baseline(zipFile: string, workDir: string): number {
  const target = fs.mkdtempSync(path.join(workDir, 'unzip-'))
  const started = performance.now()
  const result = spawnSync('sh', ['-c', 'unzip -q "$1" -d "$2" && find "$2" -type f -exec sha256sum {} + > /dev/null', 'sh', zipFile, target])
  const elapsed = performance.now() - started
  if (result.status !== 0) throw new Error(`unzip/sha256sum failed: ${result.stderr.toString()}`)
  fs.rmSync(target, { recursive: true, force: true })
  return elapsed
}

const hasTool = (tool: string) => spawnSync(tool, ['--help'], { stdio: 'ignore' }).error === undefined

async function main() {
  const input = skills()
  const zip = exportZip(input)
  const inflated = input.reduce((sum, skill) => sum + skill.files.reduce((s, file) => s + file.bytes.byteLength, 0), 0)
  const fileCount = input.reduce((sum, skill) => sum + skill.files.length, 0)
  console.log(`archive: ${(zip.byteLength / 1024 / 1024).toFixed(2)} MiB, ${SKILLS} skills, ${fileCount} files, ${(inflated / 1024 / 1024).toFixed(2)} MiB inflated`)

  await ours(zip) // warm-up: JIT, zlib
  const ourTimes: number[] = []
  for (let round = 0; round < ROUNDS; round += 1) ourTimes.push(await ours(zip))
  const ourMedian = median(ourTimes)
  console.log(`readZip + findSkills:      median ${ourMedian.toFixed(1)} ms over ${ROUNDS} rounds (${ourTimes.map((t) => t.toFixed(0)).join(', ')})`)

  if (!hasTool('unzip') || !hasTool('sha256sum')) {
    console.log('baseline skipped: `unzip` or `sha256sum` is not installed (apt-get install -y unzip)')
    return
  }
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillyard-bench-import-'))
  try {
    const zipFile = path.join(workDir, 'bench.zip')
    fs.writeFileSync(zipFile, zip)
    baseline(zipFile, workDir)
    const baseTimes: number[] = []
    for (let round = 0; round < ROUNDS; round += 1) baseTimes.push(baseline(zipFile, workDir))
    const baseMedian = median(baseTimes)
    console.log(`unzip -q + sha256sum (sh): median ${baseMedian.toFixed(1)} ms over ${ROUNDS} rounds (${baseTimes.map((t) => t.toFixed(0)).join(', ')})`)
    const ratio = ourMedian / baseMedian
    console.log(`ratio: ${ratio.toFixed(2)}× the baseline (goal: within ${GOAL}×) — ${ratio <= GOAL ? 'met' : 'MISSED'}`)
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true })
  }
}

await main()
