import { spawn, type ChildProcess } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import type { Duplex } from 'node:stream'
import { HeadCapture, TailCapture, type CapturedOutput } from './output-capture'

export interface ProcessSpec {
  command: string
  args: readonly string[]
  /** Host working directory; only the unsandboxed path sets it (bwrap sets /skill itself). */
  cwd?: string
  /** The whole environment of `command`. */
  env: Readonly<Record<string, string>>
  stdin: string
  /** Written to fd 3 and closed: bwrap reads its options from there (`--args 3`). */
  fd3?: string
  /** Open a pipe on fd 4 and collect what is written to it (bwrap's `--json-status-fd 4`). */
  fd4?: boolean
  timeoutMs: number
  outputLimit: number
  /** Start `command` as this user (the server must be root); see sandbox.ts `sandboxHostUser`. */
  user?: { uid: number; gid: number }
}

export interface ProcessOutcome {
  /** Set when `command` could not be started at all (ENOENT, EACCES, …). */
  spawnError?: NodeJS.ErrnoException
  /** What was written to fd 4 (up to 4 KiB), when `fd4` was asked for. */
  fd4: string
  exitCode: number | null
  signal: NodeJS.Signals | null
  timedOut: boolean
  durationMs: number
  stdout: CapturedOutput
  stderr: CapturedOutput
}

/**
 * Spawns `command` (argument array, no shell) as the leader of a new process group, feeds
 * stdin, captures capped output while draining the rest, and at the deadline kills the whole
 * group with SIGKILL. Under bwrap the group is bwrap and the sandbox's init; --die-with-parent
 * and the pid namespace then take every process of the script down with them.
 */
export function runProcess(spec: ProcessSpec): Promise<ProcessOutcome> {
  return new Promise((resolve) => {
    const stdout = new HeadCapture(spec.outputLimit)
    const stderr = new TailCapture(spec.outputLimit)
    const status = new HeadCapture(4096)
    const startedAt = performance.now()
    let timedOut = false
    let settled = false
    const finish = (outcome: Pick<ProcessOutcome, 'exitCode' | 'signal'> & { spawnError?: NodeJS.ErrnoException }) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve({
        ...outcome,
        fd4: status.result().text,
        timedOut,
        durationMs: Math.round(performance.now() - startedAt),
        stdout: stdout.result(),
        stderr: stderr.result(),
      })
    }

    const child: ChildProcess = spawn(spec.command, [...spec.args], {
      cwd: spec.cwd,
      // Next's types declare NODE_ENV as always present; this environment deliberately lacks it.
      env: { ...spec.env } as unknown as NodeJS.ProcessEnv,
      stdio: ['pipe', 'pipe', 'pipe', spec.fd3 === undefined ? 'ignore' : 'pipe', spec.fd4 ? 'pipe' : 'ignore'],
      detached: true,
      shell: false,
      ...(spec.user ? { uid: spec.user.uid, gid: spec.user.gid } : {}),
      windowsHide: true,
    })
    // Pipes 3 and 4 are sockets in both directions; each is also read (fd 3 to its end) so that
    // Node sees it close and emits 'close' for the child.
    const extra = child.stdio as unknown as ReadonlyArray<Duplex | null>
    const argsPipe = extra[3] ?? null
    const statusPipe = extra[4] ?? null
    child.stdout?.on('data', (chunk: Buffer) => stdout.add(chunk))
    child.stderr?.on('data', (chunk: Buffer) => stderr.add(chunk))
    statusPipe?.on('data', (chunk: Buffer) => status.add(chunk))
    argsPipe?.resume()
    // A script that exits without reading its input (or a bwrap that never starts) closes the
    // pipe under us: EPIPE here is expected and says nothing about the run.
    for (const pipe of [child.stdin, argsPipe, statusPipe]) pipe?.on('error', () => {})
    if (spec.fd3 !== undefined) argsPipe?.end(spec.fd3)
    child.stdin?.end(spec.stdin)

    const timer = setTimeout(() => {
      timedOut = true
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
      } catch {
        child.kill('SIGKILL') // the group is already gone; make sure the leader is too
      }
      // Nothing should outlive the group, but never wait on a pipe something else still holds.
      for (const stream of [child.stdout, child.stderr, statusPipe, argsPipe]) stream?.destroy()
    }, spec.timeoutMs)

    child.on('error', (error: NodeJS.ErrnoException) => {
      if (child.pid === undefined) finish({ spawnError: error, exitCode: null, signal: null })
    })
    child.on('close', (exitCode, signal) => finish({ exitCode, signal }))
  })
}
