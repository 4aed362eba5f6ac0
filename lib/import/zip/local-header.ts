import { parseExtraFields, type Entry } from 'yauzl'
import { displayPath } from '../../skill/path'

const LOCAL_HEADER_SIGNATURE = 0x04034b50
const LOCAL_HEADER_SIZE = 30
const DATA_DESCRIPTOR_FLAG = 0x8
const ZIP64_MARKER = 0xffffffff
const ZIP64_EXTRA_ID = 0x0001
/** Bits 1 and 2 only hint at the deflate level; every other flag must agree between the two headers. */
const COMPARED_FLAGS = 0xffff & ~0x6

/** A local file header as written in the archive, read straight from the bytes. */
export interface LocalHeader {
  flags: number
  method: number
  crc32: number
  compressedSize: number
  uncompressedSize: number
  name: Buffer
  /** Offset of the entry's file data. */
  dataStart: number
}

export type LocalHeaderRead = { ok: true; header: LocalHeader } | { ok: false; problem: string }

function readUInt64(buffer: Buffer, offset: number): number {
  return buffer.readUInt32LE(offset + 4) * 0x100000000 + buffer.readUInt32LE(offset)
}

/** Reads the local header at `offset`. Sizes given as zip64 markers are taken from its zip64 extra field. */
export function readLocalHeader(archive: Buffer, offset: number): LocalHeaderRead {
  if (offset + LOCAL_HEADER_SIZE > archive.length) return { ok: false, problem: 'its local header lies past the end of the archive' }
  if (archive.readUInt32LE(offset) !== LOCAL_HEADER_SIGNATURE) {
    return { ok: false, problem: 'no local file header where the central directory says it starts' }
  }
  const nameLength = archive.readUInt16LE(offset + 26)
  const extraLength = archive.readUInt16LE(offset + 28)
  const nameStart = offset + LOCAL_HEADER_SIZE
  const dataStart = nameStart + nameLength + extraLength
  if (dataStart > archive.length) return { ok: false, problem: 'its local header runs past the end of the archive' }
  const header: LocalHeader = {
    flags: archive.readUInt16LE(offset + 6),
    method: archive.readUInt16LE(offset + 8),
    crc32: archive.readUInt32LE(offset + 14),
    compressedSize: archive.readUInt32LE(offset + 18),
    uncompressedSize: archive.readUInt32LE(offset + 22),
    name: archive.subarray(nameStart, nameStart + nameLength),
    dataStart,
  }
  if (header.uncompressedSize === ZIP64_MARKER || header.compressedSize === ZIP64_MARKER) {
    let fields
    try {
      fields = parseExtraFields(archive.subarray(nameStart + nameLength, dataStart))
    } catch {
      return { ok: false, problem: 'its local header has a malformed extra field' }
    }
    const zip64 = fields.find((field) => field.id === ZIP64_EXTRA_ID)?.data
    if (!zip64 || zip64.length < 16) return { ok: false, problem: 'its local header uses zip64 sizes without a zip64 extra field' }
    header.uncompressedSize = readUInt64(zip64, 0)
    header.compressedSize = readUInt64(zip64, 8)
  }
  return { ok: true, header }
}

/**
 * Where the local header disagrees with the central directory record, in words; null when
 * they agree. Two readers of one archive must never see two different files: an archive whose
 * local names or sizes differ from its central directory is built to fool one of them.
 * With the data-descriptor flag the local CRC and sizes may be 0 (they follow the data).
 */
export function localHeaderMismatch(entry: Entry, local: LocalHeader): string | null {
  if (!local.name.equals(entry.fileNameRaw)) {
    return `its local header names it '${displayPath(local.name.toString('utf8'))}'`
  }
  if ((local.flags & COMPARED_FLAGS) !== (entry.generalPurposeBitFlag & COMPARED_FLAGS)) {
    return `its local header has flags 0x${local.flags.toString(16)}, the central directory 0x${entry.generalPurposeBitFlag.toString(16)}`
  }
  if (local.method !== entry.compressionMethod) {
    return `its local header says compression method ${local.method}, the central directory ${entry.compressionMethod}`
  }
  const deferred = (local.flags & DATA_DESCRIPTOR_FLAG) !== 0
  const fields = [
    ['CRC-32', local.crc32, entry.crc32],
    ['compressed size', local.compressedSize, entry.compressedSize],
    ['uncompressed size', local.uncompressedSize, entry.uncompressedSize],
  ] as const
  for (const [label, localValue, centralValue] of fields) {
    if (localValue === centralValue || (deferred && localValue === 0)) continue
    return `its local header says ${label} ${localValue}, the central directory ${centralValue}`
  }
  return null
}
