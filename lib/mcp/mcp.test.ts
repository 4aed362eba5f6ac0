import { createHash } from 'node:crypto'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import { ErrorCode, type CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { SessionRegistry } from '@/lib/agent/sessions'
import { toErrorResponse } from '@/lib/http/error-response'
import { createSkill, decideApproval, setEnabled, type StoreContext } from '@/lib/store'
import { createLiveScriptSkill, createLiveSkill, freshStore, skillFiles } from '@/test/store-fixture'
import { createMcpServer, type McpServerOptions } from './create-mcp-server'
import { McpSessionPool } from './session-pool'

const stores: StoreContext[] = []
const clients: Client[] = []
const pools: McpSessionPool[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await Promise.all(pools.splice(0).map((pool) => pool.closeAll()))
  await Promise.all(stores.splice(0).map((ctx) => ctx.db.$disconnect()))
})

function store() {
  const ctx = freshStore()
  stores.push(ctx)
  return ctx
}


async function hiddenSkill(ctx: StoreContext, name: string) {
  await createSkill(ctx, { name, files: skillFiles(name), author: 'owner', source: { kind: 'editor' }, actor: 'owner', reason: 't' })
}

let callers = 0
/** The SDK's own client, connected in-process to a fresh server. */
async function connect(ctx: StoreContext, options: Partial<McpServerOptions> = {}) {
  const server = await createMcpServer(ctx, { caller: `mcp-test-${++callers}`, sessions: new SessionRegistry(), ...options })
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
  const client = new Client({ name: 'mcp-test', version: '1.0.0' })
  clients.push(client)
  await server.connect(serverSide)
  await client.connect(clientSide)
  return client
}

const entrySchema = z.object({
  uri: z.string(),
  frontmatter: z.record(z.string(), z.unknown()),
  resources: z.array(z.object({ uri: z.string(), digest: z.string().regex(/^sha256:[0-9a-f]{64}$/) })),
})
const listSchema = z.object({ skills: z.array(entrySchema), nextCursor: z.string().optional() })
const getSchema = z.object({ skill: entrySchema })
const directorySchema = z.object({ resources: z.array(z.object({ uri: z.string(), name: z.string(), mimeType: z.string().optional(), size: z.number().optional() })) })

