import { describe, expect, it } from 'vitest'
import { parseExtraFields } from 'yauzl'
import { decodeEntryName } from './entry-name'
import { unicodePathExtra, utf8 } from './test-support'

const raw = (bytes: Uint8Array | number[]) => Buffer.from(bytes instanceof Uint8Array ? bytes : Uint8Array.from(bytes))

describe('decodeEntryName', () => {
  it('reads UTF-8 with the flag', () => {
    expect(decodeEntryName(0x800, raw(utf8('r\u00e9sum\u00e9.md')), [])).toEqual({ ok: true, name: 'r\u00e9sum\u00e9.md' })
  })

  it('reads valid UTF-8 without the flag as UTF-8 (macOS, Windows Explorer)', () => {
    expect(decodeEntryName(0, raw(utf8('r\u00e9sum\u00e9.md')), [])).toEqual({ ok: true, name: 'r\u00e9sum\u00e9.md' })
  })

  it('falls back to CP437 for other bytes without the flag', () => {
    // 0x82 is é in CP437 (as DOS-era tools wrote it)
    expect(decodeEntryName(0, raw([0x72, 0x82, 0x2e, 0x6d, 0x64]), [])).toEqual({ ok: true, name: 'r\u00e9.md' })
  })

  it('keeps control bytes as control characters so the path rules see them', () => {
    expect(decodeEntryName(0, raw([0x61, 0x01]), [])).toEqual({ ok: true, name: 'a\u0001' })
  })

  it('keeps backslashes', () => {
    expect(decodeEntryName(0, raw(utf8('a\\b')), [])).toEqual({ ok: true, name: 'a\\b' })
  })

  it('refuses a name flagged UTF-8 that is not', () => {
    expect(decodeEntryName(0x800, raw([0x61, 0xff]), []).ok).toBe(false)
  })

  it('uses an Info-ZIP Unicode Path extra field whose CRC matches', () => {
    const name = raw(utf8('notes.txt'))
    expect(decodeEntryName(0, name, parseExtraFields(raw(unicodePathExtra(name, '../evil'))))).toEqual({ ok: true, name: '../evil' })
    expect(decodeEntryName(0, name, parseExtraFields(raw(unicodePathExtra(utf8('other'), '../evil'))))).toEqual({ ok: true, name: 'notes.txt' })
  })
})
