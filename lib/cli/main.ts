import { parseArgs } from './args'
import { hashCommand } from './hash-command'
import { EXIT, type CliIo, type ExitCode } from './io'
import { toPromptCommand } from './to-prompt-command'
import { validateCommand } from './validate-command'

export const HELP = `Usage: skillyard <command> [options] <path>...

Commands:
  validate <path>... [--strict] [--json]
      Check skill folders (or their SKILL.md files) against the Agent Skills spec,
      skills-ref's rules and Skillyard's settings. Exit 0 when all are valid,
      1 when any is invalid, 2 for a usage error or a path that does not exist.
      --strict  unknown frontmatter fields and non-string metadata are errors
      --json    print one JSON document with every path's findings, name and hash
  to-prompt <path>...
      Print the <available_skills> block for the skills, as skills-ref does.
  hash <path>
      Print the skill hash (SHA-256 of the file manifest) of a folder.

Options:
  -h, --help  Show this help.
`

const FLAGS: Record<string, ReadonlySet<string>> = {
  validate: new Set(['--strict', '--json']),
  'to-prompt': new Set(),
  hash: new Set(),
}

function usageError(io: CliIo, message: string): ExitCode {
  io.stderr(`Error: ${message}\nRun 'skillyard --help' for usage.\n`)
  return EXIT.usage
}

/** Runs one CLI invocation and returns its exit code; the entry point (bin/skillyard.mjs) exits. */
export async function main(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout(HELP)
    return EXIT.ok
  }
  if (argv.length === 0) {
    io.stderr(HELP)
    return EXIT.usage
  }
  const command = argv[0] ?? ''
  const known = FLAGS[command]
  if (!known) return usageError(io, `unknown command '${command}'`)
  const args = parseArgs(argv, known)
  if (args.unknownFlag) return usageError(io, `unknown option '${args.unknownFlag}' for ${command}`)
  if (args.paths.length === 0) return usageError(io, `${command} needs at least one path`)
  switch (command) {
    case 'validate':
      return validateCommand(args.paths, { strict: args.flags.has('--strict'), json: args.flags.has('--json') }, io)
    case 'to-prompt':
      return toPromptCommand(args.paths, io)
    default:
      if (args.paths.length !== 1) return usageError(io, 'hash takes exactly one path')
      return hashCommand(args.paths[0] ?? '', io)
  }
}
