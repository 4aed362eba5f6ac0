import { appendFile, chmod, mkdir, readdir, readFile, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sha256Hex, skillHashFromManifest } from '../skill/hash'
import { isInside } from './inside'
import { materializeVersion } from './materialize'
import { errorCode, tempDir, utf8, version } from './test-support'

const mode = async (path: string) => (await stat(path)).mode & 0o7777

describe('materializeVersion', () => {
  let root: { dir: string; remove: () => Promise<void> }
  let cacheDir: string
  const skill = version(
    { 'scripts/run.py': 'print("original")\n', 'references/notes/a.md': '# notes\n', 'assets/blob.bin': new Uint8Array([0, 1, 2, 255]) },
    { executable: ['scripts/run.py'] },
  )

  beforeAll(async () => {
    root = await tempDir('skillyard-materialize-')
    cacheDir = join(root.dir, 'cache')
  })
  afterAll(async () => root.remove())

  it('writes the version to <cacheDir>/<hash> with 0755 folders, 0644 files and 0755 executables', async () => {
    const folder = await materializeVersion(skill, { cacheDir })
    expect(folder).toBe(join(cacheDir, skill.hash))
    expect(await readFile(join(folder, 'scripts/run.py'), 'utf8')).toBe('print("original")\n')
    expect([...(await readFile(join(folder, 'assets/blob.bin')))]).toEqual([0, 1, 2, 255])
    expect(await mode(folder)).toBe(0o755)
    expect(await mode(join(folder, 'references/notes'))).toBe(0o755)
    expect(await mode(join(folder, 'SKILL.md'))).toBe(0o644)
    expect(await mode(join(folder, 'scripts/run.py'))).toBe(0o755)
    expect((await readdir(cacheDir)).filter((name) => name.startsWith('.'))).toEqual([]) // no temp folder left
  })

  it('reuses a folder that still matches without rewriting it', async () => {
    const folder = await materializeVersion(skill, { cacheDir })
    const before = await stat(join(folder, 'SKILL.md'))
    await materializeVersion(skill, { cacheDir })
    expect((await stat(join(folder, 'SKILL.md'))).ino).toBe(before.ino)
  })

  it('rebuilds a folder where one byte of a file was changed (same size, same mode)', async () => {
    const folder = await materializeVersion(skill, { cacheDir })
    const target = join(folder, 'scripts/run.py')
    const bytes = await readFile(target)
    bytes[7] = 'O'.charCodeAt(0) // print("Original")
    await writeFile(target, bytes)
    await materializeVersion(skill, { cacheDir })
    expect(await readFile(target, 'utf8')).toBe('print("original")\n')
  })

  it.each([
    ['an added file', (folder: string) => writeFile(join(folder, 'scripts/extra.sh'), 'echo injected\n')],
    ['an added empty folder', (folder: string) => mkdir(join(folder, 'scripts/sub'))],
    ['an appended byte', (folder: string) => appendFile(join(folder, 'SKILL.md'), 'x')],
    ['a file made group-writable', (folder: string) => chmod(join(folder, 'SKILL.md'), 0o664)],
    ['an executable bit removed', (folder: string) => chmod(join(folder, 'scripts/run.py'), 0o644)],
    ['a file replaced by a symlink', async (folder: string) => {
      await writeFile(join(root.dir, 'outside.md'), '# notes\n')
      const target = join(folder, 'references/notes/a.md')
      await rm(target)
      await symlink(join(root.dir, 'outside.md'), target)
    }],
  ])('detects %s and rebuilds the folder', async (_label, tamper) => {
    const folder = await materializeVersion(skill, { cacheDir })
    await tamper(folder)
    await materializeVersion(skill, { cacheDir })
    const names = async (dir: string): Promise<string[]> => {
      const out: string[] = []
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) out.push(...(await names(join(dir, entry.name))).map((name) => `${entry.name}/${name}`))
        else out.push(entry.isSymbolicLink() ? `${entry.name}@` : entry.name)
      }
      return out.sort()
    }
    expect(await names(folder)).toEqual(['SKILL.md', 'assets/blob.bin', 'references/notes/a.md', 'scripts/run.py'])
    expect(await readFile(join(folder, 'SKILL.md'), 'utf8')).toBe(new TextDecoder().decode(skill.files[0]?.bytes))
    expect(await mode(join(folder, 'SKILL.md'))).toBe(0o644)
    expect(await mode(join(folder, 'scripts/run.py'))).toBe(0o755)
  })

  it('lets concurrent runs race: every caller gets the same verified folder and no temp folder is left', async () => {
    const racer = version({ 'scripts/race.sh': 'echo race\n' })
    const folders = await Promise.all(Array.from({ length: 6 }, () => materializeVersion(racer, { cacheDir })))
    expect(new Set(folders)).toEqual(new Set([join(cacheDir, racer.hash)]))
    expect(await readFile(join(cacheDir, racer.hash, 'scripts/race.sh'), 'utf8')).toBe('echo race\n')
    expect((await readdir(cacheDir)).filter((name) => name.startsWith('.'))).toEqual([])
  })

  it('removes temp and trash folders a crash left behind (older than 10 minutes) when it installs', async () => {
    const stale = join(cacheDir, '.tmp-0123456789abcdef')
    const fresh = join(cacheDir, '.trash-fedcba9876543210')
    await mkdir(join(stale, 'scripts'), { recursive: true })
    await mkdir(fresh)
    const old = new Date(Date.now() - 11 * 60 * 1000)
    await utimes(stale, old, old)
    await materializeVersion(version({ 'scripts/new.sh': 'echo new\n' }), { cacheDir })
    expect((await readdir(cacheDir)).filter((name) => name.startsWith('.'))).toEqual(['.trash-fedcba9876543210'])
    await rm(fresh, { recursive: true })
  })

  it('refuses a manifest whose bytes do not match their SHA-256 (cache_corrupt) and writes nothing', async () => {
    const good = version({ 'scripts/a.sh': 'echo a\n' })
    const bad = { ...good, files: good.files.map((file) => (file.path === 'scripts/a.sh' ? { ...file, bytes: utf8('echo b\n') } : file)) }
    expect(await errorCode(materializeVersion(bad, { cacheDir }))).toBe('cache_corrupt')
    await expect(stat(join(cacheDir, good.hash))).rejects.toThrow(/ENOENT/)
  })

  it('refuses files that do not add up to the version hash (cache_corrupt)', async () => {
    const good = version({ 'scripts/a.sh': 'echo a\n' })
    const extra = { path: 'scripts/b.sh', bytes: utf8('echo b\n'), executable: false, sha256: sha256Hex('echo b\n') }
    expect(await errorCode(materializeVersion({ ...good, files: [...good.files, extra] }, { cacheDir }))).toBe('cache_corrupt')
  })

  it.each(['../x', '..', 'a/../../x', '/etc/passwd', '', 'a//b', 'a\\b'])('refuses the unsafe path %j (path_unsafe)', async (path) => {
    const files = [{ path, bytes: utf8('x'), executable: false, sha256: sha256Hex('x') }]
    expect(await errorCode(materializeVersion({ name: 'evil', hash: skillHashFromManifest(files), files }, { cacheDir }))).toBe('path_unsafe')
  })

  it.each(['../../etc', 'ABC', `${'a'.repeat(63)}/`])('refuses a hash that is not a hex digest (%j)', async (hash) => {
    expect(await errorCode(materializeVersion({ ...skill, hash }, { cacheDir }))).toBe('cache_corrupt')
  })
})

describe('isInside', () => {
  it.each([
    ['/cache/abc', '/cache/abc', true],
    ['/cache/abc', '/cache/abc/x', true],
    ['/cache/abc', 'x/y', true],
    ['/cache/abc', '/cache/abc-evil', false],
    ['/cache/abc', '/cache/abc/../abd', false],
    ['/cache/abc', '../abc-evil/x', false],
    ['/cache/abc/', '/cache/abc/x', true],
    ['/', '/anything', true],
  ])('isInside(%j, %j) is %s', (base, target, expected) => {
    expect(isInside(base, target)).toBe(expected)
  })
})
