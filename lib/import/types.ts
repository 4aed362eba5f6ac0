import { SkillyardError } from '../errors/skillyard-error'
import type { SkillFile, SkillInspection } from '../skill/types'

/** One regular file read out of an archive. `path` is the full archive path (NFC, checked). */
export interface ArchiveEntry {
  path: string
  bytes: Uint8Array
  executable: boolean
}

/** An entry the importer left out on purpose, with the reason the owner is shown. */
export interface IgnoredEntry {
  path: string
  reason: string
}

/** What `readZip` returns: the regular files, and every entry it left out with its reason. */
export interface ArchiveRead {
  entries: ArchiveEntry[]
  ignored: IgnoredEntry[]
}

/** One skill found in an archive, ready for the import preview. */
export interface ImportCandidate {
  /** The skill's folder inside the archive; `''` when SKILL.md sits at the archive root. */
  folder: string
  /** The folder name, or the frontmatter name for a skill at the archive root. */
  name: string
  /** The skill's files with paths relative to `folder`. */
  files: SkillFile[]
  hash: string
  inspection: SkillInspection
  /** Set when the skill was generated from a `skill.json` manifest: what became what. */
  conversion?: { from: 'skill.json'; mapping: Record<string, string> }
  /** Things the owner should know that are not findings, e.g. a skill.json kept beside SKILL.md. */
  notes?: string[]
}

export interface ImportScan {
  candidates: ImportCandidate[]
  ignored: IgnoredEntry[]
}

/** The codes the archive importer throws (all in ERROR_STATUS; zip_invalid … manifest_invalid answer 422). */
export const IMPORT_ERROR_CODES = [
  'zip_invalid',
  'path_unsafe',
  'link_entry',
  'path_collision',
  'too_many_files',
  'file_too_large',
  'skill_too_large',
  'encrypted_entry',
  'no_skill_found',
  'invalid_skill',
  'manifest_invalid',
] as const

export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number]

/** A SkillyardError with one of the import codes; the narrower type keeps the importer to its own codes. */
export function importError(code: ImportErrorCode, message: string, details?: Record<string, unknown>): SkillyardError {
  return new SkillyardError(code, message, details)
}

/** True for a SkillyardError carrying `code`. */
export function hasImportCode(error: unknown, code: ImportErrorCode): error is SkillyardError {
  return error instanceof SkillyardError && error.code === code
}
