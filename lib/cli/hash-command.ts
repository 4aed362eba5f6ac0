import { readSkillFolder } from '../fs/read-skill-folder'
import { skillHash } from '../skill/hash'
import { EXIT, type CliIo, type ExitCode } from './io'
import { resolveSkillTarget } from './load-skill'

/** `skillyard hash <path>`: the skill hash (64 hex) of a folder's files, whether or not the skill is valid. */
export async function hashCommand(raw: string, io: CliIo): Promise<ExitCode> {
  const target = await resolveSkillTarget(raw, io.cwd)
  if (target.kind !== 'folder') {
    io.stderr(`Error: ${target.message}\n`)
    return target.kind === 'missing' ? EXIT.usage : EXIT.invalid
  }
  const { files, findings: skipped } = await readSkillFolder(target.dir)
  if (skipped.length > 0) {
    io.stderr(`Cannot hash ${target.display}; these entries cannot be part of a skill:\n${skipped.map((item) => `  - ${item.message}\n`).join('')}`)
    return EXIT.invalid
  }
  io.stdout(`${skillHash(files)}\n`)
  return EXIT.ok
}
