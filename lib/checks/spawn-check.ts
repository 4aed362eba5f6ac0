import { LIMITS } from '../skill/limits'
import type { Finding } from '../skill/types'
import { checkFinding } from './check-codes'
import type { FileCheckContext } from './file-check'
import { runTool } from './run-tool'
import { withTempCopy } from './temp-copy'

/** What a tool printed, with the temp path already replaced by the skill-relative one. */
export interface ToolOutput {
  exitCode: number | null
  stdout: string
  stderr: string
}

export interface SpawnCheck {
  /** Executable looked up on PATH, also the name messages use (`bash`, `python3`, `node`). */
  command: string
  /** Arguments for a copy at `file`. */
  args(file: string): string[]
  siblings?: ReadonlyArray<{ name: string; content: string }>
  /** Turns the tool's answer into findings. An empty result with a non-zero exit becomes `check_failed`. */
  parse(output: ToolOutput, context: FileCheckContext): Finding[]
}

function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`
}

function firstLine(text: string): string {
  return text.split('\n').find((line) => line.trim() !== '')?.trim() ?? ''
}

/**
 * Runs one external syntax checker on a temp copy of the file and maps every way it can end —
 * answered, too big to try, not installed, too slow, crashed — to findings. Never throws for
 * what the tool does.
 */
export async function runSpawnCheck(check: SpawnCheck, context: FileCheckContext): Promise<Finding[]> {
  const { path, bytes, extension } = context
  const place = { path }
  if (bytes.byteLength > LIMITS.editableBytes) {
    return [
      checkFinding(
        'check_skipped',
        'warning',
        `${path} is ${bytes.byteLength} bytes; ${check.command} syntax checks run on files up to ${LIMITS.editableBytes} bytes (the editor's limit), so it was not checked`,
        place,
      ),
    ]
  }
  const copy = { path, content: bytes, fileName: `check${extension}`, siblings: check.siblings }
  return withTempCopy(copy, async ({ dir, file, redact }) => {
    const run = await runTool(check.command, check.args(file), { cwd: dir, timeoutMs: context.timeoutMs })
    if (run.unavailable) {
      const why = run.reason === 'not installed' ? 'is not installed on this server' : `could not be started (${run.reason})`
      return [checkFinding('check_unavailable', 'warning', `${check.command} ${why}, so ${path} was not syntax-checked`, place)]
    }
    if (run.timedOut) {
      return [
        checkFinding(
          'check_timed_out',
          'warning',
          `${check.command} did not finish checking ${path} within ${formatDuration(context.timeoutMs)} and was stopped; the file was not checked`,
          place,
        ),
      ]
    }
    const output: ToolOutput = { exitCode: run.exitCode, stdout: redact(run.stdout), stderr: redact(run.stderr) }
    const findings = check.parse(output, context)
    if (findings.length > 0 || run.exitCode === 0) return findings
    const how = run.exitCode === null ? `was killed by ${run.signal ?? 'a signal'}` : `exited with code ${run.exitCode}`
    const said = firstLine(output.stderr) || firstLine(output.stdout)
    return [
      checkFinding(
        'check_failed',
        'warning',
        `${check.command} ${how} while checking ${path} without a message we could read${said ? `: ${said}` : ''}`,
        place,
      ),
    ]
  })
}
