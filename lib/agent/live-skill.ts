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
  const files = await readSkillFiles(store, name, summary.currentHash)
  return { summary, files, inspection: inspectSkill({ folderName: name, files }) }
}

export function notLive(name: string, session?: AgentSession): SkillyardError {
  return session?.active.has(name)
    ? new SkillyardError('skill_not_live', hostMessage('that skill is no longer enabled'))
    : new SkillyardError('skill_not_live', hostMessage(`there is no enabled skill '${name}'; call list_skills to see the skills you can use.`))
}
