import { describe, expect, it } from 'vitest'
import { jsonErrorOffset } from './json-error-offset'

describe('jsonErrorOffset', () => {
  it.each(['{}', '[]', ' 0 ', '-1.5e+10', '"a\\"\\u00e9\\n"', '{"a": [true, false, null, {"b": []}]}', '\r\n[1]\t'])(
    'accepts valid JSON %j',
    (text) => {
      expect(() => JSON.parse(text)).not.toThrow()
      expect(jsonErrorOffset(text)).toBeNull()
    },
  )

  it.each([
    ['', 0],
    ['[1,]', 3],
    ['{"a":1,}', 7],
    ['{"a" 1}', 5],
    ['[01]', 2],
    ['[1.]', 3],
    ['[tru]', 4],
    ['"abc', 4],
    ['"a\tb"', 2],
    ['"\\x"', 2],
    ['"\\u12g4"', 5],
    ['[1] 2', 4],
    ["{'a': 1}", 1],
    ['[1, 2', 5],
  ])('finds where %j goes wrong (offset %i), and JSON.parse agrees it is invalid', (text, offset) => {
    expect(() => JSON.parse(text)).toThrow()
    expect(jsonErrorOffset(text)).toBe(offset)
  })

  it('copes with absurd nesting without overflowing the stack', () => {
    expect(jsonErrorOffset('['.repeat(200_000))).toBe(200_000)
    expect(jsonErrorOffset(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)).toBeNull()
  })
})
