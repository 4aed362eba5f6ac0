import { randomUUID } from 'node:crypto'
import { Server } from '@modelcontextprotocol/sdk/server/index.js'
import {
  CallToolRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  PaginatedRequestSchema,
  ReadResourceRequestSchema,
  RequestSchema,
} from '@modelcontextprotocol/sdk/types.js'
import { z } from 'zod'
import { agentToolList } from '../agent'
import type { SessionRegistry } from '../agent/sessions'
import type { StoreContext } from '../store'
import { answerOrMcpError } from './mcp-error'
import { getSkillEntry, listSkillEntries } from './skill-entries'
import { SKILL_FILE_TEMPLATE, listSkillResources, readSkillDirectory, readSkillResource } from './skill-resources'
import { callMcpTool, listMcpTools } from './tool-bridge'

/** SEP-2640's extension id, declared under `capabilities.extensions` (SEP-2133), which SDK 1.32's types carry. */
export const SKILLS_EXTENSION = 'io.modelcontextprotocol/skills'

export const SERVER_INFO = { name: 'skillyard', version: '0.1.0' }

const uriParams = z.object({ uri: z.string().min(1).max(2048) }).loose()

/** SEP-2640's methods; the SDK has no schemas for them, so they are declared here as zod requests. */
export const SkillsListRequestSchema = PaginatedRequestSchema.extend({ method: z.literal('skills/list') })
export const SkillsGetRequestSchema = RequestSchema.extend({ method: z.literal('skills/get'), params: uriParams })
export const DirectoryReadRequestSchema = PaginatedRequestSchema.extend({ method: z.literal('resources/directory/read'), params: uriParams.extend({ cursor: z.string().optional() }) })

export interface McpServerOptions {
  /** Who is calling (a token id): tool rate limits, agent sessions and approvals are per caller. */
  caller: string
  /** The agent session when the transport has none (in-memory, stdio): one per connection by default. */
  connectionId?: string
  sessions?: SessionRegistry
  /** Skills per page of skills/list and resources/list. */
  pageSize?: number
}

/**
 * One MCP server for one connection: the assistant's tools (through callTool, so the policy,
 * approvals and audit apply), every file of every live skill as a `skill://` resource, and
 * SEP-2640's `skills/list`, `skills/get` and `resources/directory/read`. The instructions are
 * the same skills prompt /api/agent/tools gives, as of connecting.
 */
export async function createMcpServer(store: StoreContext, options: McpServerOptions): Promise<Server> {
  const connectionId = options.connectionId ?? randomUUID()
  const { prompt } = await agentToolList(store)
  const server = new Server(SERVER_INFO, {
    capabilities: {
      tools: {},
      resources: {},
      extensions: { [SKILLS_EXTENSION]: { directoryRead: true } },
    },
    ...(prompt ? { instructions: prompt } : {}),
  })
  const sessionOf = (sessionId: string | undefined) => sessionId ?? connectionId

  server.setRequestHandler(ListToolsRequestSchema, () => answerOrMcpError(() => listMcpTools(store)))
  server.setRequestHandler(CallToolRequestSchema, (request, extra) =>
    answerOrMcpError(() =>
      callMcpTool(store, { name: request.params.name, arguments: request.params.arguments, session: sessionOf(extra.sessionId), caller: options.caller, sessions: options.sessions }),
    ),
  )
  server.setRequestHandler(ListResourcesRequestSchema, (request) => answerOrMcpError(() => listSkillResources(store, request.params?.cursor, options.pageSize)))
  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({ resourceTemplates: [SKILL_FILE_TEMPLATE] }))
  server.setRequestHandler(ReadResourceRequestSchema, (request, extra) => answerOrMcpError(() => readSkillResource(store, request.params.uri, sessionOf(extra.sessionId))))
  server.setRequestHandler(DirectoryReadRequestSchema, (request) => answerOrMcpError(() => readSkillDirectory(store, request.params.uri)))
  server.setRequestHandler(SkillsListRequestSchema, (request) => answerOrMcpError(() => listSkillEntries(store, request.params?.cursor, options.pageSize)))
  server.setRequestHandler(SkillsGetRequestSchema, (request) => answerOrMcpError(() => getSkillEntry(store, request.params.uri)))
  return server
}
