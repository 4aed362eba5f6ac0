import { describe, expect, it } from 'vitest'
import { parseArgs } from './args'

describe('parseArgs', () => {
  const known = new Set(['--strict', '--json'])

  it('splits the command, flags and paths', () => {
    expect(parseArgs(['validate', '--strict', 'a', 'b', '--json'], known)).toEqual({
      command: 'validate',
      paths: ['a', 'b'],
      flags: new Set(['--strict', '--json']),
      unknownFlag: null,
    })
  })

  it('reports the first unknown flag', () => {
    expect(parseArgs(['validate', '--fast', '-x', 'a'], known).unknownFlag).toBe('--fast')
  })

  it('treats everything after -- as paths, and - as a path', () => {
    expect(parseArgs(['validate', '--', '-Bad--Name_', '--json', '-'], known)).toMatchObject({
      paths: ['-Bad--Name_', '--json', '-'],
      unknownFlag: null,
    })
  })
})
