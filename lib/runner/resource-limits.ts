import { RUNNER_LIMITS } from './limits'

export interface LimitOptions {
  /** Absolute path of prlimit (util-linux), found inside the sandbox's system folders. */
  prlimit: string
  timeoutSeconds: number
  /** False for Node: V8 reserves several GiB of address space up front (see limits.ts `dataBytes`). */
  limitAddressSpace: boolean
}

/**
 * `command` run under the runner's rlimits by prlimit, which sets them on itself (soft = hard,
 * so the script cannot raise them again) and execs the command: one small exec, no shell, and
 * nothing added to the environment. Runs inside the sandbox, so bwrap itself is not limited.
 */
export function withLimits(command: readonly string[], options: LimitOptions): string[] {
  const both = (value: number) => `${value}:${value}`
  return [
    options.prlimit,
    `--core=${both(0)}`,
    `--nofile=${both(RUNNER_LIMITS.openFiles)}`,
    `--nproc=${both(RUNNER_LIMITS.processes)}`,
    `--fsize=${both(RUNNER_LIMITS.fileBytes)}`,
    `--cpu=${both(options.timeoutSeconds + RUNNER_LIMITS.cpuSlackSeconds)}`,
    `--data=${both(RUNNER_LIMITS.dataBytes)}`,
    ...(options.limitAddressSpace ? [`--as=${both(RUNNER_LIMITS.addressSpaceBytes)}`] : []),
    '--',
    ...command,
  ]
}
