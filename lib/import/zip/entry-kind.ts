/**
 * What an entry is, from the Unix mode in the high 16 bits of its external attributes
 * (`externalFileAttributes >>> 16`) and its name. Only regular files and directories are
 * accepted; a link, device, pipe or socket is refused by the reader, never extracted.
 */

const S_IFMT = 0o170000
const S_IFREG = 0o100000
const S_IFDIR = 0o040000
const DOS_DIRECTORY = 0x10

const SPECIAL_TYPES: Record<number, string> = {
  0o120000: 'a symbolic link',
  0o140000: 'a socket',
  0o060000: 'a block device',
  0o020000: 'a character device',
  0o010000: 'a FIFO (named pipe)',
}

export type EntryKind =
  | { kind: 'file'; executable: boolean }
  | { kind: 'directory' }
  | { kind: 'special'; what: string }

export function unixMode(externalFileAttributes: number): number {
  return externalFileAttributes >>> 16
}

/**
 * The mode is trusted whenever the high bits are set, whatever "version made by" claims: a
 * hostile archive could pair a symlink mode with an MS-DOS host byte. A mode without type bits
 * (some writers store only permissions) counts as a regular file. Of the permission bits only
 * "executable" survives (any x bit); setuid, setgid and sticky are dropped.
 */
export function entryKind(fileName: string, externalFileAttributes: number): EntryKind {
  const mode = unixMode(externalFileAttributes)
  const type = mode & S_IFMT
  if (type === S_IFDIR || fileName.endsWith('/') || (mode === 0 && (externalFileAttributes & DOS_DIRECTORY) !== 0)) {
    return { kind: 'directory' }
  }
  if (type === 0 || type === S_IFREG) return { kind: 'file', executable: (mode & 0o111) !== 0 }
  return { kind: 'special', what: SPECIAL_TYPES[type] ?? `a special file (type bits 0o${type.toString(8)})` }
}
