import { liveSkillOrThrow } from '../live-skill'
import { resourcePath } from '../resource-path'
import type { ToolContext } from '../tool-context'

/** The files of a live skill (optionally under one folder), listed with sizes, never read. */
export async function listSkillResourcesTool(context: ToolContext, args: { name: string; subpath?: string }) {
  const skill = await liveSkillOrThrow(context.store, args.name, context.agentSession)
  const prefix = args.subpath ? `${resourcePath(args.subpath).replace(/\/$/, '')}/` : ''
  return {
    name: skill.summary.name,
    files: skill.files.filter((file) => file.path.startsWith(prefix)).map((file) => ({ path: file.path, size: file.bytes.byteLength, executable: file.executable })),
  }
}
