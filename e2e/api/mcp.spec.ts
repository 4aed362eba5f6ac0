import { createHash } from 'node:crypto'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { z } from 'zod'
import { expect, test } from '../fixtures'

const entrySchema = z.object({
  uri: z.string(),
  frontmatter: z.record(z.string(), z.unknown()),
  resources: z.array(z.object({ uri: z.string(), digest: z.string().regex(/^sha256:[0-9a-f]{64}$/) })),
})
const listSchema = z.object({ skills: z.array(entrySchema), nextCursor: z.string().optional() })
const getSchema = z.object({ skill: entrySchema })

const INITIALIZE = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'e2e', version: '1' } } }
const MCP_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' }

/** The SDK's own client over Streamable HTTP, with a Bearer token. */
async function connect(baseURL: string, token: string) {
  const transport = new StreamableHTTPClientTransport(new URL('/api/mcp', baseURL), { requestInit: { headers: { Authorization: `Bearer ${token}` } } })
  const client = new Client({ name: 'skillyard-e2e', version: '1.0.0' })
  await client.connect(transport)
  return { client, transport }
}

const textOf = (result: unknown) => ((result as CallToolResult).content[0] as { text: string }).text
const sha256 = (bytes: Uint8Array) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`

test('MCP /api/mcp with an assistant token: tools, load_skill, skills/list and a digest-verified resource', async ({ tokens, baseURL }) => {
  const { client, transport } = await connect(baseURL!, tokens.assistant)
  try {
    expect(transport.sessionId).toBeTruthy()
    expect(client.getServerCapabilities()?.extensions).toHaveProperty(['io.modelcontextprotocol/skills'])

    const { tools } = await client.listTools()
    const load = tools.find((tool) => tool.name === 'load_skill')
    expect((load?.inputSchema.properties?.name as { enum: string[] }).enum).toEqual(expect.arrayContaining(['json-toolkit', 'skill-authoring']))

    const loaded = await client.callTool({ name: 'load_skill', arguments: { name: 'skill-authoring' } })
    expect(loaded.isError).toBeFalsy()
    expect(textOf(loaded)).toContain('<skill_content name="skill-authoring">')
    // The MCP session is the agent session: a second load in it is answered with a note.
    expect(textOf(await client.callTool({ name: 'load_skill', arguments: { name: 'skill-authoring' } }))).toContain('already loaded in this session')

    const { skills } = await client.request({ method: 'skills/list', params: {} }, listSchema)
    const authoring = skills.find((skill) => skill.uri === 'skill://skill-authoring/SKILL.md')
    expect(authoring?.frontmatter.name).toBe('skill-authoring')
    expect(authoring?.resources.map((resource) => resource.uri)).toContain('skill://skill-authoring/SKILL.md')
    expect((await client.request({ method: 'skills/get', params: { uri: 'skill://skill-authoring/SKILL.md' } }, getSchema)).skill).toEqual(authoring)

    for (const { uri, digest } of authoring!.resources) {
      const [content] = (await client.readResource({ uri })).contents
      const bytes = 'text' in content! ? new TextEncoder().encode(content.text) : new Uint8Array(Buffer.from(content!.blob as string, 'base64'))
      expect(sha256(bytes), uri).toBe(digest)
    }
    await expect(client.readResource({ uri: 'skill://skill-authoring/../json-toolkit/SKILL.md' })).rejects.toMatchObject({ code: -32602 })
    await expect(client.request({ method: 'skills/get', params: { uri: 'skill://no-such-skill/SKILL.md' } }, getSchema)).rejects.toMatchObject({ code: -32602 })
  } finally {
    await transport.terminateSession()
    await client.close()
  }
})

test('MCP /api/mcp without a token is 401, and a session is only good for the token that opened it', async ({ api, tokens, baseURL }) => {
  for (const method of ['post', 'get', 'delete'] as const) {
    const response = await api.anonymous[method]('/api/mcp', { headers: MCP_HEADERS, ...(method === 'post' ? { data: INITIALIZE } : {}) })
    expect(response.status(), method).toBe(401)
    expect((await response.json()).error.code).toBe('unauthenticated')
  }

  const { client, transport } = await connect(baseURL!, tokens.assistant)
  try {
    const list = { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} }
    const headers = { ...MCP_HEADERS, 'Mcp-Session-Id': transport.sessionId! }
    expect((await api.owner.post('/api/mcp', { headers, data: list })).status()).toBe(404)
    expect((await api.assistant.post('/api/mcp', { headers, data: list })).status()).toBe(200)
  } finally {
    await transport.terminateSession()
    await client.close()
  }
})
