import { SkillyardError } from '../../errors/skillyard-error'
import { LIMITS, decodeText, extensionOf } from '../../skill'
import { recordEvent } from '../../store'
import { liveSkillOrThrow } from '../live-skill'
import { resourcePath } from '../resource-path'
import type { ToolContext } from '../tool-context'
import { hostMessage } from '../tool-result'
import { escapeXml } from '../xml'

/** One file of the live version, wrapped in <skill_resource>; long text is cut, binary files described. */
export async function readSkillResourceTool(context: ToolContext, args: { name: string; path: string }): Promise<string> {
  const path = resourcePath(args.path)
  const skill = await liveSkillOrThrow(context.store, args.name, context.agentSession)
  const file = skill.files.find((candidate) => candidate.path === path)
  if (!file) throw new SkillyardError('file_not_found', hostMessage(`skill '${skill.summary.name}' has no file '${path}'; load_skill lists its files.`))
  await recordEvent(context.store, { action: 'resource.read', skillName: skill.summary.name, hash: skill.summary.currentHash, details: { path, session: context.session } })
  const open = `<skill_resource skill="${escapeXml(skill.summary.name)}" path="${escapeXml(path)}">`
  const text = decodeText(file.bytes)
  if (text === null) {
    return `${open}\n[binary file: ${extensionOf(path) || 'no extension'}, ${file.bytes.byteLength} bytes; not shown]\n</skill_resource>`
  }
  const limit = LIMITS.editableBytes
  if (file.bytes.byteLength <= limit) return `${open}\n${text}\n</skill_resource>`
  const shown = new TextDecoder().decode(file.bytes.subarray(0, limit)).replace(/\uFFFD$/, '')
  return `${open}\n${shown}\n[truncated: showing the first ${limit} of ${file.bytes.byteLength} bytes]\n</skill_resource>`
}
