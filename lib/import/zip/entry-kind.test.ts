import { describe, expect, it } from 'vitest'
import { entryKind } from './entry-kind'

const unix = (mode: number) => (mode << 16) >>> 0

describe('entryKind', () => {
  it.each([
    ['a regular file', 'f', unix(0o100644), { kind: 'file', executable: false }],
    ['an executable', 'f', unix(0o100755), { kind: 'file', executable: true }],
    ['group-executable only', 'f', unix(0o100610), { kind: 'file', executable: true }],
    ['setuid root shell: only the x bit survives', 'f', unix(0o104755), { kind: 'file', executable: true }],
    ['setgid + sticky without x', 'f', unix(0o103644), { kind: 'file', executable: false }],
    ['permissions without type bits', 'f', unix(0o755), { kind: 'file', executable: true }],
    ['an MS-DOS file', 'f', 0x20, { kind: 'file', executable: false }],
    ['a directory by mode', 'd', unix(0o040755), { kind: 'directory' }],
    ['a directory by name', 'd/', unix(0o100644), { kind: 'directory' }],
    ['an MS-DOS directory', 'd', 0x10, { kind: 'directory' }],
    ['a symlink', 'l', unix(0o120777), { kind: 'special', what: 'a symbolic link' }],
    ['a socket', 's', unix(0o140755), { kind: 'special', what: 'a socket' }],
    ['a FIFO', 'p', unix(0o010644), { kind: 'special', what: 'a FIFO (named pipe)' }],
    ['an unknown type', 'x', unix(0o150644), { kind: 'special', what: 'a special file (type bits 0o150000)' }],
  ])('%s', (_label, name, attributes, expected) => {
    expect(entryKind(name, attributes)).toEqual(expected)
  })
})
