import { describe, expect, it } from 'vitest'
import { checkSkillPath, findPathCollisions } from './path'

const reason = (raw: string) => {
  const result = checkSkillPath(raw)
  return result.ok ? null : result.finding
}

describe('checkSkillPath', () => {
  it.each([
    'SKILL.md',
    'scripts/run.py',
    '.hidden',
    'a/.config',
    '..foo',
    'a..b/c',
    'ab:c',
    'with space.md',
    'café/no\u00a0break.md',
    'a/b/c/d/e/f/g/h.txt',
  ])('accepts %j', (raw) => {
    expect(checkSkillPath(raw)).toEqual({ ok: true, path: raw.normalize('NFC') })
  })

  it('normalises to NFC', () => {
    expect(checkSkillPath('cafe\u0301.md')).toEqual({ ok: true, path: 'caf\u00e9.md' })
  })

  it.each([
    ['', 'the path is empty'],
    ['..', "'..' segment"],
    ['a/../b', "'..' segment"],
    ['../x', "'..' segment"],
    ['.', "'.' segment"],
    ['./a', "'.' segment"],
    ['a/./b', "'.' segment"],
    ['/etc/passwd', 'absolute'],
    ['/x', 'absolute'],
    ['a\\b', 'backslash'],
    ['..\\x', 'backslash'],
    ['C:', 'drive letter'],
    ['c:/x', 'drive letter'],
    ['C:x', 'drive letter'],
    ['a//b', 'empty segment'],
    ['a/', 'empty segment'],
    ['a\u0000b', 'control character'],
    ['a\u001fb', 'control character'],
    ['a\nb', 'control character'],
    ['a\u007fb', 'control character'],
    ['a\u0085b', 'control character'],
    ['a\u009fb', 'control character'],
    ['a/b/c/d/e/f/g/h/i.txt', '9 levels deep; at most 8'],
  ])('rejects %j (%s)', (raw, why) => {
    const found = reason(raw)
    expect(found?.code).toBe('path_unsafe')
    expect(found?.severity).toBe('error')
    expect(found?.message).toContain(why)
  })

  it('names the path in the message with control characters made visible', () => {
    expect(reason('a\u0000b')?.message).toBe("Unsafe path 'a\\u0000b': it contains a control character")
  })
})

describe('findPathCollisions', () => {
  const collide = (...paths: string[]) => findPathCollisions(paths).map((item) => item.code)

  it('finds nothing among distinct paths', () => {
    expect(findPathCollisions(['SKILL.md', 'scripts/a.py', 'scripts/b.py', 'i.md', 'İ.md'])).toEqual([])
  })
  it('finds a case collision (SKILL.md + skill.md)', () => {
    expect(findPathCollisions(['SKILL.md', 'skill.md'])).toEqual([
      expect.objectContaining({
        code: 'path_collision',
        severity: 'error',
        message: "Paths 'SKILL.md' and 'skill.md' collide: they differ only in letter case or Unicode normalisation",
      }),
    ])
  })
  it('finds an NFC/NFD pair', () => {
    expect(collide('caf\u00e9.md', 'cafe\u0301.md')).toEqual(['path_collision'])
  })
  it('finds an NFKC pair (ligature, fullwidth)', () => {
    expect(collide('\ufb01le.md', 'file.md')).toEqual(['path_collision'])
    expect(collide('ｒｅａｄｍｅ.md', 'README.md')).toEqual(['path_collision'])
  })
  it('folds Greek final sigma as file systems do', () => {
    expect(collide('ΟΔΟΣ.md', 'οδοσ.md')).toEqual(['path_collision'])
  })
  it('reports ß/SS as a collision (deliberately conservative)', () => {
    expect(collide('straße.md', 'STRASSE.md')).toEqual(['path_collision'])
  })
  it('finds a path listed twice', () => {
    expect(findPathCollisions(['a.md', 'a.md'])[0]?.message).toBe("Path 'a.md' appears more than once")
  })
  it('finds a file that another path uses as a folder', () => {
    expect(collide('scripts', 'scripts/run.sh')).toEqual(['path_collision'])
    expect(collide('Scripts', 'scripts/run.sh')).toEqual(['path_collision'])
  })
})
