import { callerId } from '@/lib/auth/principal'
import { route } from '@/lib/http/route'
import { mcpSessionPool } from '@/lib/mcp'
import { defaultStore } from '@/lib/store'

export const dynamic = 'force-dynamic'

/** MCP over Streamable HTTP; the session pool in lib/mcp does the work, per caller (token id). */
const mcp = route({ access: 'any' }, async ({ request, principal }) => {
  const caller = callerId(principal)
  return mcpSessionPool().handle(request, defaultStore(), caller)
})

// POST /api/mcp – JSON-RPC messages (initialize opens a session, answered with Mcp-Session-Id)
export const POST = mcp
// GET /api/mcp – the session's server-to-client event stream
export const GET = mcp
// DELETE /api/mcp – ends the session named by Mcp-Session-Id
export const DELETE = mcp
