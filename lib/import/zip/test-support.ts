/**
 * A zip writer for tests that writes exactly what it is told, including what no honest writer
 * would: names the local header and the central directory disagree on, sizes that lie, link
 * modes, encryption flags, overlapping entries. Well-formed archives are better built with fflate.
 */
import { crc32, deflateRawSync } from 'node:zlib'

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text)

/** The header fields a test may override in one of the two headers. */
export interface HeaderFields {
  name: Uint8Array
  /** Extra fields, already encoded (see `unicodePathExtra`). */
  extra: Uint8Array
  flags: number
  method: number
  crc: number
  compressedSize: number
  uncompressedSize: number
}

export interface RawZipEntry {
  name: string | Uint8Array
  data?: string | Uint8Array
  /** 0 stored (default) or 8 deflated; other values are written as given, with the data stored. */
  method?: number
  /** General purpose flags; default 0x800 (UTF-8) for a non-ASCII string name. */
  flags?: number
  /** Unix mode, written as `(mode << 16) >>> 0`; default 0o100644. Ignored when `externalAttributes` is set. */
  mode?: number
  externalAttributes?: number
  /** Extra field bytes for both headers. */
  extra?: Uint8Array
  /** Default 0x031e: Unix, spec 3.0. */
  versionMadeBy?: number
  /** Sets bit 3, writes zeros for CRC and sizes in the local header and a data descriptor after the data. */
  dataDescriptor?: boolean
  /** Overrides for the local header only. */
  local?: Partial<HeaderFields>
  /** Overrides for the central directory record only. */
  central?: Partial<HeaderFields>
  /** Do not write a local header and data; the central record points at `centralOffset`. */
  centralOnly?: boolean
  centralOffset?: number
}

export interface RawZipOptions {
  /** Overrides the entry count in the end record. */
  entryCount?: number
  /** Bytes written before the first entry. */
  prefix?: Uint8Array
}

interface Prepared {
  fields: HeaderFields
  compressed: Uint8Array
  entry: RawZipEntry
}

function prepare(entry: RawZipEntry): Prepared {
  const name = typeof entry.name === 'string' ? utf8(entry.name) : entry.name
  const data = typeof entry.data === 'string' ? utf8(entry.data) : (entry.data ?? new Uint8Array())
  const method = entry.method ?? 0
  const compressed = method === 8 ? new Uint8Array(deflateRawSync(data)) : data
  const nonAscii = typeof entry.name === 'string' && /[^\x00-\x7f]/.test(entry.name)
  const flags = (entry.flags ?? (nonAscii ? 0x800 : 0)) | (entry.dataDescriptor ? 0x8 : 0)
  return {
    fields: { name, extra: entry.extra ?? new Uint8Array(), flags, method, crc: crc32(data), compressedSize: compressed.byteLength, uncompressedSize: data.byteLength },
    compressed,
    entry,
  }
}

/** The 30-byte local header plus name for `fields`. */
export function localHeaderBytes(fields: HeaderFields): Uint8Array {
  const out = Buffer.alloc(30 + fields.name.byteLength + fields.extra.byteLength)
  out.writeUInt32LE(0x04034b50, 0)
  out.writeUInt16LE(20, 4)
  out.writeUInt16LE(fields.flags, 6)
  out.writeUInt16LE(fields.method, 8)
  out.writeUInt16LE(0, 10)
  out.writeUInt16LE(0x5021, 12) // 2020-01-01
  out.writeUInt32LE(fields.crc >>> 0, 14)
  out.writeUInt32LE(fields.compressedSize >>> 0, 18)
  out.writeUInt32LE(fields.uncompressedSize >>> 0, 22)
  out.writeUInt16LE(fields.name.byteLength, 26)
  out.writeUInt16LE(fields.extra.byteLength, 28)
  out.set(fields.name, 30)
  out.set(fields.extra, 30 + fields.name.byteLength)
  return out
}

