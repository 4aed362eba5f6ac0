import type { Readable } from 'node:stream'
import { crc32 } from 'node:zlib'
import type { ZipFile } from 'yauzl'
import { LIMITS } from '../../skill/limits'
import { displayPath } from '../../skill/path'
import { importError } from '../types'
import type { ListedFile } from './list-entries'
import { ByteLimitExceeded, readLimited } from './read-limited'

/**
 * Inflates one entry, counting the bytes that actually come out: more than LIMITS.fileBytes
 * is `file_too_large`, more than the archive's `remaining` budget is `skill_too_large`. yauzl
 * (validateEntrySizes) also stops a stream that yields more or fewer bytes than its header
 * says, and the CRC-32 is checked against the central directory.
 */
export async function inflateEntry(zip: ZipFile, file: ListedFile, remaining: number): Promise<Buffer> {
  const label = displayPath(file.path)
  const damaged = (error: unknown) =>
    importError('zip_invalid', `The data of entry '${label}' cannot be read: ${(error as Error).message}. The archive is damaged, or a header lies about a size.`, {
      entry: label,
      reason: (error as Error).message,
    })
  let stream: Readable
  try {
    stream = await zip.openReadStreamPromise(file.entry)
  } catch (error) {
    throw damaged(error)
  }
  let data: Buffer
  try {
    data = await readLimited(stream, { perStream: LIMITS.fileBytes, remaining })
  } catch (error) {
    if (!(error instanceof ByteLimitExceeded)) throw damaged(error)
    if (error.limit === 'perStream') {
      throw importError('file_too_large', `Entry '${label}' inflates to more than ${LIMITS.fileBytes} bytes, the most a file may have; inflating was stopped`, {
        entry: label,
      })
    }
    throw importError(
      'skill_too_large',
      `The archive inflates to more than ${LIMITS.archiveInflatedBytes} bytes in all (stopped at entry '${label}')`,
      { entry: label },
    )
  }
  if (crc32(data) !== file.entry.crc32) {
    throw importError('zip_invalid', `Entry '${label}' fails its CRC-32 check: the archive is damaged`, { entry: label, reason: 'crc mismatch' })
  }
  return data
}
