import { ApiError, apiFetch } from '@/lib/ui/api-client'
import type { JsonSchema } from './schema-skeleton'

/** The assistant endpoints as the playground calls them: same-origin, with the owner's session cookie. */

export type CatalogFormat = 'xml' | 'json' | 'none'

/** One tool in the function-calling shape `GET /api/agent/tools` answers with. */
export interface FunctionToolView {
  type: 'function'
  function: { name: string; description: string; parameters: JsonSchema }
}

export interface ToolListView {
  tools: FunctionToolView[]
  /** The system-prompt block; null when no skill is live. */
  prompt: string | null
}

export const getToolList = (format: CatalogFormat) => apiFetch<ToolListView>(`/api/agent/tools?catalog=${format}`)

/** What `POST /api/agent/call` answers: exactly what a model would be handed. */
export type ToolResultView =
  | { ok: true; result: unknown }
  | { ok: false; error: { code: string; message: string; approvalId?: string; [extra: string]: unknown } }

export interface CallRequest {
  session: string
  tool: string
  /** The arguments as the owner typed them (JSON text); empty means none. */
  argumentsText: string
  approvalId?: string
}

/**
 * The endpoint answered the call (`answer`, HTTP 200, ok or not), or refused the request itself
 * (`refused`: malformed envelope, repeated key, rate limit…), which a host would see the same way.
 */
export type CallOutcome =
  | { kind: 'answer'; status: number; body: ToolResultView }
  | { kind: 'refused'; status: number; body: { error: { code: string; message: string; details?: Record<string, unknown> } } }

/**
 * The request body with the arguments spliced in as typed, not re-serialised: a repeated key
 * reaches the server's check exactly as a model's would. The caller checked the text parses.
 */
export function callBody(call: CallRequest): string {
  const parts = [`"session":${JSON.stringify(call.session)}`, `"tool":${JSON.stringify(call.tool)}`]
  if (call.argumentsText.trim() !== '') parts.push(`"arguments":${call.argumentsText.trim()}`)
  if (call.approvalId) parts.push(`"approvalId":${JSON.stringify(call.approvalId)}`)
  return `{${parts.join(',')}}`
}

export async function callTool(call: CallRequest): Promise<CallOutcome> {
  try {
    const body = await apiFetch<ToolResultView>('/api/agent/call', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: callBody(call) })
    return { kind: 'answer', status: 200, body }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return { kind: 'refused', status: error.status, body: { error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) } } }
  }
}
