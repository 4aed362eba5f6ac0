import { LIMITS } from '../../skill/limits'
import { importError, type ArchiveEntry, type ArchiveRead } from '../types'
import { checkCollisions, checkDeclaredSizes, checkSpans } from './archive-checks'
import { inflateEntry } from './inflate-entry'
import { listEntries } from './list-entries'
import { openZip } from './open-zip'

/**
 * Reads an uploaded zip into its regular files, refusing a hostile or broken archive with a
 * SkillyardError that names the entry (details.entry). Every check that needs no inflating
 * runs first, over all entries; then files are inflated one by one with counted bytes.
 * Directories and OS clutter come back in `ignored` with their reasons. A nested zip is a
 * plain file: kept as bytes, never opened.
 */
export async function readZip(bytes: Uint8Array): Promise<ArchiveRead> {
  const archive = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const opened = await openZip(archive)
  try {
    const count = opened.zip.entryCount
    if (count > LIMITS.archiveEntries) {
      throw importError('too_many_files', `The archive has ${count} entries; at most ${LIMITS.archiveEntries} are allowed`, { entries: count })
    }
    const listed = await listEntries(opened, archive)
    checkSpans(listed.spans, opened.centralDirectoryOffset)
    checkCollisions(listed.files)
    checkDeclaredSizes(listed.files)

    const entries: ArchiveEntry[] = []
    let remaining = LIMITS.archiveInflatedBytes
    for (const file of listed.files) {
      const data = await inflateEntry(opened.zip, file, remaining)
      remaining -= data.byteLength
      entries.push({ path: file.path, bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), executable: file.executable })
    }
    return { entries, ignored: listed.ignored }
  } finally {
    opened.zip.close()
  }
}
