import { SkillyardError } from '../../errors/skillyard-error'
import { runScript } from '../../runner'
import { isScriptFile } from '../../skill'
import { recordEvent } from '../../store'
import { liveSkillOrThrow } from '../live-skill'
import { agentMetrics } from '../metrics'
import { resourcePath } from '../resource-path'
import { normalizeScriptArguments, validateScriptArguments } from '../script-arguments'
import type { ToolContext } from '../tool-context'
import { hostMessage } from '../tool-result'

export interface RunArguments {
  name: string
  script: string
  arguments?: unknown
}

/** The run after argument repair and validation: what the owner approves and what the sandbox gets. */
export interface PreparedRun {
  name: string
  script: string
  args: Record<string, unknown>
}

/** Repairs and validates the arguments against the skill's schema before anyone is asked or anything runs. */
export async function prepareRun(context: ToolContext, input: RunArguments): Promise<PreparedRun> {
  const skill = await liveSkillOrThrow(context.store, input.name, context.agentSession)
  const script = resourcePath(input.script)
  const file = skill.files.find((candidate) => candidate.path === script)
  if (!file || !(isScriptFile(file) || startsWithShebang(file.bytes))) {
    throw new SkillyardError('script_not_found', hostMessage(`skill '${input.name}' has no script '${script}'; load_skill lists its files.`))
  }
  const { args, repair } = normalizeScriptArguments(input.arguments)
  if (repair !== 'none') agentMetrics().argumentRepairs.inc({ kind: repair })
  validateScriptArguments(skill.inspection.settings, script, args)
  return { name: skill.summary.name, script, args }
}

/** Runs a script of the live version in the sandbox and reports its output. */
export async function runSkillScriptTool(context: ToolContext, run: PreparedRun) {
  const skill = await liveSkillOrThrow(context.store, run.name, context.agentSession)
  const result = await runScript(
    { skill: { name: skill.summary.name, hash: skill.summary.currentHash, files: skill.files }, script: run.script, args: run.args, settings: skill.inspection.settings },
    { cacheDir: context.cacheDir },
  )
  const outcome = result.timedOut ? 'timed_out' : result.ok ? 'ok' : 'failed'
  agentMetrics().scriptDuration.observe({ skill: skill.summary.name, outcome }, result.durationMs / 1000)
  await recordEvent(context.store, {
    action: 'script.run',
    skillName: skill.summary.name,
    hash: skill.summary.currentHash,
    details: { script: run.script, session: context.session, durationMs: result.durationMs, exitCode: result.exitCode, timedOut: result.timedOut, sandboxed: result.sandboxed },
  })
  const output = { exitCode: result.exitCode, stdout: result.stdout, stderr: result.stderr, timedOut: result.timedOut, durationMs: result.durationMs }
  if (result.timedOut) {
    throw new SkillyardError('timed_out', hostMessage(`the script ran past its ${skill.inspection.settings.timeoutSeconds}-second limit and was stopped.`), output)
  }
  if (!result.ok) {
    throw new SkillyardError('script_failed', hostMessage(`the script exited with code ${result.exitCode ?? result.signal}; its stderr is attached.`), { ...output, stderr: result.stderr.slice(-4000) })
  }
  return { ...output, truncated: result.truncated }
}

function startsWithShebang(bytes: Uint8Array): boolean {
  return bytes[0] === 0x23 && bytes[1] === 0x21
}
