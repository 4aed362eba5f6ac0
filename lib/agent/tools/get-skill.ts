import { decodeText } from '../../skill'
import { getSkillOrThrow, listSkillFiles, readSkillFile } from '../../store'
import { safePath } from '../skill-files-input'
import type { ToolContext } from '../tool-context'

/** A skill's SKILL.md and file list, or one file. Reads only; never runs anything. */
export async function getSkillTool(context: ToolContext, args: { name: string; path?: string }) {
  const skill = await getSkillOrThrow(context.store, args.name)
  const path = args.path === undefined ? undefined : safePath(args.path)
  if (path) {
    const file = await readSkillFile(context.store, skill.name, path)
    const text = decodeText(file.bytes)
    return text === null
      ? { name: skill.name, path, binary: true, size: file.bytes.byteLength }
      : { name: skill.name, path, content: text }
  }
  const [manifest, skillMd] = await Promise.all([listSkillFiles(context.store, skill.name), readSkillFile(context.store, skill.name, 'SKILL.md')])
  return {
    name: skill.name,
    status: skill.status,
    author: skill.author,
    tier: skill.tier,
    hash: skill.currentHash,
    skillMd: decodeText(skillMd.bytes),
    files: manifest.map(({ path: filePath, size, executable }) => ({ path: filePath, size, executable })),
  }
}
