import { liveSkillOrThrow, type LiveSkill } from '../agent/live-skill'
import { isSkillyardError } from '../errors/skillyard-error'
import { listSkills, type SkillSummary, type StoreContext } from '../store'
import { invalidParams } from './mcp-error'

/** The skills that exist over MCP, by name: live ones only, as for the assistant's tools. */
export async function liveSkillSummaries(store: StoreContext): Promise<SkillSummary[]> {
  return (await listSkills(store)).filter((skill) => skill.status === 'live')
}

/** One live skill read at its approved version; any other skill is an unknown URI (-32602). */
export async function liveSkillOrUnknown(store: StoreContext, name: string, uri: string): Promise<LiveSkill> {
  try {
    return await liveSkillOrThrow(store, name)
  } catch (error) {
    if (isSkillyardError(error) && error.code === 'skill_not_live') throw unknownUri(uri)
    throw error
  }
}

export function unknownUri(uri: string, why = 'no live skill serves it'): Error {
  return invalidParams(`Unknown resource ${JSON.stringify(uri)}: ${why}.`)
}