/** An Info-ZIP Unicode Path extra field (0x7075) giving `unicodeName` for the raw name `rawName`. */
export function unicodePathExtra(rawName: Uint8Array, unicodeName: string): Uint8Array {
  const name = utf8(unicodeName)
  const out = Buffer.alloc(4 + 5 + name.byteLength)
  out.writeUInt16LE(0x7075, 0)
  out.writeUInt16LE(5 + name.byteLength, 2)
  out.writeUInt8(1, 4)
  out.writeUInt32LE(crc32(rawName) >>> 0, 5)
  out.set(name, 9)
  return out
}

/** The local header fields an entry would get, for building an entry inside another's data. */
export function localFieldsOf(entry: RawZipEntry): HeaderFields {
  return prepare(entry).fields
}

function centralRecord(fields: HeaderFields, entry: RawZipEntry, offset: number): Uint8Array {
  const out = Buffer.alloc(46 + fields.name.byteLength + fields.extra.byteLength)
  out.writeUInt32LE(0x02014b50, 0)
  out.writeUInt16LE(entry.versionMadeBy ?? 0x031e, 4)
  out.writeUInt16LE(20, 6)
  out.writeUInt16LE(fields.flags, 8)
  out.writeUInt16LE(fields.method, 10)
  out.writeUInt16LE(0, 12)
  out.writeUInt16LE(0x5021, 14)
  out.writeUInt32LE(fields.crc >>> 0, 16)
  out.writeUInt32LE(fields.compressedSize >>> 0, 20)
  out.writeUInt32LE(fields.uncompressedSize >>> 0, 24)
  out.writeUInt16LE(fields.name.byteLength, 28)
  out.writeUInt16LE(fields.extra.byteLength, 30)
  out.writeUInt16LE(0, 32) // comment
  out.writeUInt16LE(0, 34) // disk
  out.writeUInt16LE(0, 36) // internal attributes
  out.writeUInt32LE((entry.externalAttributes ?? ((entry.mode ?? 0o100644) << 16)) >>> 0, 38)
  out.writeUInt32LE(offset >>> 0, 42)
  out.set(fields.name, 46)
  out.set(fields.extra, 46 + fields.name.byteLength)
  return out
}

/** Writes the entries, the central directory and the end record, byte for byte as described. */
export function rawZip(entries: readonly RawZipEntry[], options: RawZipOptions = {}): Uint8Array {
  const parts: Uint8Array[] = []
  let offset = 0
  const push = (bytes: Uint8Array) => {
    parts.push(bytes)
    offset += bytes.byteLength
  }
  if (options.prefix) push(options.prefix)
  const records: Array<{ prepared: Prepared; offset: number }> = []
  for (const entry of entries) {
    const prepared = prepare(entry)
    if (entry.centralOnly) {
      records.push({ prepared, offset: entry.centralOffset ?? 0 })
      continue
    }
    records.push({ prepared, offset: entry.centralOffset ?? offset })
    const deferred = entry.dataDescriptor ? { crc: 0, compressedSize: 0, uncompressedSize: 0 } : {}
    push(localHeaderBytes({ ...prepared.fields, ...deferred, ...entry.local }))
    push(prepared.compressed)
    if (entry.dataDescriptor) {
      const descriptor = Buffer.alloc(16)
      descriptor.writeUInt32LE(0x08074b50, 0)
      descriptor.writeUInt32LE(prepared.fields.crc >>> 0, 4)
      descriptor.writeUInt32LE(prepared.fields.compressedSize, 8)
      descriptor.writeUInt32LE(prepared.fields.uncompressedSize, 12)
      push(descriptor)
    }
  }
  const centralStart = offset
  for (const { prepared, offset: localOffset } of records) {
    push(centralRecord({ ...prepared.fields, ...prepared.entry.central }, prepared.entry, localOffset))
  }
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(options.entryCount ?? records.length, 8)
  end.writeUInt16LE(options.entryCount ?? records.length, 10)
  end.writeUInt32LE(offset - centralStart, 12)
  end.writeUInt32LE(centralStart, 16)
  push(end)
  return Buffer.concat(parts)
}
