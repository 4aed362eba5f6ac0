import { describe, expect, it } from 'vitest'
import { readJsonParseError } from './json-check'
import { checkFile } from './test-support'

describe('checkSkillFile: json', () => {
  it('finds nothing in valid JSON', async () => {
    expect(await checkFile('assets/config.json', '{\n  "a": [1, 2.5e3, -0],\n  "b": {"c": null, "d": "\\u00e9"}\n}\n')).toEqual([])
  })

  it('reports a trailing comma in an object where the position says', async () => {
    const findings = await checkFile('assets/config.json', '{"a": 1,\n}')
    expect(findings).toEqual([
      {
        code: 'syntax_error',
        severity: 'error',
        origin: 'skillyard',
        message: 'json: Expected double-quoted property name (line 2, column 1)',
        path: 'assets/config.json',
        line: 2,
        column: 1,
      },
    ])
  })

  it('places an error JSON.parse gives no position for (a trailing comma in an array)', async () => {
    const findings = await checkFile('assets/config.json', '{\n  "a": [1, 2,]\n}')
    expect(findings).toMatchObject([{ code: 'syntax_error', severity: 'error', line: 2, column: 14 }])
    expect(findings[0]?.message).toBe("json: Unexpected token ']' (line 2, column 14)")
  })

  it('places an empty file at its start', async () => {
    expect(await checkFile('assets/empty.json', '')).toMatchObject([{ code: 'syntax_error', line: 1, column: 1 }])
  })
})

describe('readJsonParseError', () => {
  const text = '{"a": 1,\n "b" 2}'

  it.each([
    ['Node 20', "Expected ':' after property name in JSON at position 14"],
    ['Node 22', "Expected ':' after property name in JSON at position 14 (line 2 column 6)"],
    ['no position', "Unexpected token '2', \"{\"a\": 1,\n \"b\" 2}\" is not valid JSON"],
  ])('reads the place from a %s message', (_version, raw) => {
    const { message, position } = readJsonParseError(raw, text)
    expect(position).toEqual({ line: 2, column: 6 })
    expect(message).toMatch(/^(Expected ':' after property name|Unexpected token '2')$/)
  })
})
