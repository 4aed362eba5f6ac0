export interface ParsedArgs {
  command: string | null
  paths: string[]
  flags: Set<string>
  /** The first argument that looks like an option but is not one of `known`. */
  unknownFlag: string | null
}

/** Splits `argv` (without node and the script) into a command, its paths and `--flags`; `--` ends the flags. */
export function parseArgs(argv: readonly string[], known: ReadonlySet<string>): ParsedArgs {
  const [command = null, ...rest] = argv
  const paths: string[] = []
  const flags = new Set<string>()
  let unknownFlag: string | null = null
  let optionsDone = false
  for (const arg of rest) {
    if (!optionsDone && arg === '--') optionsDone = true
    else if (!optionsDone && arg.startsWith('-') && arg !== '-') {
      if (known.has(arg)) flags.add(arg)
      else unknownFlag ??= arg
    } else paths.push(arg)
  }
  return { command, paths, flags, unknownFlag }
}