const sha256 = (bytes: Uint8Array) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`
const textOf = (result: unknown) => ((result as CallToolResult).content[0] as { text: string }).text

async function mcpErrorCode(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise
  } catch (error) {
    return (error as { code?: number }).code
  }
  throw new Error('expected the request to fail')
}

/** The bytes a resources/read answer carries: text as UTF-8, a blob decoded from base64. */
function bytesOf(content: { text?: unknown; blob?: unknown }): Uint8Array {
  return typeof content.text === 'string' ? new TextEncoder().encode(content.text) : new Uint8Array(Buffer.from(String(content.blob), 'base64'))
}

describe('MCP server: capabilities and tools', () => {
  it('declares tools, resources and the skills extension, with the skills prompt as instructions', async () => {
    const ctx = store()
    await createLiveSkill(ctx, 'guide')
    const client = await connect(ctx)
    const capabilities = client.getServerCapabilities()
    expect(capabilities).toMatchObject({ tools: {}, resources: {}, extensions: { 'io.modelcontextprotocol/skills': { directoryRead: true } } })
    expect(client.getInstructions()).toContain('guide')
  })

  it('lists the agent tools with load_skill offering exactly the live skills', async () => {
    const ctx = store()
    await createLiveSkill(ctx, 'guide')
    await createLiveSkill(ctx, 'notes')
    await hiddenSkill(ctx, 'hidden')
    const { tools } = await (await connect(ctx)).listTools()
    const load = tools.find((tool) => tool.name === 'load_skill')
    expect(load?.inputSchema.type).toBe('object')
    expect((load?.inputSchema.properties?.name as { enum: string[] }).enum).toEqual(['guide', 'notes'])
    expect(load?.annotations?.readOnlyHint).toBe(true)
    expect(tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['list_skills', 'read_skill_resource', 'draft_skill']))
    expect(tools.some((tool) => tool.name === 'run_skill_script')).toBe(false) // no live skill has scripts
  })

  it('calls load_skill through callTool: <skill_content>, deduped per connection, HOST: errors as isError', async () => {
    const ctx = store()
    await createLiveSkill(ctx, 'guide', { 'references/a.md': 'hello' })
    await hiddenSkill(ctx, 'hidden')
    const client = await connect(ctx)
    const first = await client.callTool({ name: 'load_skill', arguments: { name: 'guide' } })
    expect(first.isError).toBeFalsy()
    expect(textOf(first)).toMatch(/^<skill_content name="guide">/)
    expect(textOf(first)).toContain('<file>references/a.md</file>')
    expect(textOf(await client.callTool({ name: 'load_skill', arguments: { name: 'guide' } }))).toContain('already loaded in this session')
    expect(textOf(await (await connect(ctx)).callTool({ name: 'load_skill', arguments: { name: 'guide' } }))).toMatch(/^<skill_content/)

    const hidden = await client.callTool({ name: 'load_skill', arguments: { name: 'hidden' } })
    expect(hidden.isError).toBe(true)
    expect(textOf(hidden)).toMatch(/^HOST: there is no enabled skill 'hidden'.*\n\(code: skill_not_live\)$/)
    const unknown = await client.callTool({ name: 'no_such_tool', arguments: {} })
    expect(unknown).toMatchObject({ isError: true })
    expect(textOf(unknown)).toContain('(code: unknown_tool)')
    const bad = await client.callTool({ name: 'load_skill', arguments: { name: 'guide', extra: 1 } })
    expect(textOf(bad)).toContain('(code: invalid_arguments)')
    const listed = await client.callTool({ name: 'list_skills', arguments: {} })
    expect(() => JSON.parse(textOf(listed))).not.toThrow() // object results come as JSON text
  })

  it('passes approvalId from the arguments of a gated tool to the approval gate', async () => {
    const ctx = store()
    await createLiveScriptSkill(ctx, 'mover', 'change')
    const client = await connect(ctx)
    const run = (await client.listTools()).tools.find((tool) => tool.name === 'run_skill_script')
    expect(run?.inputSchema.properties).toHaveProperty('approvalId')
    const args = { name: 'mover', script: 'scripts/go.sh', arguments: { to: 'x' } }
    const asked = await client.callTool({ name: 'run_skill_script', arguments: args })
    expect(asked.isError).toBe(true)
    const approvalId = /"approvalId":"(apr_[^"]+)"/.exec(textOf(asked))?.[1]
    expect(approvalId).toBeDefined()
    expect(textOf(await client.callTool({ name: 'run_skill_script', arguments: { ...args, approvalId } }))).toContain('(code: approval_required)')
    await decideApproval(ctx, approvalId!, 'deny')
    expect(textOf(await client.callTool({ name: 'run_skill_script', arguments: { ...args, approvalId } }))).toContain('(code: approval_denied)')
  })
})

describe('MCP server: SEP-2640 skills and skill:// resources', () => {
  it('skills/list gives every live skill whole: SKILL.md URI, frontmatter, every file with its digest', async () => {
    const ctx = store()
    const extra = { 'references/a.md': 'hello', 'assets/logo.png': '\u0000PNG' }
    await createLiveSkill(ctx, 'guide', extra)
    await hiddenSkill(ctx, 'hidden')
    const client = await connect(ctx)
    const { skills, nextCursor } = await client.request({ method: 'skills/list', params: {} }, listSchema)
    expect(nextCursor).toBeUndefined()
    const resources = skillFiles('guide', extra)
      .map((file) => ({ uri: `skill://guide/${file.path}`, digest: sha256(file.bytes) }))
      .sort((a, b) => (a.uri < b.uri ? -1 : 1))
    expect(skills).toEqual([{ uri: 'skill://guide/SKILL.md', frontmatter: { name: 'guide', description: 'Does guide things. Use when testing.' }, resources }])
    expect((await client.request({ method: 'skills/get', params: { uri: 'skill://guide/SKILL.md' } }, getSchema)).skill).toEqual(skills[0])
    expect((await client.request({ method: 'skills/get', params: { uri: 'skill://guide' } }, getSchema)).skill).toEqual(skills[0])
  })

  it('skills/get of an unknown, disabled or non-SKILL.md URI is -32602', async () => {
    const ctx = store()
    await createLiveSkill(ctx, 'guide', { 'references/a.md': 'hello' })
    await hiddenSkill(ctx, 'hidden')
    const client = await connect(ctx)
    for (const uri of ['skill://nope/SKILL.md', 'skill://hidden/SKILL.md', 'skill://guide/references/a.md', 'file:///etc/passwd', 'skill://Bad_Name/SKILL.md']) {
      expect(await mcpErrorCode(client.request({ method: 'skills/get', params: { uri } }, getSchema)), uri).toBe(ErrorCode.InvalidParams)
    }
  })

  it('pages skills/list and resources/list by whole skills, with an opaque cursor', async () => {
    const ctx = store()
    for (const name of ['alpha', 'beta', 'gamma']) await createLiveSkill(ctx, name, { 'references/r.md': name })
    const client = await connect(ctx, { pageSize: 2 })
    const first = await client.request({ method: 'skills/list', params: {} }, listSchema)
    expect(first.skills.map((skill) => skill.frontmatter.name)).toEqual(['alpha', 'beta'])
    const second = await client.request({ method: 'skills/list', params: { cursor: first.nextCursor } }, listSchema)
    expect(second.skills.map((skill) => skill.frontmatter.name)).toEqual(['gamma'])
    expect(second.nextCursor).toBeUndefined()
    expect(await mcpErrorCode(client.request({ method: 'skills/list', params: { cursor: 'garbage!' } }, listSchema))).toBe(ErrorCode.InvalidParams)

    const page = await client.listResources()
    expect(page.resources.map((resource) => resource.uri)).toEqual([
      'skill://alpha/SKILL.md', 'skill://alpha/references/r.md', 'skill://beta/SKILL.md', 'skill://beta/references/r.md',
    ])
    expect((await client.listResources({ cursor: page.nextCursor })).resources.map((resource) => resource.uri)).toEqual(['skill://gamma/SKILL.md', 'skill://gamma/references/r.md'])
  })

  it('resources/list has every file of every live skill with a MIME type; SKILL.md carries name and description', async () => {
    const ctx = store()
    await createLiveSkill(ctx, 'guide', { 'references/a.md': 'hello', 'assets/logo.png': '\u0000PNG', 'data/table.bin': 'x' })
    await hiddenSkill(ctx, 'hidden')
    const { resources } = await (await connect(ctx)).listResources()
    expect(resources).toEqual([
      { uri: 'skill://guide/SKILL.md', name: 'guide', description: 'Does guide things. Use when testing.', mimeType: 'text/markdown', size: expect.any(Number) },
      { uri: 'skill://guide/assets/logo.png', name: 'assets/logo.png', mimeType: 'image/png', size: 4 },
      { uri: 'skill://guide/data/table.bin', name: 'data/table.bin', mimeType: 'application/octet-stream', size: 1 },
      { uri: 'skill://guide/references/a.md', name: 'references/a.md', mimeType: 'text/markdown', size: 5 },
    ])
  })

  it('resources/read serves the live bytes (text or base64 blob) matching the listed digest', async () => {
    const ctx = store()
    await createLiveSkill(ctx, 'guide', { 'references/a.md': 'héllo\n', 'assets/logo.png': '\u0000PNG', 'references/bom.md': '\uFEFFwith a BOM' })
    const client = await connect(ctx)
    const { skill } = await client.request({ method: 'skills/get', params: { uri: 'skill://guide/SKILL.md' } }, getSchema)
    for (const { uri, digest } of skill.resources) {
      const { contents } = await client.readResource({ uri })
      expect(contents).toHaveLength(1)
      expect(contents[0]!.uri).toBe(uri)
      expect(sha256(bytesOf(contents[0]!)), uri).toBe(digest)
    }
    const text = (await client.readResource({ uri: 'skill://guide/references/a.md' })).contents[0]!
    expect(text).toEqual({ uri: 'skill://guide/references/a.md', mimeType: 'text/markdown', text: 'héllo\n' })
    expect((await client.readResource({ uri: 'skill://guide/assets/logo.png' })).contents[0]).toEqual({ uri: 'skill://guide/assets/logo.png', mimeType: 'image/png', blob: Buffer.from('\u0000PNG').toString('base64') })
    expect((await client.readResource({ uri: 'skill://guide/references/bom.md' })).contents[0]).toHaveProperty('blob') // text would lose the BOM
  })

  it('resources/read refuses unknown, disabled and outside URIs with -32602; .. never resolves', async () => {
    const ctx = store()
    await createLiveSkill(ctx, 'guide', { 'references/a.md': 'hello' })
    await hiddenSkill(ctx, 'hidden')
    const client = await connect(ctx)
    const refused = [
      'skill://guide/nope.md',
      'skill://nope/SKILL.md',
      'skill://hidden/SKILL.md',
      'skill://guide/../hidden/SKILL.md',
      'skill://guide/references/../SKILL.md',
      'skill://guide/%2e%2e/hidden/SKILL.md',
      'skill://guide/references%2F..%2FSKILL.md',
      'skill://guide//SKILL.md',
      'skill://guide/./SKILL.md',
      'skill://guide',
      'skill://guide/references',
      'skill:///etc/passwd',
      'file:///etc/passwd',
    ]
    for (const uri of refused) expect(await mcpErrorCode(client.readResource({ uri })), uri).toBe(ErrorCode.InvalidParams)
  })

  it('resources/directory/read lists direct children; subfolders are inode/directory', async () => {
    const ctx = store()
    await createLiveSkill(ctx, 'guide', { 'references/a.md': 'a', 'references/deep/b.md': 'b', 'scripts/run.py': 'print(1)' })
    await hiddenSkill(ctx, 'hidden')
    const client = await connect(ctx)
    const read = (uri: string) => client.request({ method: 'resources/directory/read', params: { uri } }, directorySchema)
    expect((await read('skill://guide')).resources).toEqual([
      { uri: 'skill://guide/SKILL.md', name: 'SKILL.md', mimeType: 'text/markdown', size: expect.any(Number) },
      { uri: 'skill://guide/references', name: 'references', mimeType: 'inode/directory' },
      { uri: 'skill://guide/scripts', name: 'scripts', mimeType: 'inode/directory' },
    ])
    expect((await read('skill://guide/references')).resources.map((resource) => [resource.name, resource.mimeType])).toEqual([
      ['a.md', 'text/markdown'],
      ['deep', 'inode/directory'],
    ])
    for (const uri of ['skill://guide/SKILL.md', 'skill://guide/nope', 'skill://hidden', 'skill://guide/../hidden']) {
      expect(await mcpErrorCode(read(uri)), uri).toBe(ErrorCode.InvalidParams)
    }
  })

  it('a skill disabled while connected disappears from every list and read', async () => {
    const ctx = store()
    const skill = await createLiveSkill(ctx, 'guide')
    await createLiveSkill(ctx, 'other')
    const client = await connect(ctx)
    expect((await client.readResource({ uri: 'skill://guide/SKILL.md' })).contents).toHaveLength(1)
    await setEnabled(ctx, { name: 'guide', enabled: false, hash: skill.currentHash, actor: 'owner' })
    expect((await client.request({ method: 'skills/list', params: {} }, listSchema)).skills.map((entry) => entry.frontmatter.name)).toEqual(['other'])
    expect((await client.listResources()).resources.map((resource) => resource.uri)).toEqual(['skill://other/SKILL.md'])
    expect(await mcpErrorCode(client.readResource({ uri: 'skill://guide/SKILL.md' }))).toBe(ErrorCode.InvalidParams)
    const tools = (await client.listTools()).tools
    expect((tools.find((tool) => tool.name === 'load_skill')?.inputSchema.properties?.name as { enum: string[] }).enum).toEqual(['other'])
    expect((await client.callTool({ name: 'load_skill', arguments: { name: 'guide' } })).isError).toBe(true)
  })
})

