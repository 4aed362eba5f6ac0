import { existsSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { bwrapOptions, readHostLayout, SANDBOX_ID, type HostLayout } from './bwrap-args'
import { findProgram } from './interpreter'
import { withLimits } from './resource-limits'
import { runProcess, type ProcessOutcome } from './run-process'

/** Where bubblewrap is looked for when the caller names none; never via the server's PATH. */
const BWRAP_LOCATIONS = ['/usr/bin/bwrap', '/usr/local/bin/bwrap', '/bin/bwrap']
const PROBE_TIMEOUT_MS = 10_000

export const MISSING_PRLIMIT =
  'prlimit is not installed on this server; the sandbox needs it to set resource limits. Install util-linux (`apt-get install util-linux`).'

/** The environment variable that allows running scripts without a sandbox when bwrap cannot work. */
export const UNSAFE_NO_SANDBOX = 'SKILLYARD_UNSAFE_NO_SANDBOX'

export interface SandboxStatus {
  /** bwrap is installed and built a sandbox just now. */
  available: boolean
  /** SKILLYARD_UNSAFE_NO_SANDBOX=1: when the sandbox is unavailable, scripts run directly on the server. */
  unsafe: boolean
  /** Why the sandbox is unavailable and how to fix it; null when it is available. */
  reason: string | null
}

/** The server's environment as the runner reads it (NodeJS.ProcessEnv fits; tests pass plain objects). */
export type ServerEnv = Readonly<Record<string, string | undefined>>

export function isUnsafeNoSandbox(env: ServerEnv): boolean {
  return env[UNSAFE_NO_SANDBOX] === '1'
}

export function defaultBwrapPath(): string {
  return BWRAP_LOCATIONS.find((path) => existsSync(path)) ?? (BWRAP_LOCATIONS[0] as string)
}

/**
 * The host user bwrap is started as. bwrap maps the sandbox's 65534 to the uid that started it,
 * so a root server would run scripts as host root (without capabilities, but exempt from
 * RLIMIT_NPROC, which the kernel never applies to uid 0, and able to read root-only files if one
 * were ever bound in). A root server therefore starts bwrap as 65534:65534; any other server
 * starts it as itself.
 */
export function sandboxHostUser(): { uid: number; gid: number } | undefined {
  return process.getuid?.() === 0 ? { uid: SANDBOX_ID, gid: SANDBOX_ID } : undefined
}

/**
 * For the UI banner: builds one empty sandbox and reports whether that worked; with `cacheDir`,
 * also whether the sandbox's user can reach that folder.
 */
export async function sandboxStatus(env: ServerEnv = process.env, options: { bwrapPath?: string; cacheDir?: string } = {}): Promise<SandboxStatus> {
  const bwrapPath = options.bwrapPath ?? defaultBwrapPath()
  const layout = readHostLayout()
  const unsafe = isUnsafeNoSandbox(env)
  const prlimit = findProgram('prlimit', layout)
  const probe = findProgram('true', layout)
  if (prlimit === null || probe === null) return { available: false, unsafe, reason: MISSING_PRLIMIT }
  const command = withLimits([probe], { prlimit, timeoutSeconds: PROBE_TIMEOUT_MS / 1000, limitAddressSpace: true })
  const outcome = await runInSandbox({ bwrapPath, layout, command, env: {}, stdin: '', timeoutMs: PROBE_TIMEOUT_MS, outputLimit: 4096 })
  const reason = unavailableReason(outcome, bwrapPath) ?? (options.cacheDir === undefined ? null : unreachableReason(resolve(options.cacheDir, 'version')))
  return { available: reason === null, unsafe, reason }
}

export interface SandboxRun {
  bwrapPath: string
  layout: HostLayout
  /** Host folder bound read-only at /skill; absent for the availability probe. */
  skillDir?: string
  /** The command inside the sandbox, already wrapped by `withLimits`. */
  command: string[]
  env: Readonly<Record<string, string>>
  stdin: string
  timeoutMs: number
  outputLimit: number
}

/** The exact argument vector bwrap is started with, and the options it reads from fd 3 (`--args 3`). */
export function bwrapInvocation(run: Pick<SandboxRun, 'bwrapPath' | 'layout' | 'skillDir' | 'env' | 'command'>): { argv: string[]; options: string[] } {
  const options = bwrapOptions({ skillDir: run.skillDir, env: run.env, layout: run.layout })
  return { argv: [run.bwrapPath, '--args', '3', '--', ...run.command], options }
}

/**
 * Runs `command` under bwrap. The options (the environment, SKILLYARD_ARGS included) go over a
 * pipe rather than the command line, so other users of the host cannot read them in `ps`.
 */
export function runInSandbox(run: SandboxRun): Promise<ProcessOutcome> {
  const { argv, options } = bwrapInvocation(run)
  return runProcess({
    command: argv[0] as string,
    args: argv.slice(1),
    env: {}, // bwrap needs none; the script's environment is set with --clearenv/--setenv
    stdin: run.stdin,
    fd3: options.map((option) => `${option}\0`).join(''),
    fd4: true, // --json-status-fd
    timeoutMs: run.timeoutMs,
    outputLimit: run.outputLimit,
    user: sandboxHostUser(),
  })
}

/** The same run with no sandbox at all (SKILLYARD_UNSAFE_NO_SANDBOX=1 and no working bwrap), as the server's own user. */
export function runUnsandboxed(run: { cwd: string; command: string[]; env: Readonly<Record<string, string>>; stdin: string; timeoutMs: number; outputLimit: number }): Promise<ProcessOutcome> {
  return runProcess({
    command: run.command[0] as string,
    args: run.command.slice(1),
    cwd: run.cwd,
    env: run.env,
    stdin: run.stdin,
    timeoutMs: run.timeoutMs,
    outputLimit: run.outputLimit,
  })
}

/**
 * Null when `folder` can be bound by the user bwrap runs as; otherwise the first parent folder
 * that user cannot search, with the fix. Checked before a run so the owner gets this message
 * rather than bwrap's "Can't find source path".
 */
export function unreachableReason(folder: string): string | null {
  const user = sandboxHostUser()
  if (user === undefined) return null
  for (let dir = dirname(resolve(folder)); ; dir = dirname(dir)) {
    const stat = statSync(dir)
    const searchable = stat.uid === user.uid ? stat.mode & 0o100 : stat.gid === user.gid ? stat.mode & 0o010 : stat.mode & 0o001
    if (!searchable) {
      return `Skillyard runs as root, so it starts the sandbox as uid ${user.uid}, which cannot reach the runner cache: ${dir} is not searchable by other users. Allow it with \`chmod o+x ${dir}\` (search only, no listing), or put the cache folder under a searchable path.`
    }
    if (dir === dirname(dir)) return null
  }
}

/**
 * Null when bwrap built the sandbox and started the command in it: its status fd then reports
 * `"exit-code"` (a script cannot suppress that line, bwrap writes it after the command ends), or
 * the run hit its timeout. Otherwise why not and what to do: bwrap missing, or bwrap unable to
 * make namespaces. Never decided from stderr, which the script controls.
 */
export function unavailableReason(outcome: ProcessOutcome, bwrapPath: string): string | null {
  if (outcome.spawnError !== undefined) {
    const code = outcome.spawnError.code ?? outcome.spawnError.message
    return code === 'ENOENT'
      ? `bubblewrap is not installed (no ${bwrapPath}), so scripts cannot run in a sandbox. Install it with \`apt-get install bubblewrap\` (Debian/Ubuntu) or \`dnf install bubblewrap\` (Fedora), or set ${UNSAFE_NO_SANDBOX}=1 to run scripts without a sandbox (unsafe).`
      : `bubblewrap at ${bwrapPath} could not be started (${code}). Check that it is an executable (\`apt-get install bubblewrap\`), or set ${UNSAFE_NO_SANDBOX}=1 to run scripts without a sandbox (unsafe).`
  }
  if (/"exit-code"\s*:/.test(outcome.fd4) || outcome.timedOut) return null
  const lines = outcome.stderr.text.trim().split('\n')
  const said = lines.find((line) => line.startsWith('bwrap:')) ?? lines[0] ?? ''
  return `bubblewrap at ${bwrapPath} could not build a sandbox${said ? ` (${said})` : ''}. It needs unprivileged user namespaces: allow them (sysctl user.max_user_namespaces > 0; on Ubuntu 24.04 kernel.apparmor_restrict_unprivileged_userns=0 or an AppArmor profile for bwrap; in Docker, a seccomp profile that permits unshare/clone), and bubblewrap 0.8 or newer. Or set ${UNSAFE_NO_SANDBOX}=1 to run scripts without a sandbox (unsafe).`
}
