import { randomBytes } from 'node:crypto'
import { chmod, lstat, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { sha256Hex, skillHashFromManifest } from '../skill/hash'
import { checkSkillPath, displayPath } from '../skill/path'
import { isInside } from './inside'
import { runnerError } from './runner-error'

/** One file of a stored version: its bytes and the SHA-256 the store filed them under. */
export interface VersionFile {
  path: string
  bytes: Uint8Array
  executable: boolean
  sha256: string
}

export interface VersionToMaterialize {
  name: string
  hash: string
  files: readonly VersionFile[]
}

export interface MaterializeOptions {
  /** Parent of the per-hash folders, e.g. `<data dir>/runner-cache`. */
  cacheDir: string
}

// Readable (and dirs searchable) by everyone, writable by no one but the server: the sandbox
// runs as another uid (65534) and only ever needs to read.
const DIR_MODE = 0o755
const FILE_MODE = 0o644
const EXECUTABLE_MODE = 0o755
const VERSION_HASH = /^[0-9a-f]{64}$/
const INSTALL_ATTEMPTS = 3
/** A `.tmp-*` or `.trash-*` folder this old was left by a crash (an install takes milliseconds). */
const STALE_MS = 10 * 60 * 1000

interface PlannedFile {
  path: string
  bytes: Uint8Array
  mode: number
}

/** What the folder must hold exactly: these files, these directories, nothing else. */
interface Plan {
  files: PlannedFile[]
  dirs: string[]
}

/**
 * Makes `<cacheDir>/<hash>` hold exactly the version's files and returns its path. The manifest
 * is verified first (every file's SHA-256, then the skill hash over them), the copy is written
 * to a private temp folder and renamed into place in one step, and an existing copy is reused
 * only after its bytes, modes and entries are compared with the manifest, so a tampered or
 * half-deleted copy is rebuilt rather than run.
 */
export async function materializeVersion(input: VersionToMaterialize, options: MaterializeOptions): Promise<string> {
  const plan = planVersion(input)
  const cacheDir = resolve(options.cacheDir)
  if ((await mkdir(cacheDir, { recursive: true, mode: DIR_MODE })) !== undefined) await chmod(cacheDir, DIR_MODE)
  const folder = join(cacheDir, input.hash)
  if (await matchesPlan(folder, plan)) return folder
  await install(cacheDir, folder, plan, input)
  return folder
}

/** Checks the manifest and turns it into a plan; throws `cache_corrupt` or `path_unsafe`. */
function planVersion(input: VersionToMaterialize): Plan {
  if (!VERSION_HASH.test(input.hash)) {
    throw runnerError('cache_corrupt', `Version hash '${displayPath(input.hash)}' of skill '${input.name}' is not a SHA-256 hex digest.`, {
      name: input.name,
    })
  }
  const files: PlannedFile[] = []
  const seen = new Set<string>()
  const dirs = new Set<string>()
  for (const file of input.files) {
    const check = checkSkillPath(file.path)
    if (!check.ok || check.path !== file.path) {
      throw runnerError('path_unsafe', `Skill '${input.name}' has an unsafe file path '${displayPath(file.path)}'; it was not written to disk.`, {
        name: input.name,
        path: displayPath(file.path),
      })
    }
    if (seen.has(file.path)) {
      throw runnerError('cache_corrupt', `Skill '${input.name}' lists '${file.path}' twice in version ${input.hash.slice(0, 8)}.`, {
        name: input.name,
        path: file.path,
      })
    }
    seen.add(file.path)
    if (sha256Hex(file.bytes) !== file.sha256) {
      throw runnerError(
        'cache_corrupt',
        `The stored bytes of '${file.path}' in skill '${input.name}' do not match their SHA-256; the version is damaged and will not run.`,
        { name: input.name, path: file.path },
      )
    }
    for (let at = file.path.indexOf('/'); at !== -1; at = file.path.indexOf('/', at + 1)) dirs.add(file.path.slice(0, at))
    files.push({ path: file.path, bytes: file.bytes, mode: file.executable ? EXECUTABLE_MODE : FILE_MODE })
  }
  const clash = files.find((file) => dirs.has(file.path))
  if (clash) {
    throw runnerError('cache_corrupt', `Skill '${input.name}' has '${clash.path}' both as a file and as a folder.`, {
      name: input.name,
      path: clash.path,
    })
  }
  if (skillHashFromManifest(input.files) !== input.hash) {
    throw runnerError(
      'cache_corrupt',
      `The files of skill '${input.name}' do not add up to version ${input.hash.slice(0, 8)}; the version is damaged and will not run.`,
      { name: input.name, hash: input.hash },
    )
  }
  return { files, dirs: [...dirs].sort() }
}

async function install(cacheDir: string, folder: string, plan: Plan, input: VersionToMaterialize): Promise<void> {
  await sweepStale(cacheDir)
  const temp = await writeTemp(cacheDir, plan)
  try {
    for (let attempt = 0; attempt < INSTALL_ATTEMPTS; attempt++) {
      try {
        await rename(temp, folder)
        return
      } catch (error) {
        if (!isCode(error, 'EEXIST', 'ENOTEMPTY')) throw error
      }
      // Someone is there: another run that won the race (use theirs), or a stale or tampered copy.
      if (await matchesPlan(folder, plan)) return
      await discard(cacheDir, folder)
    }
  } finally {
    await rm(temp, { recursive: true, force: true })
  }
  throw runnerError('cache_corrupt', `Could not install a verified copy of skill '${input.name}' at ${folder}; another process keeps changing it.`, {
    name: input.name,
    hash: input.hash,
  })
}

async function writeTemp(cacheDir: string, plan: Plan): Promise<string> {
  const temp = join(cacheDir, `.tmp-${randomBytes(8).toString('hex')}`)
  await mkdir(temp, { mode: DIR_MODE })
  try {
    await chmod(temp, DIR_MODE) // mkdir's mode is filtered by the umask; the sandbox uid must be able to search it
    for (const dir of plan.dirs) {
      const target = join(temp, dir)
      if (!isInside(temp, target)) throw new Error(`path escapes the cache folder: ${displayPath(dir)}`)
      await mkdir(target, { mode: DIR_MODE })
      await chmod(target, DIR_MODE)
    }
    for (const file of plan.files) {
      const target = join(temp, file.path)
      if (!isInside(temp, target) || !isInside(temp, dirname(target))) throw new Error(`path escapes the cache folder: ${displayPath(file.path)}`)
      await writeFile(target, file.bytes, { flag: 'wx', mode: file.mode })
      await chmod(target, file.mode)
    }
    return temp
  } catch (error) {
    await rm(temp, { recursive: true, force: true })
    throw error
  }
}

/** Removes temp and trash folders that crashed runs left behind; only on the install path, never per run. */
async function sweepStale(cacheDir: string): Promise<void> {
  const cutoff = Date.now() - STALE_MS
  for (const name of await readdir(cacheDir)) {
    if (!name.startsWith('.tmp-') && !name.startsWith('.trash-')) continue
    const path = join(cacheDir, name)
    let stat
    try {
      stat = await lstat(path)
    } catch (error) {
      if (isCode(error, 'ENOENT')) continue // another run swept it first
      throw error
    }
    if (stat.mtimeMs < cutoff) await rm(path, { recursive: true, force: true })
  }
}

/** Moves a bad copy out of the way in one rename, then deletes it; a run still reading it keeps its inode. */
async function discard(cacheDir: string, folder: string): Promise<void> {
  const trash = join(cacheDir, `.trash-${randomBytes(8).toString('hex')}`)
  try {
    await rename(folder, trash)
  } catch (error) {
    if (isCode(error, 'ENOENT')) return // someone else already moved it
    throw error
  }
  await rm(trash, { recursive: true, force: true })
}

/**
 * True when `folder` holds exactly the plan: the same directories and files, no links or other
 * entries, the planned modes, and byte-identical contents (compared in full: sizes first, then
 * bytes, so a changed byte or an added file is always seen; no marker or mtime is trusted).
 */
async function matchesPlan(folder: string, plan: Plan): Promise<boolean> {
  const found = await listTree(folder)
  if (found === null) return false
  if (found.dirs.length !== plan.dirs.length || found.files.size !== plan.files.length) return false
  const wantedDirs = new Set(plan.dirs)
  if (found.dirs.some((dir) => !wantedDirs.has(dir.path) || dir.mode !== DIR_MODE)) return false
  for (const file of plan.files) {
    const entry = found.files.get(file.path)
    if (!entry || entry.size !== file.bytes.byteLength || entry.mode !== file.mode) return false
  }
  for (const file of plan.files) {
    const bytes = await readFile(join(folder, file.path))
    if (!bytes.equals(file.bytes)) return false
  }
  return true
}

interface Tree {
  dirs: Array<{ path: string; mode: number }>
  files: Map<string, { size: number; mode: number }>
}

/** Every entry under `folder`, without following links; null when it is missing or holds anything but dirs and files. */
async function listTree(folder: string): Promise<Tree | null> {
  let top
  try {
    top = await lstat(folder)
  } catch (error) {
    if (isCode(error, 'ENOENT', 'ENOTDIR')) return null
    throw error
  }
  if (!top.isDirectory() || (top.mode & 0o7777) !== DIR_MODE) return null
  const tree: Tree = { dirs: [], files: new Map() }
  const pending = ['']
  while (pending.length > 0) {
    const relativeDir = pending.pop() as string
    for (const name of await readdir(join(folder, relativeDir))) {
      const path = relativeDir === '' ? name : `${relativeDir}/${name}`
      const stat = await lstat(join(folder, path))
      const mode = stat.mode & 0o7777
      if (stat.isDirectory()) {
        tree.dirs.push({ path, mode })
        pending.push(path)
      } else if (stat.isFile()) {
        tree.files.set(path, { size: stat.size, mode })
      } else {
        return null
      }
    }
  }
  return tree
}

function isCode(error: unknown, ...codes: string[]): boolean {
  return typeof error === 'object' && error !== null && codes.includes((error as NodeJS.ErrnoException).code ?? '')
}
