import { existsSync, readFileSync } from 'node:fs'
import { realpath } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { withTempCopy } from './temp-copy'
import { utf8 } from './test-support'

const input = { path: 'scripts/run.sh', content: utf8('echo hi\n'), fileName: 'check.sh' }

describe('withTempCopy', () => {
  it('writes the content to a private copy and removes the dir afterwards', async () => {
    let seen = ''
    const text = await withTempCopy(input, async ({ dir, file }) => {
      seen = dir
      return readFileSync(file, 'utf8')
    })
    expect(text).toBe('echo hi\n')
    expect(existsSync(seen)).toBe(false)
  })

  it('removes the dir when the work inside throws', async () => {
    let seen = ''
    await expect(
      withTempCopy(input, async ({ dir }) => {
        seen = dir
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    expect(seen).not.toBe('')
    expect(existsSync(seen)).toBe(false)
  })

  it('redacts the copy and its dir, in both spellings, to the skill-relative path', async () => {
    await withTempCopy(input, async ({ dir, file, redact }) => {
      const real = await realpath(dir)
      expect(redact(`${file}: line 1: oops`)).toBe('scripts/run.sh: line 1: oops')
      expect(redact(`${real}/check.sh:3 in ${dir}`)).toBe('scripts/run.sh:3 in .')
    })
  })

  it('writes siblings next to the copy', async () => {
    const siblings = [{ name: 'package.json', content: '{}' }]
    await withTempCopy({ ...input, siblings }, async ({ dir }) => {
      expect(readFileSync(`${dir}/package.json`, 'utf8')).toBe('{}')
    })
  })
})
