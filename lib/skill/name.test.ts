import { describe, expect, it } from 'vitest'
import { checkSkillName, isValidSkillName, normalizeSkillName } from './name'

describe('normalizeSkillName', () => {
  it('strips Python whitespace (incl. U+001C) but not U+FEFF, then applies NFKC', () => {
    expect(normalizeSkillName('\u001c ｍｙ-skill \u3000')).toBe('my-skill')
    expect(normalizeSkillName('\ufeffa')).toBe('\ufeffa')
  })
})

describe('isValidSkillName', () => {
  it.each(['a', 'my-skill', '技能', 'мой-навык', 'x'.repeat(64)])('accepts %j', (name) => {
    expect(isValidSkillName(name)).toBe(true)
  })
  it.each(['', 'My-Skill', '-a', 'a-', 'a--b', 'a_b', 'ｍｙ-skill', ' a', 'x'.repeat(65), '\ufeffa'])('rejects %j', (name) => {
    expect(isValidSkillName(name)).toBe(false)
  })
})

describe('checkSkillName', () => {
  it('stops after an empty name', () => {
    expect(checkSkillName('', 'x').findings.map((item) => item.code)).toEqual(['name_empty'])
  })
  it('reports U+FEFF as an invalid character (Python does not strip it)', () => {
    expect(checkSkillName('\ufeffa', '\ufeffa').findings.map((item) => item.code)).toEqual(['name_invalid_characters'])
  })
})
