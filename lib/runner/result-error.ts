import { constants } from 'node:os'
import type { SkillyardError } from '../errors/skillyard-error'
import type { RunResult } from './run-script'
import { runnerError } from './runner-error'

/** How much of stderr's end goes into the error message (the full capture stays in the result). */
const STDERR_TAIL_CHARS = 2000

/**
 * The error a failed run stands for, or null for a successful one: `timed_out` when the timeout
 * killed it, otherwise `script_failed` with the exit code or signal and the end of stderr, which
 * is where interpreters print the error. For callers (the assistant tools) that report failures
 * as errors rather than as results.
 */
export function resultError(result: RunResult, context: { script: string; timeoutSeconds: number }): SkillyardError | null {
  if (result.ok) return null
  const tail = stderrTail(result.stderr)
  const details = { script: context.script, exitCode: result.exitCode, signal: result.signal ?? null, stderrTail: tail, sandboxed: result.sandboxed }
  if (result.timedOut) {
    return runnerError(
      'timed_out',
      `${context.script} ran longer than its ${context.timeoutSeconds}-second timeout and was stopped (all of its processes were killed).${tail ? `\nLast output on stderr:\n${tail}` : ''}`,
      details,
    )
  }
  const how = result.exitCode === null ? `was killed by ${result.signal ?? 'a signal'}${limitHint(result.signal)}` : `exited with code ${result.exitCode}${signalHint(result.exitCode)}`
  return runnerError('script_failed', `${context.script} ${how}.${tail ? `\nstderr:\n${tail}` : ' It wrote nothing to stderr.'}`, details)
}

function stderrTail(stderr: string): string {
  const text = stderr.trimEnd()
  return text.length > STDERR_TAIL_CHARS ? `…${text.slice(text.length - STDERR_TAIL_CHARS)}` : text
}

/** bwrap and shells report a command killed by signal n as exit code 128 + n. */
function signalHint(exitCode: number): string {
  const signal = Object.entries(constants.signals).find(([, number]) => number === exitCode - 128)?.[0] as NodeJS.Signals | undefined
  return signal === undefined ? '' : ` (killed by ${signal}${limitHint(signal)})`
}

function limitHint(signal: NodeJS.Signals | undefined): string {
  if (signal === 'SIGXCPU') return ' (it used up its CPU time)'
  if (signal === 'SIGXFSZ') return ' (it wrote a file larger than the sandbox allows)'
  return ''
}