describe('MCP over Streamable HTTP: the session pool', () => {
  /** A client whose fetch goes straight into the pool, as app/api/mcp/route.ts does after authenticating. */
  async function httpClient(pool: McpSessionPool, ctx: StoreContext, caller: string) {
    const transport = new StreamableHTTPClientTransport(new URL('http://skillyard.test/api/mcp'), {
      fetch: async (url, init) => {
        try {
          return await pool.handle(new Request(url, init), ctx, caller)
        } catch (error) {
          return toErrorResponse(error)
        }
      },
    })
    const client = new Client({ name: 'mcp-http-test', version: '1.0.0' })
    clients.push(client)
    await client.connect(transport)
    return { client, transport }
  }

  function pool(limits = { maxSessions: 10, ttlMs: 60_000 }, clock = { now: 0 }) {
    const created = new McpSessionPool({ limits, now: () => clock.now, sessions: new SessionRegistry() })
    pools.push(created)
    return created
  }

  it('initialize opens a session; its id is the agent session across requests', async () => {
    const ctx = store()
    await createLiveSkill(ctx, 'guide')
    const sessions = pool()
    const { client, transport } = await httpClient(sessions, ctx, 'http-a')
    expect(transport.sessionId).toMatch(/^[0-9a-f-]{36}$/)
    expect(sessions.size).toBe(1)
    expect(textOf(await client.callTool({ name: 'load_skill', arguments: { name: 'guide' } }))).toMatch(/^<skill_content name="guide">/)
    expect(textOf(await client.callTool({ name: 'load_skill', arguments: { name: 'guide' } }))).toContain('already loaded in this session')
    const other = await httpClient(sessions, ctx, 'http-a')
    expect(textOf(await other.client.callTool({ name: 'load_skill', arguments: { name: 'guide' } }))).toMatch(/^<skill_content/)
    const { skills } = await client.request({ method: 'skills/list', params: {} }, listSchema)
    expect(skills.map((skill) => skill.uri)).toEqual(['skill://guide/SKILL.md'])
    await transport.terminateSession()
    expect(sessions.size).toBe(1)
  })

  it("a session belongs to its caller: another token's request with its id is 404", async () => {
    const ctx = store()
    const sessions = pool()
    const { transport } = await httpClient(sessions, ctx, 'owner-of-it')
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} })
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': transport.sessionId! }
    const stolen = await sessions.handle(new Request('http://skillyard.test/api/mcp', { method: 'POST', headers, body }), ctx, 'someone-else')
    expect(stolen.status).toBe(404)
    const own = await sessions.handle(new Request('http://skillyard.test/api/mcp', { method: 'POST', headers, body }), ctx, 'owner-of-it')
    expect(own.status).toBe(200)
    expect(((await own.json()) as { result: { tools: unknown[] } }).result.tools.length).toBeGreaterThan(0)
  })

  it('sessions are bounded: at the limit initialize is session_limit (429); idle ones expire after the TTL', async () => {
    const ctx = store()
    const clock = { now: 0 }
    const sessions = pool({ maxSessions: 1, ttlMs: 1000 }, clock)
    await httpClient(sessions, ctx, 'bounded')
    await expect(httpClient(sessions, ctx, 'bounded')).rejects.toThrow(/429|session_limit|sessions are open/)
    clock.now = 5000
    await httpClient(sessions, ctx, 'bounded')
    expect(sessions.size).toBe(1)
  })

  it('a request without a session that is not initialize is refused', async () => {
    const ctx = store()
    const sessions = pool()
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} })
    expect((await sessions.handle(new Request('http://skillyard.test/api/mcp', { method: 'POST', headers, body }), ctx, 'x')).status).toBe(400)
    expect((await sessions.handle(new Request('http://skillyard.test/api/mcp', { method: 'GET', headers }), ctx, 'x')).status).toBe(400)
    expect(sessions.size).toBe(0)
  })
})
