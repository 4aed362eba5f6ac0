import { describe, expect, it } from 'vitest'
import type { FileCheckContext } from './file-check'
import { runSpawnCheck, type SpawnCheck } from './spawn-check'
import { utf8 } from './test-support'

const context = (timeoutMs = 10_000): FileCheckContext => ({
  path: 'scripts/run.sh',
  extension: '.sh',
  bytes: utf8('echo hi\n'),
  text: 'echo hi\n',
  files: [],
  timeoutMs,
})

const tool = (command: string, args: string[]): SpawnCheck => ({ command, args: () => args, parse: () => [] })

describe('runSpawnCheck: how a tool ended becomes a finding', () => {
  it('a missing tool is a check_unavailable warning naming it', async () => {
    const findings = await runSpawnCheck(tool('skillyard-no-such-tool', []), context())
    expect(findings).toEqual([
      {
        code: 'check_unavailable',
        severity: 'warning',
        origin: 'skillyard',
        message: 'skillyard-no-such-tool is not installed on this server, so scripts/run.sh was not syntax-checked',
        path: 'scripts/run.sh',
      },
    ])
  })

  it('a tool past its deadline is a check_timed_out warning', async () => {
    const findings = await runSpawnCheck(tool('sleep', ['5']), context(200))
    expect(findings).toEqual([expect.objectContaining({ code: 'check_timed_out', severity: 'warning', path: 'scripts/run.sh' })])
    expect(findings[0]?.message).toContain('within 200 ms')
  })

  it('a failing tool with nothing to parse is a check_failed warning, without the temp path', async () => {
    const findings = await runSpawnCheck(tool('bash', ['-c', 'echo "$0 is broken" >&2; exit 3']), context())
    expect(findings).toEqual([expect.objectContaining({ code: 'check_failed', severity: 'warning' })])
    expect(findings[0]?.message).toBe(
      'bash exited with code 3 while checking scripts/run.sh without a message we could read: bash is broken',
    )
  })

  it('hands the parser output in which the copy is named by its skill path', async () => {
    let seen = ''
    const echo: SpawnCheck = {
      command: 'bash',
      args: (file) => ['-c', 'echo "$1: line 1: boom"; pwd', 'bash', file],
      parse: (output) => {
        seen = output.stdout
        return []
      },
    }
    await runSpawnCheck(echo, context())
    expect(seen).toBe('scripts/run.sh: line 1: boom\n.\n')
  })
})
