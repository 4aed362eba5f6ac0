/** Helpers for lib/runner's tests: versions built from text, errors read by code. */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isSkillyardError } from '../errors/skillyard-error'
import { sha256Hex, skillHashFromManifest } from '../skill/hash'
import { defaultSettings } from '../skill/settings'
import type { SkillSettings } from '../skill/types'
import type { VersionFile } from './materialize'

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text)

export interface TestVersion {
  name: string
  hash: string
  files: VersionFile[]
}

/** A version of skill `name` holding SKILL.md plus `files` (path → text); `executable` lists paths with the x bit. */
export function version(files: Record<string, string | Uint8Array>, options: { name?: string; executable?: string[] } = {}): TestVersion {
  const name = options.name ?? 'runner-test'
  const all: Record<string, string | Uint8Array> = { 'SKILL.md': `---\nname: ${name}\ndescription: Test skill.\n---\n# Test\n`, ...files }
  const list = Object.entries(all).map(([path, content]) => {
    const bytes = typeof content === 'string' ? utf8(content) : content
    return { path, bytes, executable: options.executable?.includes(path) ?? false, sha256: sha256Hex(bytes) }
  })
  return { name, hash: skillHashFromManifest(list), files: list }
}

export function settings(overrides: Partial<SkillSettings> = {}): SkillSettings {
  return { ...defaultSettings(), ...overrides }
}

/** The `code` of what `promise` rejects with (a SkillyardError), or a description of what else happened. */
export async function errorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
    return 'resolved'
  } catch (error) {
    return isSkillyardError(error) ? error.code : `not a SkillyardError: ${String(error)}`
  }
}

/** A fresh temp dir for a suite, and its removal. */
export async function tempDir(prefix: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), prefix))
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}
