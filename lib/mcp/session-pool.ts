import { randomUUID } from 'node:crypto'
import type { Server } from '@modelcontextprotocol/sdk/server/index.js'
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import { MAX_CALL_BYTES } from '../agent/parse-tool-call'
import { SESSION_LIMITS, type SessionRegistry } from '../agent/sessions'
import { SkillyardError } from '../errors/skillyard-error'
import type { StoreContext } from '../store'
import { createMcpServer } from './create-mcp-server'

interface McpSession {
  caller: string
  server: Server
  transport: WebStandardStreamableHTTPServerTransport
  lastUsed: number
}

export interface SessionPoolOptions {
  /** Open sessions at most, and how long one lives after its last request (the agent sessions' numbers). */
  limits?: { maxSessions: number; ttlMs: number }
  now?: () => number
  newSessionId?: () => string
  /** Agent sessions for tools/call (the shared registry unless given). */
  sessions?: SessionRegistry
}

/**
 * MCP over Streamable HTTP with sessions: `initialize` opens one (server + transport), the
 * `Mcp-Session-Id` it answers with names it afterwards, and that id is the agent session for
 * tools/call, so load_skill dedupes and refresh_skills compares within one chat. A session
 * belongs to the caller that opened it; another token gets 404 as for an unknown id. Sessions
 * are bounded in number and end after a TTL, or on DELETE.
 */
export class McpSessionPool {
  private readonly open = new Map<string, McpSession>()
  private opening = 0
  private readonly limits: { maxSessions: number; ttlMs: number }
  private readonly now: () => number
  private readonly newSessionId: () => string

  constructor(private readonly options: SessionPoolOptions = {}) {
    this.limits = options.limits ?? { maxSessions: SESSION_LIMITS.maxSessions, ttlMs: SESSION_LIMITS.ttlMs }
    this.now = options.now ?? Date.now
    this.newSessionId = options.newSessionId ?? randomUUID
  }

  /** Answers one HTTP request to the MCP endpoint for an authenticated caller. */
  async handle(request: Request, store: StoreContext, caller: string): Promise<Response> {
    await this.expire()
    const sessionId = request.headers.get('mcp-session-id')
    if (sessionId !== null) {
      const session = this.open.get(sessionId)
      if (!session || session.caller !== caller) return jsonRpcError(404, -32001, 'Session not found: it ended or expired. Start a new one with initialize (without Mcp-Session-Id).')
      session.lastUsed = this.now()
      return session.transport.handleRequest(request)
    }
    if (request.method !== 'POST') return jsonRpcError(400, -32000, 'Bad Request: Mcp-Session-Id header is required')
    return this.initialize(request, store, caller)
  }

  /** Open sessions (for tests and metrics). */
  get size(): number {
    return this.open.size
  }

  /** Ends every session (tests, shutdown). */
  async closeAll(): Promise<void> {
    await Promise.all([...this.open.keys()].map((id) => this.end(id)))
  }

  /** A request without a session id: a new session if it is `initialize`; the transport refuses anything else. */
  private async initialize(request: Request, store: StoreContext, caller: string): Promise<Response> {
    if (this.open.size + this.opening >= this.limits.maxSessions) {
      throw new SkillyardError('session_limit', `${this.limits.maxSessions} MCP sessions are open, the most Skillyard keeps; end sessions you no longer use (DELETE), or try again when older ones expire.`)
    }
    this.opening += 1
    try {
      const server = await createMcpServer(store, { caller, sessions: this.options.sessions })
      const transport: WebStandardStreamableHTTPServerTransport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: this.newSessionId,
        enableJsonResponse: true,
        maxRequestBodySize: MAX_CALL_BYTES,
        onsessioninitialized: (id) => {
          this.open.set(id, { caller, server, transport, lastUsed: this.now() })
        },
        onsessionclosed: (id) => {
          this.open.delete(id)
        },
      })
      await server.connect(transport)
      const response = await transport.handleRequest(request)
      if (transport.sessionId === undefined) await server.close()
      return response
    } finally {
      this.opening -= 1
    }
  }

  private async expire(): Promise<void> {
    const cutoff = this.now() - this.limits.ttlMs
    const stale = [...this.open].filter(([, session]) => session.lastUsed < cutoff).map(([id]) => id)
    await Promise.all(stale.map((id) => this.end(id)))
  }

  private async end(id: string): Promise<void> {
    const session = this.open.get(id)
    this.open.delete(id)
    await session?.server.close()
  }
}

/** An error the way the SDK's transport answers one: HTTP status plus a JSON-RPC error body. */
function jsonRpcError(status: number, code: number, message: string): Response {
  return Response.json({ jsonrpc: '2.0', error: { code, message }, id: null }, { status })
}

const shared = globalThis as unknown as { skillyardMcpSessions?: McpSessionPool }

/** The process's MCP sessions (kept on globalThis so Next's module reloads do not drop them). */
export function mcpSessionPool(): McpSessionPool {
  shared.skillyardMcpSessions ??= new McpSessionPool()
  return shared.skillyardMcpSessions
}
