import { RateLimiter } from '../auth/rate-limiter'
import { SkillyardError } from '../errors/skillyard-error'
import { grantKey } from '../skill'
import { getSkill, isLockedDraft, recordDecision, type StoreContext } from '../store'
import { AUTHORING_TOOL_DEFINITIONS } from './authoring-tools'
import { notifyOwner } from './notify'
import { decide, type Decision, type PolicyCall } from './policy'
import type { ToolCall } from './parse-tool-call'
import { readStrictArguments } from './strict-arguments'
import type { ToolDefinition } from './tool-definition'
import { AUTHORING_TOOLS } from './tool-names'
import { hostMessage, toToolError, type ToolResult } from './tool-result'

/** Calls per minute for one token: any tool, and tools that write proposals. */
const CALLS_PER_MINUTE = 120
const AUTHORING_CALLS_PER_MINUTE = 20

const limits = globalThis as unknown as { skillyardToolLimiter?: RateLimiter; skillyardAuthoringLimiter?: RateLimiter }

export interface CallOptions {
  /** Who is calling, for rate limits (a token id). */
  caller: string
  tools?: readonly ToolDefinition[]
}

/**
 * Runs one tool call: finds the tool, reads its arguments strictly, asks the policy broker
 * (every decision is audited with its rule), then runs the handler. Every failure comes back
 * as `{ok: false, error: {code, message: "HOST: …"}}`; nothing throws past here.
 */
export async function callTool(store: StoreContext, call: ToolCall, options: CallOptions): Promise<ToolResult> {
  try {
    checkRate(options.caller, call.tool)
    const tools = options.tools ?? AUTHORING_TOOL_DEFINITIONS
    const tool = tools.find((candidate) => candidate.name === call.tool)
    if (!tool) throw new SkillyardError('unknown_tool', `there is no tool '${call.tool}'; the tools are ${tools.map((t) => t.name).join(', ')}.`)
    const args = readStrictArguments(tool.arguments, call.arguments)
    const decision = await decideCall(store, call, tool, args)
    if (decision.effect === 'deny') {
      throw new SkillyardError('policy_denied', `${call.tool} was denied by the policy rule ${decision.rule}: ${decision.why}.`, { rule: decision.rule })
    }
    const result = await tool.handler({ store, session: call.session, notify: (event) => void notifyOwner(store, event) }, args)
    return { ok: true, result }
  } catch (error) {
    return toToolError(error)
  }
}

async function decideCall(store: StoreContext, call: ToolCall, tool: ToolDefinition, args: unknown): Promise<Decision> {
  const name = tool.skillName?.(args)
  const skill = name ? await getSkill(store, name) : null
  const policyCall: PolicyCall = {
    tool: tool.name,
    grants: new Set(),
    ...(skill
      ? { skill: { name: skill.name, live: skill.status === 'live', tier: skill.tier, lockedForDrafts: isLockedDraft(skill), grantKey: grantKey(skill.name, skill.currentHash) } }
      : {}),
  }
  const decision = decide(policyCall)
  await recordDecision(store, { tool: tool.name, session: call.session, skillName: skill?.name ?? name ?? null, hash: skill?.currentHash ?? null, decision })
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
