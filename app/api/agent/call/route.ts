import { callTool } from '@/lib/agent/call-tool'
import { MAX_CALL_BYTES, parseToolCall } from '@/lib/agent/parse-tool-call'
import { SkillyardError } from '@/lib/errors/skillyard-error'
import { readLimitedBody } from '@/lib/http/read-limited-body'
import { callerId } from '@/lib/auth/principal'
import { route } from '@/lib/http/route'
import { defaultStore } from '@/lib/store'

export const dynamic = 'force-dynamic'

// POST /api/agent/call {session, tool, arguments} – one assistant tool call; answers {ok, result} or {ok: false, error}
export const POST = route({ access: 'any' }, async ({ request, principal }) => {
  const body = await readLimitedBody(request, MAX_CALL_BYTES, () => new SkillyardError('invalid_request', `A tool call may be at most ${MAX_CALL_BYTES} bytes.`))
  const call = parseToolCall(new TextDecoder().decode(body))
  const caller = callerId(principal)
  return callTool(defaultStore(), call, { caller })
})
