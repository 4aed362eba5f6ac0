import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createSkill, decideApproval, setEnabled, updateSkill, type StoreContext } from '@/lib/store'
import { createLiveScriptSkill, createLiveSkill, skillFiles, storesPerTest } from '@/test/store-fixture'
import { callTool } from './call-tool'
import { parseToolCall } from './parse-tool-call'
import { skillsPrompt } from './prompt'
import { normalizeScriptArguments } from './script-arguments'
import { SessionRegistry } from './sessions'
import { agentToolList } from './tool-list'
import { isSkillContent } from './xml'

const store = storesPerTest()

let callers = 0
/** The runner's cache must be reachable by the sandbox user (uid 65534), so its folders are 0755. */
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillyard-runtime-cache-'))
fs.chmodSync(cacheDir, 0o755)

function caller() {
  const id = `runtime-${++callers}`
  const sessions = new SessionRegistry()
  return (ctx: StoreContext, tool: string, args: unknown, extra: Record<string, unknown> = {}) =>
    callTool(ctx, parseToolCall(JSON.stringify({ session: 'chat', tool, arguments: args, ...extra })), { caller: id, sessions, cacheDir })
}


describe('load_skill and resources', () => {
  it('wraps the body in <skill_content>, lists files without reading them, and dedupes per session', async () => {
    const ctx = store()
    await createLiveSkill(ctx, 'guide', { 'references/a.md': 'secret reference text' })
    const call = caller()
    const first = await call(ctx, 'load_skill', { name: 'guide' })
    expect(first.ok).toBe(true)
    const text = (first as { result: string }).result
    expect(text).toMatch(/^<skill_content name="guide">\n# guide\n\nSteps\./)
    expect(text).toContain('<skill_resources>\n  <file>references/a.md</file>\n</skill_resources>\n</skill_content>')
    expect(text).not.toContain('secret reference text')
    expect(isSkillContent(text)).toBe(true)
    expect(await call(ctx, 'load_skill', { name: 'guide' })).toEqual({ ok: true, result: "<note>Skill 'guide' is already loaded in this session.</note>" })
    expect((await caller()(ctx, 'load_skill', { name: 'guide' })).ok).toBe(true) // another session loads it afresh
  })

  it('reads only files of the live version; paths outside the skill are refused', async () => {
    const ctx = store()
    await createLiveSkill(ctx, 'guide', { 'references/a.md': 'hello', 'assets/logo.png': '\u0000PNG' })
    const call = caller()
    expect(await call(ctx, 'read_skill_resource', { name: 'guide', path: 'references/a.md' })).toEqual({
      ok: true,
      result: '<skill_resource skill="guide" path="references/a.md">\nhello\n</skill_resource>',
    })
    for (const path of ['../other/SKILL.md', '/etc/passwd', 'references/../../x']) {
      const result = await call(ctx, 'read_skill_resource', { name: 'guide', path })
      expect(result).toEqual({ ok: false, error: { code: 'outside_skill', message: `HOST: path '${path}' is outside the skill` } })
    }
    const binary = (await call(ctx, 'read_skill_resource', { name: 'guide', path: 'assets/logo.png' })) as { result: string }
    expect(binary.result).toContain('[binary file: .png, 4 bytes; not shown]')
    expect(isSkillContent(binary.result)).toBe(true)
    const big = 'x'.repeat(300 * 1024)
    await createLiveSkill(ctx, 'big', { 'references/big.md': big })
    const truncated = (await call(ctx, 'read_skill_resource', { name: 'big', path: 'references/big.md' })) as { result: string }
    expect(truncated.result).toContain('[truncated: showing the first 262144 of 307200 bytes]')
    const listed = (await call(ctx, 'list_skill_resources', { name: 'guide', subpath: 'references' })) as { result: { files: { path: string }[] } }
    expect(listed.result.files.map((f) => f.path)).toEqual(['references/a.md'])
  })

  it('only live skills exist: disabled or changed skills are refused, mid-session changes are noticed', async () => {
    const ctx = store()
    const skill = await createLiveSkill(ctx, 'guide')
    await createSkill(ctx, { name: 'hidden', files: skillFiles('hidden'), author: 'owner', source: { kind: 'editor' }, actor: 'owner', reason: 't' })
    const call = caller()
    expect(await call(ctx, 'load_skill', { name: 'hidden' })).toMatchObject({ ok: false, error: { code: 'skill_not_live' } })
    await call(ctx, 'load_skill', { name: 'guide' })
    await updateSkill(ctx, { name: 'guide', files: skillFiles('guide', { 'new.md': 'x' }), baseHash: skill.currentHash, actor: 'import', reason: 'import', approval: 'none' })
    expect(await call(ctx, 'read_skill_resource', { name: 'guide', path: 'SKILL.md' })).toEqual({ ok: false, error: { code: 'skill_not_live', message: 'HOST: that skill is no longer enabled' } })
    const audit = await ctx.db.auditEvent.findMany({ where: { action: 'policy.deny' } })
    expect(audit.every((event) => JSON.parse(event.details!).rule === 'disabled-skills-never-run')).toBe(true)
  })

  it('refresh_skills reports what was added, removed and changed since the session last looked', async () => {
    const ctx = store()
    const a = await createLiveSkill(ctx, 'alpha')
    const call = caller()
    expect(await call(ctx, 'refresh_skills', {})).toEqual({ ok: true, result: { added: ['alpha'], removed: [], changed: [] } })
    await createLiveSkill(ctx, 'beta')
    const edited = await updateSkill(ctx, { name: 'alpha', files: skillFiles('alpha', { 'x.md': 'x' }), baseHash: a.currentHash, actor: 'owner', reason: 'e', approval: 'keep-if-live' })
    expect(edited.skill.status).toBe('live')
    expect(await call(ctx, 'refresh_skills', {})).toEqual({ ok: true, result: { added: ['beta'], removed: [], changed: ['alpha'] } })
  })
})

describe('sessions', () => {
  it('caps sessions and active skills with clear errors, and forgets sessions after their TTL', () => {
    let now = 0
    const registry = new SessionRegistry({ ttlMs: 1000, maxSessions: 2, maxActiveSkills: 1 }, () => now)
    const one = registry.get('a')
    registry.get('b')
    expect(() => registry.get('c')).toThrow(/2 sessions are open/)
    registry.activate(one, 'x', 'h1')
    expect(() => registry.activate(one, 'y', 'h2')).toThrow(/already has 1 active skills/)
    expect(registry.activate(one, 'x', 'h2')).toBe(true) // a new version of an active skill reloads
    now = 5000
    expect(registry.get('c').active.size).toBe(0)
    expect(registry.size).toBe(1)
  })
})

describe('script arguments', () => {
  it.each([
    [{ a: 1 }, { a: 1 }, 'none'],
    ['{"a":1}', { a: 1 }, 'string'],
    [null, {}, 'none'],
    [undefined, {}, 'none'],
  ])('%j passes as %j (repair: %s)', (input, args, repair) => {
    expect(normalizeScriptArguments(input)).toEqual({ args, repair })
  })

  it.each([
    [[1, 2], 'HOST: arguments was an array; send an object with a "node" key.'],
    ['[1,2]', 'HOST: arguments was an array; send an object with a "node" key.'],
    [42, 'HOST: arguments was a number; send a JSON object.'],
    [true, 'HOST: arguments was a boolean; send a JSON object.'],
    ['not json', "HOST: arguments was a string that isn't valid JSON; send a JSON object, not a quoted string."],
    ['"quoted"', "HOST: arguments was a string that isn't valid JSON; send a JSON object, not a quoted string."],
    ['x'.repeat(33 * 1024), 'HOST: arguments was text longer than 32768 characters; send a JSON object.'],
  ])('%j is refused with the HOST: reply', (input, message) => {
    expect(() => normalizeScriptArguments(input)).toThrow(message)
  })
})

describe('tool list and prompt', () => {
  it('offers no skill tools and no prompt block without live skills', async () => {
    const ctx = store()
    const { tools, prompt } = await agentToolList(ctx)
    expect(tools.map((t) => t.function.name)).toEqual(['list_skills', 'get_skill', 'draft_skill', 'edit_skill'])
    expect(prompt).toBeNull()
  })

  it('constrains load_skill to live skills and hides run_skill_script when no live skill has scripts', async () => {
    const ctx = store()
    await createLiveSkill(ctx, 'guide')
    let list = await agentToolList(ctx)
    const load = list.tools.find((t) => t.function.name === 'load_skill')!
    expect((load.function.parameters.properties as Record<string, { enum?: string[] }>).name!.enum).toEqual(['guide'])
    expect(list.tools.map((t) => t.function.name)).not.toContain('run_skill_script')
    await createLiveSkill(ctx, 'tool', { 'scripts/go.sh': 'echo go\n' })
    list = await agentToolList(ctx)
    expect(list.tools.map((t) => t.function.name)).toContain('run_skill_script')
    expect(list.prompt).toContain('<available_skills>')
  })

  it('escapes the XML catalog, caps descriptions at 1536 characters and the catalog at its budget', () => {
    const prompt = skillsPrompt([{ name: 'a', description: '<b>&"x"</b>' }, { name: 'b', description: 'y'.repeat(2000) }])!
    expect(prompt).toContain('<description>&lt;b&gt;&amp;&quot;x&quot;&lt;/b&gt;</description>')
    expect(prompt).toContain(`${'y'.repeat(1535)}…</description>`)
    const small = skillsPrompt(Array.from({ length: 50 }, (_, i) => ({ name: `skill-${i}`, description: 'z'.repeat(100) })), { budget: 1000 })!
    expect(small).toMatch(/\d+ more skills not listed here/)
    expect(JSON.parse(skillsPrompt([{ name: 'a', description: 'd' }], { format: 'json' })!.split('\n').pop()!)).toEqual([{ name: 'a', description: 'd' }])
  })
})

describe('approvals', () => {
  it('a change-tier run needs the owner: once, always (a session grant for this hash) or deny', async () => {
    const ctx = store()
    await createLiveScriptSkill(ctx, 'mover', 'change')
    const call = caller()
    const asked = await call(ctx, 'run_skill_script', { name: 'mover', script: 'scripts/go.sh', arguments: { to: 'x' } })
    expect(asked).toMatchObject({ ok: false, error: { code: 'approval_required', approvalId: expect.stringMatching(/^apr_/) } })
    const approvalId = (asked as unknown as { error: { approvalId: string } }).error.approvalId
    const again = await call(ctx, 'run_skill_script', { name: 'mover', script: 'scripts/go.sh', arguments: { to: 'x' } }, { approvalId })
    expect(again).toMatchObject({ ok: false, error: { code: 'approval_required', approvalId } })
    const other = await call(ctx, 'run_skill_script', { name: 'mover', script: 'scripts/go.sh', arguments: { to: 'y' } }, { approvalId })
    expect(other).toMatchObject({ ok: false, error: { code: 'approval_mismatch' } })
    await decideApproval(ctx, approvalId, 'deny')
    expect(await call(ctx, 'run_skill_script', { name: 'mover', script: 'scripts/go.sh', arguments: { to: 'x' } }, { approvalId })).toMatchObject({ ok: false, error: { code: 'approval_denied' } })
  })
})

describe('run_skill_script (real bubblewrap)', () => {
  const echoSkill = (tier: string) =>
    [
      `---\nname: echo-${tier}\ndescription: Echoes its arguments. Use when testing.\nmetadata:\n  skillyard.tier: ${tier}\n  skillyard.parameters-schema: '{"type":"object","properties":{"text":{"type":"string"}},"required":["text"]}'\n---\n# echo\n`,
      'import json, sys\nargs = json.load(sys.stdin)\nprint(json.dumps({"echo": args["text"], "user": __import__("os").getuid()}))\n',
    ] as const

  async function scriptSkill(ctx: StoreContext, tier: string) {
    const [md, script] = echoSkill(tier)
    const { skill } = await createSkill(ctx, {
      name: `echo-${tier}`,
      files: [
        { path: 'SKILL.md', bytes: new TextEncoder().encode(md), executable: false },
        { path: 'scripts/echo.py', bytes: new TextEncoder().encode(script), executable: true },
      ],
      author: 'owner', source: { kind: 'editor' }, actor: 'owner', reason: 't',
    })
    await setEnabled(ctx, { name: skill.name, enabled: true, hash: skill.currentHash, actor: 'owner' })
    return skill
  }

  it('runs a read-tier script in the sandbox with repaired, validated arguments, and records the run', async () => {
    const ctx = store()
    await scriptSkill(ctx, 'read')
    const call = caller()
    const result = await call(ctx, 'run_skill_script', { name: 'echo-read', script: 'scripts/echo.py', arguments: '{"text":"héllo"}' })
    expect(result).toMatchObject({ ok: true, result: { exitCode: 0, stdout: { echo: 'héllo', user: 65534 }, timedOut: false } })
    expect(await call(ctx, 'run_skill_script', { name: 'echo-read', script: 'scripts/echo.py', arguments: { text: 5 } })).toEqual({
      ok: false,
      error: { code: 'invalid_arguments', message: 'HOST: arguments invalid: /text must be string' },
    })
    expect(await call(ctx, 'run_skill_script', { name: 'echo-read', script: 'scripts/none.py', arguments: {} })).toMatchObject({ ok: false, error: { code: 'script_not_found' } })
    const runs = await ctx.db.auditEvent.findMany({ where: { action: 'script.run' } })
    expect(JSON.parse(runs[0]!.details!)).toMatchObject({ script: 'scripts/echo.py', exitCode: 0, timedOut: false, sandboxed: true })
  })

  it('"always" grants this version for the session: the re-call runs, later calls are not asked, an edit voids it', async () => {
    const ctx = store()
    const skill = await scriptSkill(ctx, 'destructive')
    const call = caller()
    const args = { name: 'echo-destructive', script: 'scripts/echo.py', arguments: { text: 'x' } }
    const asked = (await call(ctx, 'run_skill_script', args)) as unknown as { error: { approvalId: string } }
    await decideApproval(ctx, asked.error.approvalId, 'always')
    expect(await call(ctx, 'run_skill_script', args, { approvalId: asked.error.approvalId })).toMatchObject({ ok: true, result: { stdout: { echo: 'x' } } })
    expect(await call(ctx, 'run_skill_script', { ...args, arguments: { text: 'y' } })).toMatchObject({ ok: true })
    expect(await caller()(ctx, 'run_skill_script', args)).toMatchObject({ ok: false, error: { code: 'approval_required' } }) // another session
    const [md, script] = echoSkill('destructive')
    const edited = await updateSkill(ctx, {
      name: 'echo-destructive',
      files: [
        { path: 'SKILL.md', bytes: new TextEncoder().encode(md), executable: false },
        { path: 'scripts/echo.py', bytes: new TextEncoder().encode(`${script}# edited\n`), executable: true },
      ],
      baseHash: skill.currentHash, actor: 'owner', reason: 'edit', approval: 'keep-if-live',
    })
    expect(edited.skill.status).toBe('live')
    expect(await call(ctx, 'run_skill_script', args)).toMatchObject({ ok: false, error: { code: 'approval_required' } })
  })
})
