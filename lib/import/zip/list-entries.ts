import type { Entry } from 'yauzl'
import { displayPath } from '../../skill/path'
import { importError, type IgnoredEntry } from '../types'
import { checkArchivePath } from './archive-path'
import { decodeEntryName } from './entry-name'
import { entryKind } from './entry-kind'
import { ignoredNameReason } from './ignored-names'
import { localHeaderMismatch, readLocalHeader } from './local-header'
import type { OpenZip } from './open-zip'

/** A regular file that passed every check that needs no inflating. */
export interface ListedFile {
  entry: Entry
  /** The name as written in the archive (decoded, not normalised), for collision messages. */
  name: string
  /** NFC, checked by the path rules. */
  path: string
  executable: boolean
}

/** Where one entry's local header and data lie in the archive. */
export interface EntrySpan {
  label: string
  start: number
  end: number
}

export interface EntryList {
  files: ListedFile[]
  ignored: IgnoredEntry[]
  spans: EntrySpan[]
}

const CENTRAL_RECORD_SIGNATURE = 0x02014b50
const CENTRAL_RECORD_SIZE = 46
/** What may follow the last central directory record: the end record, the zip64 end record, a digital signature. */
const AFTER_CENTRAL_DIRECTORY = new Set([0x06054b50, 0x06064b50, 0x05054b50])
const ENCRYPTED_FLAG = 0x1
const STRONG_ENCRYPTION = /strong encryption/i
const SUPPORTED_METHODS = new Set([0, 8])

/** The name of the central directory record at `offset`, for a message about a record yauzl could not read. */
function recordLabel(archive: Buffer, offset: number, index: number): string {
  const fallback = `central directory record ${index + 1}`
  if (offset + CENTRAL_RECORD_SIZE > archive.length || archive.readUInt32LE(offset) !== CENTRAL_RECORD_SIGNATURE) return fallback
  const nameLength = archive.readUInt16LE(offset + 28)
  const name = archive.subarray(offset + CENTRAL_RECORD_SIZE, offset + CENTRAL_RECORD_SIZE + nameLength)
  const decoded = decodeEntryName(archive.readUInt16LE(offset + 8), name, [])
  return decoded.ok ? displayPath(decoded.name) : fallback
}

function listingError(error: unknown, label: string) {
  const reason = (error as Error).message
  if (STRONG_ENCRYPTION.test(reason)) {
    return importError('encrypted_entry', `Entry '${label}' is encrypted; Skillyard cannot read password-protected archives. Zip the files again without a password.`, {
      entry: label,
    })
  }
  return importError('zip_invalid', `The zip archive is damaged at entry '${label}': ${reason}`, { entry: label, reason })
}

/**
 * Walks the central directory and checks every entry before anything is inflated: a decodable,
 * safe and unique name, no encryption, a local header that agrees with the central record, a
 * regular file or a directory, a supported compression method. Directories and OS clutter
 * (`__MACOSX/`, `.DS_Store`, `Thumbs.db`) are listed as ignored with their reason.
 */
export async function listEntries({ zip, centralDirectoryOffset }: OpenZip, archive: Buffer): Promise<EntryList> {
  const list: EntryList = { files: [], ignored: [], spans: [] }
  const seen = new Set<string>()
  let cursor = centralDirectoryOffset
  const iterator = zip.eachEntry()
  try {
    for (let index = 0; ; index += 1) {
      let next: IteratorResult<Entry>
      try {
        next = await iterator.next()
      } catch (error) {
        throw listingError(error, recordLabel(archive, cursor, index))
      }
      if (next.done) break
      const entry = next.value
      cursor += CENTRAL_RECORD_SIZE + entry.fileNameLength + entry.extraFieldLength + entry.fileCommentLength
      checkEntry(entry, archive, list, seen)
    }
  } finally {
    await iterator.return?.()
  }
  if (cursor + 4 > archive.length || !AFTER_CENTRAL_DIRECTORY.has(archive.readUInt32LE(cursor))) {
    throw importError(
      'zip_invalid',
      `The zip archive's central directory does not end after the ${zip.entryCount} entries its end record counts: it holds more records than it admits, or damaged bytes`,
      { reason: 'central directory longer than counted' },
    )
  }
  return list
}

function checkEntry(entry: Entry, archive: Buffer, list: EntryList, seen: Set<string>): void {
  const decoded = decodeEntryName(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields)
  if (!decoded.ok) {
    const label = displayPath(entry.fileNameRaw.toString('latin1'))
    throw importError('zip_invalid', `Entry '${label}' cannot be read: ${decoded.problem}`, { entry: label })
  }
  const name = decoded.name
  const label = displayPath(name)
  const isDirectoryName = name.endsWith('/')
  const path = checkArchivePath(isDirectoryName ? name.slice(0, -1) : name)
  if (!path.ok) {
    throw importError('path_unsafe', `${path.finding.message} (archive entry '${label}'); nothing was imported`, {
      entry: label,
      reason: path.finding.message,
    })
  }
  if (seen.has(name)) {
    throw importError('zip_invalid', `Entry '${label}' appears more than once in the archive; which copy is meant is ambiguous`, {
      entry: label,
    })
  }
  seen.add(name)
  if (entry.generalPurposeBitFlag & ENCRYPTED_FLAG) {
    throw importError('encrypted_entry', `Entry '${label}' is encrypted; Skillyard cannot read password-protected archives. Zip the files again without a password.`, {
      entry: label,
    })
  }

  const local = readLocalHeader(archive, entry.relativeOffsetOfLocalHeader)
  const mismatch = local.ok ? localHeaderMismatch(entry, local.header) : local.problem
  if (!local.ok || mismatch !== null) {
    throw importError('zip_invalid', `Entry '${label}' is inconsistent: ${mismatch}. The archive may be built to show different files to different tools.`, {
      entry: label,
      reason: mismatch,
    })
  }
  list.spans.push({ label, start: entry.relativeOffsetOfLocalHeader, end: local.header.dataStart + entry.compressedSize })

  const kind = entryKind(name, entry.externalFileAttributes)
  if (kind.kind === 'special') {
    throw importError('link_entry', `Entry '${label}' is ${kind.what}; a skill holds regular files only. Replace it with the file itself.`, {
      entry: label,
      kind: kind.what,
    })
  }
  if (kind.kind === 'directory') {
    if (entry.uncompressedSize > 0) {
      throw importError('zip_invalid', `Entry '${label}' is a directory but holds ${entry.uncompressedSize} bytes of data`, { entry: label })
    }
    // Folders come from the paths of the files in them; an empty one carries nothing to report.
    return
  }
  const ignored = ignoredNameReason(path.path)
  if (ignored !== null) {
    list.ignored.push({ path: path.path, reason: ignored })
    return
  }
  if (!SUPPORTED_METHODS.has(entry.compressionMethod)) {
    throw importError(
      'zip_invalid',
      `Entry '${label}' uses compression method ${entry.compressionMethod}; Skillyard reads stored (0) and deflated (8) entries. Zip the files again with ordinary compression.`,
      { entry: label },
    )
  }
  list.files.push({ entry, name, path: path.path, executable: kind.executable })
}
