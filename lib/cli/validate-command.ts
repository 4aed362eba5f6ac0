import { finding } from '../skill/finding'
import type { Finding } from '../skill/types'
import { EXIT, type CliIo, type ExitCode } from './io'
import { loadSkillFolder, resolveSkillTarget } from './load-skill'

interface ValidateResult {
  path: string
  valid: boolean
  name: string | null
  hash: string | null
  skillMdPath: string | null
  findings: Finding[]
}

const messages = (findings: Finding[], severity: Finding['severity']) =>
  findings.filter((item) => item.severity === severity).map((item) => item.message)

/**
 * `skillyard validate <path>... [--strict] [--json]`, speaking skills-ref's language:
 * `Valid skill: <path>` on stdout, or `Validation failed for <path>:` and one `  - <message>`
 * line per error on stderr. Warnings follow as `  - warning: <message>` lines.
 */
export async function validateCommand(paths: readonly string[], options: { strict: boolean; json: boolean }, io: CliIo): Promise<ExitCode> {
  let exit: ExitCode = EXIT.ok
  const results: ValidateResult[] = []
  for (const raw of paths) {
    const target = await resolveSkillTarget(raw, io.cwd)
    if (target.kind !== 'folder') {
      exit = target.kind === 'missing' ? EXIT.usage : exit === EXIT.usage ? exit : EXIT.invalid
      const code = target.kind === 'missing' ? 'path_missing' : 'path_not_directory'
      results.push({
        path: target.display,
        valid: false,
        name: null,
        hash: null,
        skillMdPath: null,
        findings: [finding(code, 'error', 'skills-ref', target.message)],
      })
      if (!options.json) io.stderr(`Validation failed for ${target.display}:\n  - ${target.message}\n`)
      continue
    }
    const { inspection, hash } = await loadSkillFolder(target.dir, { strict: options.strict })
    results.push({
      path: target.display,
      valid: inspection.valid,
      name: inspection.name,
      hash,
      skillMdPath: inspection.skillMdPath,
      findings: inspection.findings,
    })
    if (!inspection.valid && exit === EXIT.ok) exit = EXIT.invalid
    if (options.json) continue
    const warnings = messages(inspection.findings, 'warning').map((message) => `  - warning: ${message}\n`)
    if (inspection.valid) {
      io.stdout(`Valid skill: ${target.display}\n`)
      if (warnings.length > 0) io.stderr(`Warnings for ${target.display}:\n${warnings.join('')}`)
    } else {
      const errors = messages(inspection.findings, 'error').map((message) => `  - ${message}\n`)
      io.stderr(`Validation failed for ${target.display}:\n${errors.join('')}${warnings.join('')}`)
    }
  }
  if (options.json) io.stdout(`${JSON.stringify({ valid: results.every((item) => item.valid), results }, null, 2)}\n`)
  return exit
}
