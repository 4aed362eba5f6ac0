import type { LiveSkill } from '../agent/live-skill'
import { parseSkillMd } from '../skill'
import { listSkillFiles, readSkillFile, type SkillSummary, type StoreContext } from '../store'
import { liveSkillOrUnknown, liveSkillSummaries, unknownUri } from './live-skills'
import { DEFAULT_PAGE_SIZE, pageByName } from './page-cursor'
import { parseSkillUri, skillFileUri } from './skill-uri'

/** A skill as SEP-2640 lists it: its SKILL.md URI, its frontmatter as JSON, and every file with its digest. */
export interface SkillEntry {
  uri: string
  frontmatter: Record<string, unknown>
  resources: { uri: string; digest: string }[]
}

/** `skills/list`: one page of live skills, each entry whole. */
export async function listSkillEntries(store: StoreContext, cursor: string | undefined, pageSize = DEFAULT_PAGE_SIZE): Promise<{ skills: SkillEntry[]; nextCursor?: string }> {
  const { page, nextCursor } = pageByName(await liveSkillSummaries(store), cursor, pageSize)
  const skills = await Promise.all(page.map((skill) => entryFromManifest(store, skill)))
  return nextCursor ? { skills, nextCursor } : { skills }
}

/** `skills/get`: the entry of the live skill whose SKILL.md (or root directory) the URI names. */
export async function getSkillEntry(store: StoreContext, uri: string): Promise<{ skill: SkillEntry }> {
  const parsed = parseSkillUri(uri)
  if (!parsed.ok) throw unknownUri(uri, parsed.reason)
  const skill = await liveSkillOrUnknown(store, parsed.name, uri)
  const entry = entryFromLiveSkill(skill)
  if (parsed.path !== null && skillFileUri(parsed.name, parsed.path) !== entry.uri) throw unknownUri(uri, "a skill is named by its SKILL.md's URI")
  return { skill: entry }
}

/** Lists read the manifest and SKILL.md only, never every file's bytes. */
async function entryFromManifest(store: StoreContext, skill: SkillSummary): Promise<SkillEntry> {
  const manifest = await listSkillFiles(store, skill.name, skill.currentHash)
  const skillMdPath = manifest.some((file) => file.path === 'SKILL.md') ? 'SKILL.md' : 'skill.md'
  const skillMd = await readSkillFile(store, skill.name, skillMdPath, skill.currentHash)
  return toEntry(skill.name, skillMdPath, parseSkillMd(skillMd.bytes, skillMdPath).document?.frontmatter, manifest)
}

function entryFromLiveSkill(skill: LiveSkill): SkillEntry {
  const { inspection } = skill
  return toEntry(skill.summary.name, inspection.skillMdPath ?? 'SKILL.md', inspection.document?.frontmatter, skill.files)
}

function toEntry(name: string, skillMdPath: string, frontmatter: Record<string, unknown> | undefined, files: readonly { path: string; sha256: string }[]): SkillEntry {
  return {
    uri: skillFileUri(name, skillMdPath),
    // A live skill has no errors, so its frontmatter parsed; {} only guards the type.
    frontmatter: frontmatter ?? {},
    resources: files.map((file) => ({ uri: skillFileUri(name, file.path), digest: `sha256:${file.sha256}` })),
  }
}
