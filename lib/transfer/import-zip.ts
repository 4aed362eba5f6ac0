import { scanZip } from '../import/zip/scan-zip'
import type { IgnoredEntry } from '../import/types'
import { importSkills, type ImportedSkill, type StoreContext } from '../store'
import { existingSkills, previewOf, type CandidatePreview } from './candidate-preview'
import { chooseCandidates } from './choose-candidates'

export interface ZipImportInput {
  bytes: Uint8Array
  fileName: string
  /** Only report what would be imported. */
  dryRun: boolean
  replace: boolean
  /** Names to import; all skills found when absent. */
  skills?: string[]
}

export type ZipImportResult =
  | { dryRun: true; candidates: CandidatePreview[]; ignored: IgnoredEntry[] }
  | { dryRun: false; imported: ImportedSkill[]; ignored: IgnoredEntry[] }

/** Reads an uploaded zip or .skill file; previews it, or imports the chosen skills in one transaction. */
export async function importZip(ctx: StoreContext, input: ZipImportInput): Promise<ZipImportResult> {
  const scan = await scanZip(input.bytes)
  const existing = await existingSkills(ctx)
  const candidates = scan.candidates.map((candidate) => ({
    ...previewOf(candidate, existing.get(candidate.name) ?? null),
    files: candidate.files,
    conversion: candidate.conversion,
    notes: candidate.notes,
  }))
  if (input.dryRun) {
    return { dryRun: true, candidates: candidates.map(({ files: _files, ...preview }) => preview), ignored: scan.ignored }
  }
  const chosen = chooseCandidates(candidates, input.skills)
  const imported = await importSkills(ctx, {
    items: chosen.map((candidate) => ({ name: candidate.name, files: candidate.files, source: { kind: 'zip', uri: input.fileName, path: candidate.folder || null } })),
    replace: input.replace,
  })
  return { dryRun: false, imported, ignored: scan.ignored }
}
