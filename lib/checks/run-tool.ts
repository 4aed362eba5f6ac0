import { spawn } from 'node:child_process'

export const DEFAULT_TIMEOUT_MS = 10_000
export const DEFAULT_MAX_OUTPUT_BYTES = 64 * 1024

export interface RunToolOptions {
  /** Working directory of the tool: the check's temp dir, never the skill's own folder. */
  cwd: string
  timeoutMs?: number
  /** Bytes kept per stream; the rest is read and dropped so the tool never blocks on a full pipe. */
  maxOutputBytes?: number
}

export type ToolRun =
  | {
      unavailable: true
      command: string
      /** `not installed` for ENOENT, otherwise the error code (`EACCES`, …). */
      reason: string
    }
  | {
      unavailable: false
      command: string
      exitCode: number | null
      signal: NodeJS.Signals | null
      timedOut: boolean
      stdout: string
      stderr: string
      /** True when either stream was longer than maxOutputBytes. */
      truncated: boolean
    }

/**
 * The whole environment a tool sees. Nothing else is passed on, because several variables
 * make a "syntax check only" tool run code: BASH_ENV is sourced by `bash -n`, NODE_OPTIONS can
 * `--require` a module, PYTHONSTARTUP/PYTHONPATH change what Python loads. C.UTF-8 keeps the
 * messages in English, which the parsers rely on.
 */
export function toolEnv(): NodeJS.ProcessEnv {
  const env = { PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin', LANG: 'C.UTF-8' }
  // Next's types declare NODE_ENV as always present; a tool's environment deliberately lacks it.
  return env as unknown as NodeJS.ProcessEnv
}

class CappedOutput {
  private readonly chunks: Buffer[] = []
  private size = 0
  truncated = false

  constructor(private readonly limit: number) {}

  add(chunk: Buffer): void {
    const room = this.limit - this.size
    if (chunk.byteLength > room) this.truncated = true
    if (room <= 0) return
    const kept = chunk.byteLength > room ? chunk.subarray(0, room) : chunk
    this.chunks.push(kept)
    this.size += kept.byteLength
  }

  text(): string {
    return Buffer.concat(this.chunks).toString('utf8')
  }
}

/**
 * Runs `command args…` with no shell, stdin closed, a minimal environment, capped output and a
 * deadline. On the deadline the tool's whole process group is killed (SIGKILL) and the result
 * says `timedOut`. Never throws: a tool that cannot be started comes back as `unavailable`.
 */
export function runTool(command: string, args: readonly string[], options: RunToolOptions): Promise<ToolRun> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const limit = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES
  return new Promise((resolve) => {
    const stdout = new CappedOutput(limit)
    const stderr = new CappedOutput(limit)
    let timedOut = false
    let settled = false
    const settle = (result: ToolRun) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(result)
    }

    // detached: the tool leads its own process group, so a timeout also kills anything it started.
    const child = spawn(command, [...args], {
      cwd: options.cwd,
      env: toolEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      shell: false,
      windowsHide: true,
    })
    child.stdout.on('data', (chunk: Buffer) => stdout.add(chunk))
    child.stderr.on('data', (chunk: Buffer) => stderr.add(chunk))

    const timer = setTimeout(() => {
      timedOut = true
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
      } catch {
        child.kill('SIGKILL') // the group is already gone; make sure the leader is too
      }
      // A grandchild that escaped the group could hold the pipes open; stop waiting for them.
      child.stdout.destroy()
      child.stderr.destroy()
    }, timeoutMs)

    child.on('error', (error: NodeJS.ErrnoException) => {
      if (child.pid === undefined) {
        settle({ unavailable: true, command, reason: error.code === 'ENOENT' ? 'not installed' : (error.code ?? error.message) })
      }
    })
    child.on('close', (exitCode, signal) => {
      settle({
        unavailable: false,
        command,
        exitCode,
        signal,
        timedOut,
        stdout: stdout.text(),
        stderr: stderr.text(),
        truncated: stdout.truncated || stderr.truncated,
      })
    })
  })
}
