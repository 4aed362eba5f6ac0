import { recordEvent } from '../../store'
import { liveSkillOrThrow } from '../live-skill'
import type { ToolContext } from '../tool-context'
import { escapeXml } from '../xml'

/**
 * Progressive disclosure, step two: the skill's instructions wrapped in <skill_content>, with its
 * files listed (not read). A second load in the same session answers with a note instead.
 */
export async function loadSkillTool(context: ToolContext, args: { name: string }): Promise<string> {
  const skill = await liveSkillOrThrow(context.store, args.name, context.agentSession)
  const name = skill.summary.name
  if (!context.sessions.activate(context.agentSession, name, skill.summary.currentHash)) {
    return `<note>Skill '${escapeXml(name)}' is already loaded in this session.</note>`
  }
  await recordEvent(context.store, { action: 'skill.loaded', skillName: name, hash: skill.summary.currentHash, details: { session: context.session } })
  const resources = skill.files.map((file) => file.path).filter((path) => path !== 'SKILL.md')
  return [
    `<skill_content name="${escapeXml(name)}">`,
    (skill.inspection.document?.body ?? '').trim(),
    '',
    `Skill: ${escapeXml(name)} (version ${skill.summary.currentHash.slice(0, 8)})`,
    'Relative paths in this skill are relative to the skill directory: read them with read_skill_resource and run scripts with run_skill_script, passing the path as written.',
    ...(resources.length > 0 ? ['', '<skill_resources>', ...resources.map((path) => `  <file>${escapeXml(path)}</file>`), '</skill_resources>'] : []),
    '</skill_content>',
  ].join('\n')
}
