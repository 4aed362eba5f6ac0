import { LIMITS } from '../skill/limits'
import { isScriptFile } from '../skill/scripts'
import type { SkillSettings } from '../skill/types'
import { readHostLayout, SANDBOX_PATH, SANDBOX_SKILL_DIR } from './bwrap-args'
import { findProgram, readShebang, resolveInterpreter } from './interpreter'
import { RUNNER_LIMITS } from './limits'
import { materializeVersion, type VersionFile } from './materialize'
import type { CapturedOutput } from './output-capture'
import { withLimits } from './resource-limits'
import type { ProcessOutcome } from './run-process'
import { runnerError } from './runner-error'
import { defaultBwrapPath, isUnsafeNoSandbox, MISSING_PRLIMIT, type ServerEnv, runInSandbox, runUnsandboxed, unavailableReason, unreachableReason } from './sandbox'
import { isSkillMdPath } from '../skill/skill-md-path'

export interface RunScriptInput {
  /** The exact version to run: its name, hash and every file with its SHA-256 (as the store returns them). */
  skill: { name: string; hash: string; files: readonly VersionFile[] }
  /** Path of the script inside the skill, e.g. `scripts/run.py`. */
  script: string
  /** The call's arguments: sent as JSON on stdin and in SKILLYARD_ARGS. */
  args: Record<string, unknown>
  settings: Pick<SkillSettings, 'timeoutSeconds' | 'network' | 'allowedDomains'> & Partial<SkillSettings>
}

export interface RunScriptOptions {
  /** Folder of materialised versions, one sub-folder per hash. */
  cacheDir: string
  /** The server's environment (default process.env); only SKILLYARD_UNSAFE_NO_SANDBOX is read from it. Never passed to the script. */
  env?: ServerEnv
  bwrapPath?: string
  /** Bytes kept of stdout and of stderr each (default 64 KiB). */
  outputLimit?: number
}

export interface RunResult {
  /** Exit code 0, not timed out. */
  ok: boolean
  exitCode: number | null
  /**
   * The signal that ended the run: SIGKILL at the timeout. A script killed by a signal inside the
   * sandbox (SIGXCPU, SIGXFSZ at a limit) shows as exit code 128 + n, as bwrap reports it.
   */
  signal?: NodeJS.Signals
  timedOut: boolean
  durationMs: number
  /** Parsed JSON when stdout is complete JSON, otherwise its text (with a truncation note when cut). */
  stdout: unknown
  /** The end of stderr (with a note in front when its beginning was dropped). */
  stderr: string
  truncated: { stdout: boolean; stderr: boolean }
  /** False only for a run allowed by SKILLYARD_UNSAFE_NO_SANDBOX=1 while bwrap was unavailable. */
  sandboxed: boolean
}

/**
 * The allow-list: the whole environment a script sees, apart from SKILLYARD_ARGS and PWD (its
 * working directory, which bwrap always sets after --chdir; the unsandboxed run sets it too).
 */
export const SCRIPT_ENV: Readonly<Record<string, string>> = Object.freeze({
  PATH: SANDBOX_PATH,
  LANG: 'C.UTF-8',
  HOME: '/tmp',
})

/**
 * Runs one script of one exact version in the bubblewrap sandbox: checks the request (no network
 * allow-lists, a real script, arguments that fit), materialises and verifies the version, picks
 * the interpreter, and runs it with the arguments on stdin and in SKILLYARD_ARGS under the
 * skill's timeout. A script's own failure is a result (`ok: false`); `resultError` turns one into
 * a `timed_out` / `script_failed` error. Without a working bwrap this throws
 * `sandbox_unavailable`, unless SKILLYARD_UNSAFE_NO_SANDBOX=1 allows an unsandboxed run.
 */
