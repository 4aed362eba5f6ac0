import { inspectSkill, skillHash, type Finding, type SkillFile, type SkillInspection, type SkillStatus } from '../skill'
import { listSkills, type StoreContext } from '../store'

/** What the import preview shows for one skill, before anything is written. */
export interface CandidatePreview {
  /** Where the skill sits in the archive or repository; `''` for the root. */
  folder: string
  name: string
  hash: string
  fileCount: number
  size: number
  valid: boolean
  findings: Finding[]
  /** The store already has a skill of this name: importing needs `replace`. */
  existing: { status: SkillStatus; builtIn: boolean; currentHash: string } | null
  /** Set when the skill was generated from a skill.json manifest: what became what. */
  conversion?: { from: 'skill.json'; mapping: Record<string, string> }
  notes?: string[]
}

export function previewOf(
  candidate: { folder: string; name: string; files: SkillFile[]; hash?: string; inspection?: SkillInspection },
  existing: CandidatePreview['existing'],
): CandidatePreview {
  const { folder, name, files } = candidate
  const inspection = candidate.inspection ?? inspectSkill({ folderName: name, files })
  return {
    folder,
    name,
    hash: candidate.hash ?? skillHash(files),
    fileCount: files.length,
    size: files.reduce((sum, file) => sum + file.bytes.byteLength, 0),
    valid: inspection.valid,
    findings: inspection.findings,
    existing,
  }
}

/** The store's skills by name, for marking candidates that already exist (one query). */
export async function existingSkills(ctx: StoreContext): Promise<Map<string, NonNullable<CandidatePreview['existing']>>> {
  const skills = await listSkills(ctx)
  return new Map(skills.map((skill) => [skill.name, { status: skill.status, builtIn: skill.builtIn, currentHash: skill.currentHash }]))
}
