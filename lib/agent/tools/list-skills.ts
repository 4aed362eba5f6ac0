import { listSkills } from '../../store'
import type { ToolContext } from '../tool-context'

/** Live and built-in skills; with includeDisabled, disabled skills and drafts too (with author, tier and draft reasons). */
export async function listSkillsTool(context: ToolContext, args: { includeDisabled?: boolean; query?: string }) {
  const words = (args.query ?? '').toLowerCase().split(/\s+/).filter(Boolean)
  const skills = (await listSkills(context.store))
    .filter((skill) => args.includeDisabled || skill.status === 'live')
    .filter((skill) => words.every((word) => `${skill.name} ${skill.description}`.toLowerCase().includes(word)))
  return {
    skills: skills.map((skill) => ({
      name: skill.name,
      description: skill.description,
      status: skill.status,
      author: skill.author,
      builtIn: skill.builtIn,
      tier: skill.tier,
      runner: 'sandbox',
      hash: skill.currentHash,
      ...(skill.draft ? { draft: { rationale: skill.draft.rationale, sourceChats: skill.draft.sourceChats, locked: skill.lockedAt !== null } } : {}),
    })),
  }
}
