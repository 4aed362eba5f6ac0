import { SkillyardError } from '../errors/skillyard-error'
import { inspectSkill, type SkillInspection } from '../skill'
import { getSkill, readSkillFiles, type SkillSummary, type StoredFile, type StoreContext } from '../store'
import type { AgentSession } from './sessions'
import { hostMessage } from './tool-result'

export interface LiveSkill {
  summary: SkillSummary
  files: StoredFile[]
  inspection: SkillInspection
}

/**
 * A skill as the assistant may use it: live (enabled, and its current hash is the approved one),
 * read at that exact version. Anything else does not exist for the assistant.
 */
export async function liveSkillOrThrow(store: StoreContext, name: string, session?: AgentSession): Promise<LiveSkill> {
  const summary = await getSkill(store, name)
  if (!summary || summary.status !== 'live') throw notLive(name, session)
  const key = `${name}@${summary.currentHash}`
  let version = parsedVersions.get(key)
  if (version) {
    parsedVersions.delete(key) // re-insert: the map's order is its recency
  } else {
    const files = await readSkillFiles(store, name, summary.currentHash)
    version = { files, inspection: inspectSkill({ folderName: name, files }) }
    if (parsedVersions.size >= PARSED_VERSIONS_KEPT) parsedVersions.delete(parsedVersions.keys().next().value!)
  }
  parsedVersions.set(key, version)
  return { summary, ...version }
}

/**
 * Versions are immutable, so a version's files and parsed SKILL.md can be kept by name@hash:
 * the live check above still reads the skill row on every call, so a disabled or changed skill
 * is never served from here. Bounded (a skill is at most 5 MiB; most are a few KiB).
 */
const PARSED_VERSIONS_KEPT = 64
const shared = globalThis as unknown as { skillyardParsedVersions?: Map<string, Omit<LiveSkill, 'summary'>> }
const parsedVersions = (shared.skillyardParsedVersions ??= new Map())

export function notLive(name: string, session?: AgentSession): SkillyardError {
  return session?.active.has(name)
    ? new SkillyardError('skill_not_live', hostMessage('that skill is no longer enabled'))
    : new SkillyardError('skill_not_live', hostMessage(`there is no enabled skill '${name}'; call list_skills to see the skills you can use.`))
}
