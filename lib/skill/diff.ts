import { createTwoFilesPatch } from 'diff'
import { bytesEqual, compareUtf8 } from './path-order'
import { decodeText } from './text'

export interface DiffableFile {
  path: string
  bytes: Uint8Array
}

export type FileChange = 'added' | 'removed' | 'modified'

export interface FileDiff {
  path: string
  change: FileChange
  binary: boolean
  /** Unified diff (`diff` package); empty for binary files. */
  patch: string
  additions: number
  deletions: number
}

/** Bounds the Myers search so a pathological pair of files cannot pin the CPU. */
const MAX_EDIT_LENGTH = 20_000

/** Per-file unified diffs between two file sets, sorted by path; unchanged files are left out. */
export function diffFileSets(before: readonly DiffableFile[], after: readonly DiffableFile[]): FileDiff[] {
  const old = new Map(before.map((file) => [file.path, file.bytes]))
  const next = new Map(after.map((file) => [file.path, file.bytes]))
  const paths = [...new Set([...old.keys(), ...next.keys()])].sort(compareUtf8)
  const diffs: FileDiff[] = []
  for (const path of paths) {
    const a = old.get(path)
    const b = next.get(path)
    if (a && b && bytesEqual(a, b)) continue
    diffs.push(diffFile(path, a, b))
  }
  return diffs
}

export function diffFile(path: string, before: Uint8Array | undefined, after: Uint8Array | undefined): FileDiff {
  const change: FileChange = !before ? 'added' : !after ? 'removed' : 'modified'
  const oldText = before ? decodeText(before) : ''
  const newText = after ? decodeText(after) : ''
  if (oldText === null || newText === null) return { path, change, binary: true, patch: '', additions: 0, deletions: 0 }
  const patch =
    createTwoFilesPatch(before ? `a/${path}` : '/dev/null', after ? `b/${path}` : '/dev/null', oldText, newText, undefined, undefined, {
      context: 3,
      maxEditLength: MAX_EDIT_LENGTH,
    }) ?? `Binary or too different to diff: ${path}\n`
  let additions = 0
  let deletions = 0
  for (const line of patch.split('\n')) {
    if (line.startsWith('+') && !line.startsWith('+++')) additions++
    else if (line.startsWith('-') && !line.startsWith('---')) deletions++
  }
  return { path, change, binary: false, patch, additions, deletions }
}
