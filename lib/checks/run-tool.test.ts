import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runTool } from './run-tool'

let cwd: string
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), 'run-tool-test-'))
})
afterAll(() => rm(cwd, { recursive: true, force: true }))

describe('runTool', () => {
  it('kills a tool that outlives its deadline and says it timed out', async () => {
    const result = await runTool('sleep', ['5'], { cwd, timeoutMs: 200 })
    expect(result).toMatchObject({ unavailable: false, timedOut: true })
  })

  it('reports a finished tool with its exit code and output', async () => {
    const result = await runTool('bash', ['-c', 'echo out; echo err >&2; exit 3'], { cwd })
    expect(result).toEqual({
      unavailable: false,
      command: 'bash',
      exitCode: 3,
      signal: null,
      timedOut: false,
      stdout: 'out\n',
      stderr: 'err\n',
      truncated: false,
    })
  })

  it('reports a missing executable as unavailable instead of throwing', async () => {
    const result = await runTool('skillyard-no-such-tool', [], { cwd })
    expect(result).toEqual({ unavailable: true, command: 'skillyard-no-such-tool', reason: 'not installed' })
  })

  it('passes only PATH and LANG to the tool', async () => {
    const result = await runTool('env', [], { cwd })
    const names = result.unavailable ? [] : result.stdout.trim().split('\n').map((line) => line.split('=')[0])
    expect(names.sort()).toEqual(['LANG', 'PATH'])
  })

  it('runs in the given directory with arguments passed literally, never through a shell', async () => {
    const result = await runTool('bash', ['-c', 'pwd; printf "%s" "$1"', 'bash', '$(touch injected); `touch injected`'], { cwd })
    expect(result.unavailable ? '' : result.stdout).toBe(`${cwd}\n$(touch injected); \`touch injected\``)
    expect(await readdir(cwd)).toEqual([])
  })

  it('keeps at most maxOutputBytes of a stream and says it cut the rest', async () => {
    const result = await runTool('head', ['-c', '200000', '/dev/zero'], { cwd, maxOutputBytes: 1000 })
    expect(result).toMatchObject({ unavailable: false, exitCode: 0, truncated: true })
    expect(result.unavailable ? 0 : Buffer.byteLength(result.stdout)).toBe(1000)
  })
})
