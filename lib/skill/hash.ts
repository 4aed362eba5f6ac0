import { createHash } from 'node:crypto'
import { compareUtf8 } from './path-order'
import type { SkillFile } from './types'

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex')
}


/**
 * The skill hash: SHA-256 over the manifest lines `<path>\0<file sha256 hex>\n`, sorted by
 * path. The executable bit is not part of it (see README "Content hash").
 */
export function skillHashFromManifest(entries: ReadonlyArray<{ path: string; sha256: string }>): string {
  const lines = [...entries]
    .sort((a, b) => compareUtf8(a.path, b.path))
    .map((entry) => `${entry.path}\0${entry.sha256}\n`)
  return sha256Hex(lines.join(''))
}

export function skillHash(files: ReadonlyArray<Pick<SkillFile, 'path' | 'bytes'>>): string {
  return skillHashFromManifest(files.map((file) => ({ path: file.path, sha256: sha256Hex(file.bytes) })))
}

/** The key a grant is stored under; any edit changes the hash and so voids old grants. */
export function grantKey(name: string, hash: string): string {
  return `skill:${name}@${hash.slice(0, 8)}`
}
