import { getFileNameLowLevel, type ExtraField } from 'yauzl'

const UTF8_FLAG = 0x800
const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

export type EntryName = { ok: true; name: string } | { ok: false; problem: string }

/**
 * The name of an entry as text, from its raw bytes.
 *
 * - General purpose bit 11 set: UTF-8, and bytes that are not UTF-8 are a broken archive
 *   (decoding them with U+FFFD would hide what the name really is).
 * - An Info-ZIP Unicode Path extra field (0x7075) whose CRC matches the raw name wins, as in
 *   every unzip (yauzl's getFileNameLowLevel applies it).
 * - Bit 11 clear: the spec says CP437, but macOS Archive Utility, Windows Explorer and many
 *   scripts write UTF-8 without the flag. A name that is valid UTF-8 is read as UTF-8 (every
 *   ASCII name is both); only other bytes fall back to CP437. Reading valid UTF-8 first also
 *   keeps control bytes as control characters, where CP437 would turn 0x01 into `☺` and hide it
 *   from the path rules.
 *
 * Backslashes are kept (strictFileNames), so the path rules can refuse them.
 */
export function decodeEntryName(flags: number, raw: Buffer, extraFields: ExtraField[]): EntryName {
  const plain = getFileNameLowLevel(flags & ~UTF8_FLAG, raw, [], true)
  const withExtras = getFileNameLowLevel(flags & ~UTF8_FLAG, raw, extraFields, true)
  if (withExtras !== plain) return { ok: true, name: withExtras }
  try {
    return { ok: true, name: strictUtf8.decode(raw) }
  } catch {
    if (flags & UTF8_FLAG) return { ok: false, problem: 'its name is marked as UTF-8 but is not valid UTF-8' }
    return { ok: true, name: plain }
  }
}
