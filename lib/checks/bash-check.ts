import { SCRIPT_INTERPRETERS } from '../skill/scripts'
import type { Finding } from '../skill/types'
import { checkFinding } from './check-codes'
import type { FileCheck, FileCheckContext } from './file-check'
import { runSpawnCheck, type ToolOutput } from './spawn-check'
import { clampLine, placeSuffix } from './text-position'

/** Bash quotes like `this'; messages use 'this'. The token may hold quotes itself (`$'do\r''). */
function requote(message: string): string {
  return message.replace(/`(.*?)'(?=$|[\s,.)])/g, "'$1'")
}

const CRLF_HINT = '. The file has Windows (CRLF) line endings; bash needs Unix (LF) line endings.'

/**
 * Reads `bash -n` stderr: `scripts/run.sh: line 4: syntax error near unexpected token `fi'`.
 * The line after an error that only echoes the offending source (`line 4: `fi fi'`) is dropped.
 */
export function parseBashOutput(output: ToolOutput, context: FileCheckContext): Finding[] {
  const prefix = `${context.path}: line `
  const findings: Finding[] = []
  for (const raw of output.stderr.split('\n')) {
    if (!raw.startsWith(prefix)) continue
    const match = /^(\d+): (.*)$/s.exec(raw.slice(prefix.length))
    if (!match?.[1] || match[2] === undefined) continue
    const text = match[2]
    if (text.startsWith('`')) continue
    const line = clampLine(context.text, Number(match[1]))
    const warning = text.startsWith('warning: ')
    const message = requote(warning ? text.slice('warning: '.length) : text)
    const hint = !warning && context.text.includes('\r\n') ? CRLF_HINT : ''
    findings.push(
      checkFinding(
        warning ? 'syntax_warning' : 'syntax_error',
        warning ? 'warning' : 'error',
        `bash: ${message}${placeSuffix({ line })}${hint}`,
        { path: context.path, line },
      ),
    )
  }
  return findings
}

/** `bash -n`: bash reads the whole script and runs none of it. */
export const checkBash: FileCheck = (context) =>
  runSpawnCheck(
    {
      command: SCRIPT_INTERPRETERS['.sh'] ?? 'bash',
      args: (file) => ['-n', file],
      parse: parseBashOutput,
    },
    context,
  )
