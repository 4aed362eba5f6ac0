import { getOwn } from '../skill/plain-data'
import { toPromptXml, type PromptEntry } from '../skill/prompt-xml'
import { pyStrip } from '../skill/unicode-text'
import { EXIT, type CliIo, type ExitCode } from './io'
import { loadSkillFolder, resolveSkillTarget, skillMdLocation } from './load-skill'

/**
 * `skillyard to-prompt <path>...`: the `<available_skills>` block as skills-ref prints it. Like
 * skills-ref it needs only a readable name and description, not a fully valid skill.
 */
export async function toPromptCommand(paths: readonly string[], io: CliIo): Promise<ExitCode> {
  const entries: PromptEntry[] = []
  for (const raw of paths) {
    const target = await resolveSkillTarget(raw, io.cwd)
    if (target.kind !== 'folder') {
      io.stderr(`Error: ${target.message}\n`)
      return target.kind === 'missing' ? EXIT.usage : EXIT.invalid
    }
    const { inspection } = await loadSkillFolder(target.dir)
    const name = inspection.document ? getOwn(inspection.document.frontmatter, 'name') : undefined
    if (typeof name !== 'string' || pyStrip(name) === '' || inspection.description === null) {
      const problem =
        inspection.findings.find((item) => item.severity === 'error' && /^(skill_md|frontmatter|yaml|name_(missing|empty)|description_(missing|empty))/.test(item.code)) ??
        inspection.findings.find((item) => item.severity === 'error')
      io.stderr(`Error: ${problem?.message ?? `Cannot read the skill at ${target.display}`}\n`)
      return EXIT.invalid
    }
    entries.push({ name: pyStrip(name), description: inspection.description, location: skillMdLocation(target.dir, inspection) })
  }
  io.stdout(`${toPromptXml(entries)}\n`)
  return EXIT.ok
}
