import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js'
import { ALL_TOOLS, agentToolList, callTool, type ToolResult } from '../agent'
import type { SessionRegistry } from '../agent/sessions'
import { READ_TOOLS } from '../agent/tool-names'
import type { StoreContext } from '../store'

/** MCP clients pass only `arguments`, so a gated tool takes the owner's approval id there, beside its own fields. */
const APPROVAL_ID = 'approvalId'
const APPROVAL_ID_SCHEMA = {
  type: 'string',
  description: 'When a call answered approval_required: the approvalId it gave, once the owner has answered. Otherwise leave it out.',
}

const needsApproval = (tool: string) => ALL_TOOLS.some((candidate) => candidate.name === tool && candidate.ask === 'approval')

/** `tools/list`: the assistant's tools as agentToolList offers them right now (load_skill's enum = the live skills). */
export async function listMcpTools(store: StoreContext): Promise<{ tools: Tool[] }> {
  const { tools } = await agentToolList(store)
  return {
    tools: tools.map(({ function: { name, description, parameters } }): Tool => {
      const inputSchema = { ...parameters, type: 'object' } as Tool['inputSchema']
      if (needsApproval(name)) inputSchema.properties = { ...inputSchema.properties, [APPROVAL_ID]: APPROVAL_ID_SCHEMA }
      return { name, description, inputSchema, ...(READ_TOOLS.has(name) ? { annotations: { readOnlyHint: true } } : {}) }
    }),
  }
}

export interface McpToolCall {
  name: string
  arguments?: Record<string, unknown>
  /** The agent session: the MCP session id, or one id per connection. */
  session: string
  caller: string
  sessions?: SessionRegistry
}

/**
 * `tools/call` through callTool, so policy, approvals, rate limits and audit are the same as
 * on POST /api/agent/call. A failed call is a tool result with `isError`, not a JSON-RPC
 * error: the model should read the HOST: message and act on it.
 */
export async function callMcpTool(store: StoreContext, call: McpToolCall): Promise<CallToolResult> {
  const { [APPROVAL_ID]: approvalId, ...rest } = call.arguments ?? {}
  const takesApproval = needsApproval(call.name) && typeof approvalId === 'string' && approvalId.length > 0 && approvalId.length <= 100
  const result = await callTool(
    store,
    { session: call.session, tool: call.name, arguments: takesApproval ? rest : call.arguments, ...(takesApproval ? { approvalId } : {}) },
    { caller: call.caller, sessions: call.sessions },
  )
  return toCallToolResult(result)
}

function toCallToolResult(result: ToolResult): CallToolResult {
  if (result.ok) {
    return { content: [{ type: 'text', text: typeof result.result === 'string' ? result.result : JSON.stringify(result.result) }] }
  }
  const { code, message, ...details } = result.error
  const lines = [message, `(code: ${code})`, ...(Object.keys(details).length > 0 ? [JSON.stringify(details)] : [])]
  return { content: [{ type: 'text', text: lines.join('\n') }], isError: true }
}
