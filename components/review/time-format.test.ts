import { describe, expect, it } from 'vitest'
import { ageText, timeLeftText } from './time-format'

const at = new Date('2026-01-01T12:00:00Z')
const later = (ms: number) => at.getTime() + ms

describe('ageText', () => {
  it.each([
    [10_000, 'just now'],
    [3 * 60_000, '3 minutes ago'],
    [60_000, '1 minute ago'],
    [2 * 3600_000 + 5 * 60_000, '2 hours ago'],
    [3 * 86_400_000, '3 days ago'],
  ])('%i ms later reads "%s"', (ms, text) => {
    expect(ageText(at, later(ms))).toBe(text)
  })
})

describe('timeLeftText', () => {
  it.each([
    [112 * 60_000 + 30_000, '1 h 52 min'],
    [120 * 60_000, '2 h'],
    [7 * 60_000 + 59_000, '7 min'],
    [20_000, 'less than a minute'],
  ])('%i ms left reads "%s"', (ms, text) => {
    expect(timeLeftText(new Date(later(ms)), at.getTime())).toBe(text)
  })
  it('is null once expired', () => {
    expect(timeLeftText(at, at.getTime())).toBeNull()
  })
})
