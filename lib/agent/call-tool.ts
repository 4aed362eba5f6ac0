import { RateLimiter } from '../auth/rate-limiter'
import { SkillyardError } from '../errors/skillyard-error'
import { grantKey } from '../skill'
import { getSkill, isLockedDraft, recordDecision, sessionGrants, skillCacheDir, type SkillSummary, type StoreContext } from '../store'
import { passApprovalGate } from './approval-gate'
import { AUTHORING_TOOL_DEFINITIONS } from './authoring-tools'
import { notLive } from './live-skill'
import { agentMetrics } from './metrics'
import { notifyOwner } from './notify'
import type { ToolCall } from './parse-tool-call'
import { decide, type Decision } from './policy'
import { RUNTIME_TOOL_DEFINITIONS } from './runtime-tools'
import { sessionRegistry, type SessionRegistry } from './sessions'
import { readStrictArguments } from './strict-arguments'
import type { ToolContext } from './tool-context'
import type { ToolDefinition } from './tool-definition'
import { AUTHORING_TOOLS } from './tool-names'
import { hostMessage, toToolError, type ToolResult } from './tool-result'

/** Every tool the endpoint knows: the review workflow's and the runtime's. */
export const ALL_TOOLS: readonly ToolDefinition[] = [...AUTHORING_TOOL_DEFINITIONS, ...RUNTIME_TOOL_DEFINITIONS]

/** Calls per minute for one caller: any tool, and tools that write proposals. */
const CALLS_PER_MINUTE = 120
const AUTHORING_CALLS_PER_MINUTE = 20

const limits = globalThis as unknown as { skillyardToolLimiter?: RateLimiter; skillyardAuthoringLimiter?: RateLimiter }

export interface CallOptions {
  /** Who is calling (a token id): rate limits and sessions are per caller. */
  caller: string
  tools?: readonly ToolDefinition[]
  sessions?: SessionRegistry
  cacheDir?: string
}

/**
 * Runs one tool call: finds the tool, reads its arguments strictly, asks the policy broker
 * (every decision is audited with its rule), lets the owner approve when the policy asks,
 * then runs the handler. Every failure comes back as `{ok: false, error: {code, message:
 * "HOST: …"}}`; nothing throws past here.
 */
export async function callTool(store: StoreContext, call: ToolCall, options: CallOptions): Promise<ToolResult> {
  const metrics = agentMetrics()
  try {
    checkRate(options.caller, call.tool)
    const tools = options.tools ?? ALL_TOOLS
    const tool = tools.find((candidate) => candidate.name === call.tool)
    if (!tool) throw new SkillyardError('unknown_tool', `there is no tool '${call.tool}'; the tools are ${tools.map((t) => t.name).join(', ')}.`)
    const args = readStrictArguments(tool.arguments, call.arguments)
    const sessions = options.sessions ?? sessionRegistry()
    const sessionKey = `${options.caller}:${call.session}`
    const context: ToolContext = {
      store,
      session: call.session,
      agentSession: sessions.get(sessionKey),
      sessions,
      notify: (event) => void notifyOwner(store, event),
      cacheDir: options.cacheDir ?? skillCacheDir(),
    }
    const name = tool.skillName?.(args)
    const skill = name ? await getSkill(store, name) : null
    const decision = await decideCall(store, { tool, call, sessionKey, skill, name })
    if (decision.effect === 'deny') {
      if (decision.rule === 'disabled-skills-never-run') throw notLive(name ?? '', context.agentSession)
      throw new SkillyardError('policy_denied', `${call.tool} was denied by the policy rule ${decision.rule}: ${decision.why}.`, { rule: decision.rule })
    }
    const prepared = tool.prepare ? await tool.prepare(context, args) : args
    if (decision.effect === 'ask' && tool.ask === 'approval' && skill) {
      await passApprovalGate(store, {
        sessionKey,
        skillName: skill.name,
        skillHash: skill.currentHash,
        grantKey: grantKey(skill.name, skill.currentHash),
        tier: skill.tier,
        script: (prepared as { script: string }).script,
        argumentsJson: JSON.stringify((prepared as { args: unknown }).args),
        approvalId: call.approvalId,
      })
    }
    const result = await tool.handler(context, prepared)
    metrics.toolCalls.inc({ tool: tool.name, outcome: 'ok' })
    return { ok: true, result }
  } catch (error) {
    const result = toToolError(error)
    metrics.toolCalls.inc({ tool: call.tool.slice(0, 64), outcome: result.ok ? 'ok' : result.error.code })
    return result
  }
}

async function decideCall(
  store: StoreContext,
  input: { tool: ToolDefinition; call: ToolCall; sessionKey: string; skill: SkillSummary | null; name: string | undefined },
): Promise<Decision> {
  const { skill } = input
  const decision = decide({
    tool: input.tool.name,
    grants: skill ? await sessionGrants(store, input.sessionKey) : new Set(),
    ...(skill
      ? { skill: { name: skill.name, live: skill.status === 'live', tier: skill.tier, lockedForDrafts: isLockedDraft(skill), grantKey: grantKey(skill.name, skill.currentHash) } }
      : {}),
  })
  await recordDecision(store, { tool: input.tool.name, session: input.call.session, skillName: skill?.name ?? input.name ?? null, hash: skill?.currentHash ?? null, decision })
  return decision
}

function checkRate(caller: string, tool: string): void {
  limits.skillyardToolLimiter ??= new RateLimiter(CALLS_PER_MINUTE, 60_000)
  limits.skillyardAuthoringLimiter ??= new RateLimiter(AUTHORING_CALLS_PER_MINUTE, 60_000)
  const limiters = AUTHORING_TOOLS.has(tool) ? [limits.skillyardToolLimiter, limits.skillyardAuthoringLimiter] : [limits.skillyardToolLimiter]
  const wait = Math.max(...limiters.map((limiter) => limiter.retryAfter(caller)))
  if (wait > 0) throw new SkillyardError('rate_limited', hostMessage(`too many calls; wait ${Math.ceil(wait / 1000)} seconds before calling ${tool} again.`))
  for (const limiter of limiters) limiter.record(caller)
}
