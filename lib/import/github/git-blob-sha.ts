import { createHash } from 'node:crypto'

/** Git's object ID of a file: SHA-1 over `blob <size>\0` followed by the bytes. */
export function gitBlobSha(bytes: Uint8Array): string {
  return createHash('sha1').update(`blob ${bytes.byteLength}\0`).update(bytes).digest('hex')
}