export async function runScript(input: RunScriptInput, options: RunScriptOptions): Promise<RunResult> {
  const { skill, settings } = input
  if (settings.network === 'allowlist' || settings.allowedDomains.length > 0) {
    throw runnerError(
      'network_not_supported',
      `Skill '${skill.name}' asks for network access to ${settings.allowedDomains.join(', ') || 'an allow-list'}, but this Skillyard runs scripts without network; egress allow-lists are not supported yet. Remove skillyard.allowed-domains (and set skillyard.network to 'none') to run it offline.`,
      { name: skill.name, allowedDomains: settings.allowedDomains },
    )
  }
  const file = skill.files.find((candidate) => candidate.path === input.script)
  if (file === undefined || !isRunnable(file)) {
    throw runnerError(
      'script_not_found',
      file === undefined
        ? `Skill '${skill.name}' has no file '${input.script}' in version ${skill.hash.slice(0, 8)}.`
        : `'${input.script}' in skill '${skill.name}' is not a script: scripts live under scripts/ with a known extension, are marked executable, or start with '#!'.`,
      { name: skill.name, script: input.script },
    )
  }
  const argsJson = encodeArgs(input.args)
  const timeoutSeconds = clampTimeout(settings.timeoutSeconds)
  const outputLimit = options.outputLimit ?? RUNNER_LIMITS.outputBytes

  const layout = readHostLayout()
  const interpreter = resolveInterpreter(file, layout)
  const prlimit = findProgram('prlimit', layout)
  if (prlimit === null) throw runnerError('sandbox_unavailable', MISSING_PRLIMIT)
  const folder = await materializeVersion({ name: skill.name, hash: skill.hash, files: skill.files }, { cacheDir: options.cacheDir })

  const env = { ...SCRIPT_ENV, SKILLYARD_ARGS: argsJson }
  const limits = { prlimit, timeoutSeconds, limitAddressSpace: interpreter.limitAddressSpace }
  const run = { stdin: argsJson, timeoutMs: timeoutSeconds * 1000, outputLimit }
  const bwrapPath = options.bwrapPath ?? defaultBwrapPath()
  let reason = unreachableReason(folder)
  if (reason === null) {
    const sandboxed = await runInSandbox({
      ...run,
      env: { ...env, PWD: SANDBOX_SKILL_DIR },
      bwrapPath,
      layout,
      skillDir: folder,
      command: withLimits([...interpreter.command, `${SANDBOX_SKILL_DIR}/${file.path}`], limits),
    })
    reason = unavailableReason(sandboxed, bwrapPath)
    if (reason === null) return toResult(sandboxed, true)
  }
  // The script has not started: bwrap never reported an exit code from inside the sandbox.
  if (!isUnsafeNoSandbox(options.env ?? process.env)) throw runnerError('sandbox_unavailable', reason, { bwrapPath })
  const direct = await runUnsandboxed({ ...run, env: { ...env, PWD: folder }, cwd: folder, command: withLimits([...interpreter.command, `${folder}/${file.path}`], limits) })
  if (direct.spawnError !== undefined) {
    throw runnerError('script_failed', `Could not start ${input.script}: ${direct.spawnError.code ?? direct.spawnError.message}.`, { script: input.script })
  }
  return toResult(direct, false)
}

function isRunnable(file: VersionFile): boolean {
  if (isSkillMdPath(file.path)) return false
  return isScriptFile(file) || readShebang(file.bytes) !== null
}

function encodeArgs(args: Record<string, unknown>): string {
  let json: string | undefined
  try {
    json = JSON.stringify(args)
  } catch (error) {
    throw runnerError('invalid_arguments', `The script's arguments cannot be written as JSON: ${(error as Error).message}.`)
  }
  if (json === undefined || typeof args !== 'object' || args === null || Array.isArray(args)) {
    throw runnerError('invalid_arguments', 'A script takes a JSON object as its arguments.')
  }
  const bytes = Buffer.byteLength(json)
  if (bytes > RUNNER_LIMITS.argsBytes) {
    throw runnerError('invalid_arguments', `The script's arguments are ${bytes} bytes as JSON; at most ${RUNNER_LIMITS.argsBytes} are allowed.`, {
      bytes,
      limit: RUNNER_LIMITS.argsBytes,
    })
  }
  return json
}

function clampTimeout(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds < 1) return LIMITS.timeoutSecondsDefault
  return Math.min(Math.ceil(seconds), LIMITS.timeoutSecondsMax)
}

function toResult(outcome: ProcessOutcome, sandboxed: boolean): RunResult {
  const truncated = { stdout: outcome.stdout.droppedBytes > 0, stderr: outcome.stderr.droppedBytes > 0 }
  return {
    ok: outcome.exitCode === 0 && !outcome.timedOut,
    exitCode: outcome.exitCode,
    ...(outcome.signal ? { signal: outcome.signal } : {}),
    timedOut: outcome.timedOut,
    durationMs: outcome.durationMs,
    stdout: readStdout(outcome.stdout),
    stderr: outcome.stderr.droppedBytes > 0 ? `[output truncated: ${outcome.stderr.droppedBytes} bytes before]\n${outcome.stderr.text}` : outcome.stderr.text,
    truncated,
    sandboxed,
  }
}

function readStdout(output: CapturedOutput): unknown {
  if (output.droppedBytes > 0) return `${output.text}\n[output truncated: ${output.droppedBytes} bytes more]`
  const text = output.text.trim()
  if (text === '') return output.text
  try {
    return JSON.parse(text) as unknown
  } catch {
    return output.text // not JSON: the text is the result
  }
}
