import { describe, expect, it } from 'vitest'
import { checkArchivePath } from './archive-path'

describe('checkArchivePath', () => {
  it.each([
    ['my-skill/SKILL.md', true],
    ['repo-main/skills/pdf/a/b/c/d/e/f/g.py', true],
    ['a/b/c/d/e/f/g/h/i/j/k/l', true],
    ['a/b/c/d/e/f/g/h/i/C:x', true],
    ['../x', false],
    ['a/b/c/d/e/f/g/h/../x', false],
    ['a/b/c/d/e/f/g/h/i//x', false],
    ['/a/b/c/d/e/f/g/h/i', false],
    ['C:/a/b/c/d/e/f/g/h/i', false],
    ['a\\b/c/d/e/f/g/h/i/j', false],
    ['a/b/c/d/e/f/g/h/i/\u0000', false],
    ['a/./b', false],
    ['', false],
  ])('%j → ok %s', (path, ok) => {
    expect(checkArchivePath(path).ok).toBe(ok)
  })

  it('returns the path in NFC', () => {
    expect(checkArchivePath('cafe\u0301.md')).toEqual({ ok: true, path: 'caf\u00e9.md' })
    expect(checkArchivePath('a/b/c/d/e/f/g/h/cafe\u0301.md')).toEqual({ ok: true, path: 'a/b/c/d/e/f/g/h/caf\u00e9.md' })
  })
})
