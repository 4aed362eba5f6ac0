/**
 * What does the sandbox cost? `npx tsx bench/sandbox.ts`
 *
 * Times a trivial script (python3 `print(1)`, bash `echo 1`) run through `runScript` (verify the
 * cached version, resolve the interpreter, bwrap with every namespace, the rlimit wrapper, capped
 * output) against a bare `spawn` of the same interpreter on the same file in the same process.
 * Prints the median of each and their ratio (the goal: within 5× of the bare spawn), plus the
 * fastest round of each, which a busy machine disturbs less than the median.
 * Not part of the test run; it exits non-zero only if a run gives the wrong answer.
 */
import { spawn } from 'node:child_process'
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { runScript } from '@/lib/runner'
import { readHostLayout } from '@/lib/runner/bwrap-args'
import { findProgram } from '@/lib/runner/interpreter'
import { defaultSettings, sha256Hex, skillHashFromManifest } from '@/lib/skill'

const ROUNDS = 41
const WARMUP = 3
const GOAL = 5

const utf8 = (text: string) => new TextEncoder().encode(text)
const files = [
  { path: 'SKILL.md', text: '---\nname: bench\ndescription: Bench.\n---\n# Bench\n' },
  { path: 'scripts/one.py', text: 'print(1)\n' },
  { path: 'scripts/one.sh', text: 'echo 1\n' },
].map(({ path, text }) => ({ path, bytes: utf8(text), executable: false, sha256: sha256Hex(utf8(text)) }))
const skill = { name: 'bench', hash: skillHashFromManifest(files), files }

function bareSpawn(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['pipe', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('error', reject)
    child.on('close', () => resolve(out))
    child.stdin.on('error', () => {}) // echo exits without reading its input: EPIPE is expected
    child.stdin.end('{}')
  })
}

async function time(run: () => Promise<string>): Promise<number> {
  const start = performance.now()
  const out = await run()
  const elapsed = performance.now() - start
  if (out.trim() !== '1') throw new Error(`wrong output: ${JSON.stringify(out)}`)
  return elapsed
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number

async function main() {
  const cacheDir = await mkdtemp(join(tmpdir(), 'skillyard-bench-sandbox-'))
  await chmod(cacheDir, 0o755) // as root the sandbox starts as uid 65534, which must reach the cache
  try {
    const layout = readHostLayout()
    const folder = join(cacheDir, skill.hash)
    const cases = [
      { label: 'python3 print(1)', script: 'scripts/one.py', bare: [findProgram('python3', layout) as string, '-B', '-E', '-s'] },
      { label: 'bash echo 1', script: 'scripts/one.sh', bare: [findProgram('bash', layout) as string] },
    ]
    console.log(`${ROUNDS} rounds each (after ${WARMUP} warm-up), medians in ms`)
    for (const item of cases) {
      const sandboxed = () =>
        runScript({ skill, script: item.script, args: {}, settings: defaultSettings() }, { cacheDir }).then((result) => {
          if (!result.sandboxed || !result.ok) throw new Error(`run failed: ${JSON.stringify(result)}`)
          return String(result.stdout)
        })
      const bare = () => bareSpawn(item.bare[0] as string, [...item.bare.slice(1), join(folder, item.script)], folder)
      for (let i = 0; i < WARMUP; i++) {
        await time(sandboxed)
        await time(bare)
      }
      const ours: number[] = []
      const baseline: number[] = []
      for (let i = 0; i < ROUNDS; i++) {
        // Interleaved, so a noisy moment hurts both sides alike.
        ours.push(await time(sandboxed))
        baseline.push(await time(bare))
      }
      const ratio = median(ours) / median(baseline)
      const fastest = (values: number[]) => Math.min(...values)
      console.log(
        `${item.label.padEnd(18)} sandboxed ${median(ours).toFixed(1).padStart(6)}  bare spawn ${median(baseline).toFixed(1).padStart(6)}  ratio ${ratio.toFixed(2)}× (goal ≤ ${GOAL}×) ${ratio <= GOAL ? 'ok' : 'OVER'}` +
          `   fastest: ${fastest(ours).toFixed(1)} vs ${fastest(baseline).toFixed(1)} = ${(fastest(ours) / fastest(baseline)).toFixed(2)}×`,
      )
    }
  } finally {
    await rm(cacheDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
