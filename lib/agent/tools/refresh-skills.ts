import { listSkills } from '../../store'
import type { ToolContext } from '../tool-context'

/** What was added, removed or changed among the live skills since this session last looked. */
export async function refreshSkillsTool(context: ToolContext) {
  const live = new Map((await listSkills(context.store)).filter((skill) => skill.status === 'live').map((skill) => [skill.name, skill.currentHash]))
  const previous = context.agentSession.lastView ?? new Map<string, string>()
  const result = {
    added: [...live.keys()].filter((name) => !previous.has(name)),
    removed: [...previous.keys()].filter((name) => !live.has(name)),
    changed: [...live].filter(([name, hash]) => previous.has(name) && previous.get(name) !== hash).map(([name]) => name),
  }
  context.agentSession.lastView = live
  for (const name of [...result.removed, ...result.changed]) context.agentSession.active.delete(name)
  return result
}
