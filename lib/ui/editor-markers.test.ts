import { describe, expect, it } from 'vitest'
import type { Finding } from '@/lib/skill/types'
import { markersFor } from './editor-markers'

const finding = (over: Partial<Finding>): Finding => ({ code: 'syntax_error', severity: 'error', message: 'bad', origin: 'skillyard', ...over })

describe('markersFor', () => {
  it('keeps the findings of this file that have a line', () => {
    const markers = markersFor(
      [finding({ path: 'scripts/run.sh', line: 3, column: 2 }), finding({ path: 'scripts/run.sh' }), finding({ path: 'other.sh', line: 1 })],
      'scripts/run.sh',
    )
    expect(markers).toEqual([{ severity: 'error', message: 'bad', line: 3, column: 2, source: 'skillyard · syntax_error' }])
  })

  it('pins a SKILL.md finding without a line to line 1', () => {
    expect(markersFor([finding({ severity: 'warning', code: 'name_mismatch', origin: 'spec' })], 'SKILL.md')).toEqual([
      { severity: 'warning', message: 'bad', line: 1, source: 'spec · name_mismatch' },
    ])
  })
})
