import { describe, expect, it } from 'vitest'
import { checkFile } from './test-support'

describe('checkSkillFile: yaml (.yaml, .yml)', () => {
  it('finds nothing in valid YAML, several documents included', async () => {
    const text = 'name: demo\nitems:\n  - 1\n  - two\nnested: {a: [1, 2]}\n---\nsecond: true\n'
    expect(await checkFile('assets/config.yaml', text)).toEqual([])
    expect(await checkFile('assets/config.yml', text)).toEqual([])
  })

  it('reports a duplicate key with line and column', async () => {
    const findings = await checkFile('assets/config.yaml', 'a: 1\nb: 2\na: 3\n')
    expect(findings).toEqual([
      {
        code: 'syntax_error',
        severity: 'error',
        origin: 'skillyard',
        message: 'yaml: Map keys must be unique (line 3, column 1)',
        path: 'assets/config.yaml',
        line: 3,
        column: 1,
      },
    ])
  })

  it('reports an unclosed flow sequence', async () => {
    const findings = await checkFile('assets/config.yml', 'a: [1\n')
    expect(findings).toMatchObject([{ code: 'syntax_error', severity: 'error', line: 2, column: 1 }])
  })

  it('reports errors in a later document of the stream', async () => {
    const findings = await checkFile('assets/config.yml', 'a: 1\n---\nb: 1\nb: 2\n')
    expect(findings).toMatchObject([{ code: 'syntax_error', line: 4, column: 1 }])
  })
})
