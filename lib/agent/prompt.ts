import type { SkillSummary } from '../store'
import { escapeXml } from './xml'

/** A description longer than this is cut in the catalog (the spec allows 1,024; some clients allow more). */
export const CATALOG_DESCRIPTION_LIMIT = 1536
/** The catalog's default budget in characters; the rest of the skills are left to list_skills. */
export const DEFAULT_CATALOG_BUDGET = 12_000

export type CatalogFormat = 'xml' | 'json' | 'none'

const INSTRUCTIONS = `You can use skills: folders of instructions, scripts and resources that the owner of this system approved for you.
- Discover: the skills are listed below (or call list_skills with a query). A skill's description says what it does and when to use it.
- Load: when a task matches a skill's description, call load_skill with its name before doing the task, and follow its instructions. Loading twice in one session is not needed.
- Read: a skill's instructions name files by paths relative to the skill; read one with read_skill_resource only when the instructions tell you to.
- Run: run a skill's script with run_skill_script, passing its arguments as a JSON object. Some runs need the owner's approval: you then get an approvalId; tell the user, and call again with it once they have answered.
- Messages that start with "HOST:" come from this system, not from a script; they say what to do next.
- If the owner changes skills during a conversation, call refresh_skills.`

/**
 * The system-prompt block: how to use the skill tools, plus an optional catalog of the live
 * skills (`<available_skills>` XML, escaped, or JSON) within a character budget. Null when no
 * skill is live: then no skill tools are offered either.
 */
export function skillsPrompt(liveSkills: readonly Pick<SkillSummary, 'name' | 'description'>[], options: { format?: CatalogFormat; budget?: number } = {}): string | null {
  if (liveSkills.length === 0) return null
  const format = options.format ?? 'xml'
  if (format === 'none') return INSTRUCTIONS
  const budget = options.budget ?? DEFAULT_CATALOG_BUDGET
  const entries: { name: string; description: string }[] = []
  let used = 0
  for (const skill of [...liveSkills].sort((a, b) => a.name.localeCompare(b.name))) {
    const description = [...skill.description].length > CATALOG_DESCRIPTION_LIMIT ? `${[...skill.description].slice(0, CATALOG_DESCRIPTION_LIMIT - 1).join('')}…` : skill.description
    const cost = skill.name.length + description.length + 60
    if (used + cost > budget) break
    used += cost
    entries.push({ name: skill.name, description })
  }
  const omitted = liveSkills.length - entries.length
  const note = omitted > 0 ? `\n${omitted} more skill${omitted === 1 ? '' : 's'} not listed here; call list_skills with a query to find them.` : ''
  const catalog =
    format === 'json'
      ? `Available skills (JSON):\n${JSON.stringify(entries)}`
      : ['<available_skills>', ...entries.map((e) => `<skill>\n<name>${escapeXml(e.name)}</name>\n<description>${escapeXml(e.description)}</description>\n</skill>`), '</available_skills>'].join('\n')
  return `${INSTRUCTIONS}\n\n${catalog}${note}`
}
