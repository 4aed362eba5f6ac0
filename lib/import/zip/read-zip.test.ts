import { describe, expect, it } from 'vitest'
import { SkillyardError } from '../../errors/skillyard-error'
import { LIMITS } from '../../skill/limits'
import { readZip } from './read-zip'
import { rawZip, utf8 } from './test-support'

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

async function refusal(bytes: Uint8Array): Promise<{ code: string; entry: unknown }> {
  try {
    await readZip(bytes)
  } catch (error) {
    if (error instanceof SkillyardError) return { code: error.code, entry: error.details?.entry }
    throw error
  }
  throw new Error('expected a refusal')
}

describe('readZip', () => {
  it('reads stored and deflated files with their executable bit', async () => {
    const archive = await readZip(
      rawZip([
        { name: 's/SKILL.md', data: '# hi', method: 8 },
        { name: 's/run.sh', data: 'echo', mode: 0o104755 },
        { name: 's/data.txt', data: 'plain', mode: 0o100600 },
      ]),
    )
    expect(archive.entries.map((entry) => [entry.path, text(entry.bytes), entry.executable])).toEqual([
      ['s/SKILL.md', '# hi', false],
      ['s/run.sh', 'echo', true],
      ['s/data.txt', 'plain', false],
    ])
    expect(archive.ignored).toEqual([])
  })

  it('skips directory entries and reports OS clutter, .git and node_modules as ignored, with reasons', async () => {
    const archive = await readZip(
      rawZip([
        { name: 's/', mode: 0o040755 },
        { name: 's/SKILL.md', data: '# hi' },
        { name: 's/.DS_Store', data: 'x' },
        { name: '__MACOSX/s/._SKILL.md', data: 'x' },
        { name: 's/img/Thumbs.db', data: 'x' },
        { name: 's/.git/HEAD', data: 'ref: x' },
        { name: 's/node_modules/a/index.js', data: 'x' },
      ]),
    )
    expect(archive.entries.map((entry) => entry.path)).toEqual(['s/SKILL.md'])
    expect(archive.ignored.map((item) => item.path)).toEqual(['s/.DS_Store', '__MACOSX/s/._SKILL.md', 's/img/Thumbs.db', 's/.git/HEAD', 's/node_modules/a/index.js'])
    expect(archive.ignored.every((item) => item.reason.length > 10)).toBe(true)
  })

  it('normalises names to NFC', async () => {
    const archive = await readZip(rawZip([{ name: 's/cafe\u0301.md', data: 'x' }]))
    expect(archive.entries[0]?.path).toBe('s/caf\u00e9.md')
  })

  it('accepts data descriptors (sizes after the data)', async () => {
    const archive = await readZip(rawZip([{ name: 's/a.md', data: 'hello hello hello', method: 8, dataDescriptor: true }]))
    expect(text(archive.entries[0]!.bytes)).toBe('hello hello hello')
  })

  it('accepts exactly LIMITS.archiveEntries entries and refuses one more before inflating', async () => {
    const entries = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `s/f${i}`, data: '' }))
    expect((await readZip(rawZip(entries(LIMITS.archiveEntries)))).entries).toHaveLength(LIMITS.archiveEntries)
    // The data of the extra entries is garbage: refusing from the count must not read it.
    const over = rawZip(entries(LIMITS.archiveEntries + 1).map((entry) => ({ ...entry, local: { crc: 1 } })))
    expect(await refusal(over)).toEqual({ code: 'too_many_files', entry: undefined })
  })

  it('accepts a file of exactly LIMITS.fileBytes and refuses one byte more', async () => {
    const exact = await readZip(rawZip([{ name: 's/a.bin', data: new Uint8Array(LIMITS.fileBytes), method: 8 }]))
    expect(exact.entries[0]?.bytes.byteLength).toBe(LIMITS.fileBytes)
    expect(await refusal(rawZip([{ name: 's/a.bin', data: new Uint8Array(LIMITS.fileBytes + 1), method: 8 }]))).toEqual({
      code: 'file_too_large',
      entry: 's/a.bin',
    })
  })

  it('refuses an entry whose header understates its size, from the bytes inflated', async () => {
    const lying = rawZip([
      { name: 's/a.bin', data: new Uint8Array(4 * LIMITS.fileBytes), method: 8, local: { uncompressedSize: 10 }, central: { uncompressedSize: 10 } },
    ])
    expect(await refusal(lying)).toEqual({ code: 'zip_invalid', entry: 's/a.bin' })
  })

  it('names the entry in every refusal it can', async () => {
    expect(await refusal(rawZip([{ name: 'a/../../x', data: 'x' }]))).toEqual({ code: 'path_unsafe', entry: 'a/../../x' })
    expect(await refusal(rawZip([{ name: 'l', data: 'x', mode: 0o120777 }]))).toEqual({ code: 'link_entry', entry: 'l' })
    expect(await refusal(rawZip([{ name: 'e', data: 'x', flags: 0x41 }]))).toEqual({ code: 'encrypted_entry', entry: 'e' })
  })

  it('accepts a zip with bytes before it (a self-extracting stub)', async () => {
    const archive = await readZip(rawZip([{ name: 's/a.md', data: 'x' }], { prefix: utf8('#!/bin/sh\nexit 0\n') }))
    expect(archive.entries.map((entry) => entry.path)).toEqual(['s/a.md'])
  })
})
