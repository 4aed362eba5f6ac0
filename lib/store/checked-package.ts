import { SkillyardError, type ErrorCode } from '../errors/skillyard-error'
import { inspectSkill, isScriptFile, sha256Hex, skillHashFromManifest } from '../skill'
import type { SkillFile, SkillInspection } from '../skill'

/** Findings whose code is also an API error code: the first one becomes the error thrown. */
const LIMIT_CODES = new Set<ErrorCode>(['path_unsafe', 'path_collision', 'too_many_files', 'file_too_large', 'skill_too_large'])

export interface ManifestEntry {
  path: string
  sha256: string
  size: number
  executable: boolean
}

/** A file set that passed validation, with everything the store writes about it. */
export interface CheckedPackage {
  files: SkillFile[]
  manifest: ManifestEntry[]
  hash: string
  inspection: SkillInspection
  summary: {
    description: string
    tier: string
    errorCount: number
    warningCount: number
    fileCount: number
    totalSize: number
    hasScripts: boolean
  }
}

/**
 * Validates a file set as the skill `name` and computes its manifest and hash. Throws
 * `invalid_skill` (or the limit/path code that failed) with every finding in `details`.
 */
export function checkPackage(name: string, rawFiles: SkillFile[], options: { strict?: boolean } = {}): CheckedPackage {
  const files = rawFiles.map((file) => ({ ...file, path: file.path.normalize('NFC') }))
  const inspection = inspectSkill({ folderName: name, files }, options)
  const errors = inspection.findings.filter((finding) => finding.severity === 'error')
  if (errors.length > 0) {
    const first = errors.find((finding) => LIMIT_CODES.has(finding.code as ErrorCode))
    const code: ErrorCode = first ? (first.code as ErrorCode) : 'invalid_skill'
    const message = first
      ? first.message
      : `The skill '${name}' is not valid: ${errors.map((finding) => finding.message).join('; ')}`
    throw new SkillyardError(code, message, { findings: inspection.findings })
  }
  const manifest = files.map((file) => ({
    path: file.path,
    sha256: sha256Hex(file.bytes),
    size: file.bytes.byteLength,
    executable: file.executable,
  }))
  return {
    files,
    manifest,
    hash: skillHashFromManifest(manifest),
    inspection,
    summary: {
      description: inspection.description ?? '',
      tier: inspection.settings.tier,
      errorCount: 0,
      warningCount: inspection.findings.length,
      fileCount: files.length,
      totalSize: manifest.reduce((sum, entry) => sum + entry.size, 0),
      hasScripts: files.some(isScriptFile),
    },
  }
}
