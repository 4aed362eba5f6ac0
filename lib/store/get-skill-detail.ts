import { grantKey, inspectSkill, lintSkill, lintToFindings } from '../skill'
import type { Finding, SkillDocument } from '../skill'
import type { ManifestEntry } from './checked-package'
import type { StoreContext } from './context'
import { getSkillOrThrow } from './get-skill'
import { readSkillFiles } from './read-skill-files'
import type { SkillSummary } from './types'

export interface SkillDetail extends SkillSummary {
  grantKey: string
  files: ManifestEntry[]
  document: SkillDocument | null
  findings: Finding[]
}

/** One skill with its current files' manifest, parsed SKILL.md, fresh validation findings and review lint. */
export async function getSkillDetail(ctx: StoreContext, name: string): Promise<SkillDetail> {
  const summary = await getSkillOrThrow(ctx, name)
  const files = await readSkillFiles(ctx, name, summary.currentHash)
  const inspection = inspectSkill({ folderName: name, files })
  return {
    ...summary,
    grantKey: grantKey(name, summary.currentHash),
    files: files.map(({ path, sha256, bytes, executable }) => ({ path, sha256, size: bytes.byteLength, executable })),
    document: inspection.document,
    // Validation, then the review lint's hints (never blocking), so the skill page shows both.
    findings: [...inspection.findings, ...lintToFindings(lintSkill({ files, settings: inspection.settings, frontmatter: inspection.document?.frontmatter }))],
  }
}
