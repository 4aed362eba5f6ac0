/**
 * lib/runner: runs one script of one exact skill version inside a bubblewrap sandbox.
 * materialize (cache folder by hash, verified) → interpreter (extension or #!) → bwrap with
 * rlimits → capped output → RunResult. See run-script.ts for the flow and bwrap-args.ts for the
 * sandbox itself.
 */
export { runScript, SCRIPT_ENV, type RunResult, type RunScriptInput, type RunScriptOptions } from './run-script'
export { resultError } from './result-error'
export { materializeVersion, type MaterializeOptions, type VersionFile, type VersionToMaterialize } from './materialize'
export { sandboxStatus, defaultBwrapPath, UNSAFE_NO_SANDBOX, type SandboxStatus } from './sandbox'
export { SANDBOX_SKILL_DIR, SANDBOX_PATH } from './bwrap-args'
export { RUNNER_LIMITS } from './limits'
export { runnerError, type RunnerErrorCode } from './runner-error'
