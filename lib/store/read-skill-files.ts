import { SkillyardError } from '../errors/skillyard-error'
import type { SkillFile } from '../skill'
import type { ManifestEntry } from './checked-package'
import type { StoreContext } from './context'
import { findSkillRowOrThrow } from './get-skill'

/** The manifest of a version (the current one unless `hash` is given), sorted by path. */
export async function listSkillFiles(ctx: StoreContext, name: string, hash?: string): Promise<ManifestEntry[]> {
  const version = await findVersionOrThrow(ctx, name, hash)
  const files = await ctx.db.versionFile.findMany({ where: { versionId: version.id }, orderBy: { path: 'asc' } })
  return files.map(({ path, sha256, size, executable }) => ({ path, sha256, size, executable }))
}

/** A file as stored: its bytes and the SHA-256 they were filed under. */
export type StoredFile = SkillFile & { sha256: string }

/** Every file of a version with its bytes, in one query. */
export async function readSkillFiles(ctx: StoreContext, name: string, hash?: string): Promise<StoredFile[]> {
  const version = await findVersionOrThrow(ctx, name, hash)
  const files = await ctx.db.versionFile.findMany({ where: { versionId: version.id }, include: { blob: true }, orderBy: { path: 'asc' } })
  return files.map(toStoredFile)
}

/** One file of a version. */
export async function readSkillFile(ctx: StoreContext, name: string, path: string, hash?: string): Promise<StoredFile> {
  const version = await findVersionOrThrow(ctx, name, hash)
  const file = await ctx.db.versionFile.findUnique({ where: { versionId_path: { versionId: version.id, path } }, include: { blob: true } })
  if (!file) throw new SkillyardError('file_not_found', `The skill '${name}' has no file '${path}'.`, { name, path })
  return toStoredFile(file)
}

export async function findVersionOrThrow(ctx: StoreContext, name: string, hash?: string) {
  const skill = await findSkillRowOrThrow(ctx.db, name)
  const wanted = hash ?? skill.currentHash
  const version = await ctx.db.skillVersion.findFirst({ where: { skillId: skill.id, hash: wanted }, orderBy: { number: 'desc' } })
  if (!version) throw new SkillyardError('version_not_found', `The skill '${name}' has no version ${wanted.slice(0, 12)}.`, { name, hash: wanted })
  return version
}

function toStoredFile(file: { path: string; executable: boolean; sha256: string; blob: { bytes: Uint8Array } }): StoredFile {
  return { path: file.path, bytes: new Uint8Array(file.blob.bytes), executable: file.executable, sha256: file.sha256 }
}
