/** Where a command writes and from where relative paths are resolved; tests pass their own. */
export interface CliIo {
  stdout: (text: string) => void
  stderr: (text: string) => void
  cwd: string
}

/** Exit codes: 0 all valid, 1 a skill is invalid (or a command failed on one), 2 usage error or missing path. */
export const EXIT = { ok: 0, invalid: 1, usage: 2 } as const
export type ExitCode = (typeof EXIT)[keyof typeof EXIT]
