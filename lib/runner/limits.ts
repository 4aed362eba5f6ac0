/**
 * What one script run may use. These are sandbox limits, not rules about what a skill is, so
 * they live with the runner; the timeout itself comes from the skill (LIMITS.timeoutSeconds*).
 */
export const RUNNER_LIMITS = {
  /** Bytes of stdout and of stderr kept per run; the rest is read and counted, never buffered. */
  outputBytes: 64 * 1024,
  /**
   * The arguments' JSON, which also travels as SKILLYARD_ARGS: Linux refuses a single
   * environment string over 128 KiB (MAX_ARG_STRLEN), so stay well below it.
   */
  argsBytes: 64 * 1024,
  /**
   * RLIMIT_DATA: private writable memory (heap, anonymous mmap) per process. Unlike the address
   * space it ignores PROT_NONE reservations, so it also bounds Node, whose V8 reserves gigabytes
   * of address space it never touches.
   */
  dataBytes: 1024 * 1024 * 1024,
  /** RLIMIT_AS for every interpreter except Node (see interpreter.ts `limitAddressSpace`). */
  addressSpaceBytes: 1024 * 1024 * 1024,
  /** RLIMIT_NPROC: processes and threads of the sandbox user, counted inside its own user namespace. */
  processes: 64,
  /** RLIMIT_FSIZE: the largest file a script may write (SIGXFSZ beyond it). */
  fileBytes: 16 * 1024 * 1024,
  /** RLIMIT_NOFILE. */
  openFiles: 256,
  /** Size of the private /tmp (a tmpfs lives in memory, and no rlimit counts it). */
  tmpBytes: 64 * 1024 * 1024,
  /** RLIMIT_CPU is the timeout plus this, so the wall-clock timer normally fires first. */
  cpuSlackSeconds: 1,
} as const
