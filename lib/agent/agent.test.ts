import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import {
  MAX_PENDING_PLANS,
  PLAN_LIFETIME_MS,
  approveEditPlan,
  createSkill,
  getSkillOrThrow,
  listDrafts,
  lockSkill,
  readSkillFile,
  setAppSetting,
  setEnabled,
  type StoreContext,
} from '@/lib/store'
import { skillFiles, storesPerTest } from '@/test/store-fixture'
import { callTool } from './call-tool'
import { findDuplicateKey } from './duplicate-keys'
import { notifyOwner, WEBHOOK_SETTING } from './notify'
import { parseToolCall } from './parse-tool-call'
import { POLICY_RULES, decide, type PolicyCall } from './policy'
import { MAX_FILE_DIFF } from './tools/edit-skill'

let clock = new Date('2026-11-30T10:00:00Z')
const store = storesPerTest(() => clock)
afterEach(() => {
  clock = new Date('2026-11-30T10:00:00Z')
})

let callers = 0
/** One call through the real parser and dispatcher, as the HTTP endpoint makes it. */
async function call(ctx: StoreContext, tool: string, args: unknown, raw?: string) {
  const text = raw ?? JSON.stringify({ session: 'chat-1', tool, arguments: args })
  try {
    return await callTool(ctx, parseToolCall(text), { caller: `test-${++callers}` })
  } catch (error) {
    return { ok: false as const, error: { code: (error as { code: string }).code, message: String((error as Error).message) } }
  }
}
const errorOf = (result: Awaited<ReturnType<typeof call>>) => (result.ok ? null : result.error)

const draftMd = (name: string, body = '# Steps\n\nDo it.\n') => `---\nname: ${name}\ndescription: Drafted ${name}. Use when testing drafts.\n---\n${body}`

describe('findDuplicateKey', () => {
  it.each([
    ['{"a":1,"b":2}', null],
    ['{"a":1,"a":2}', 'a'],
    ['{"x":{"a":1,"b":{"a":2}}}', null],
    ['{"x":{"a":1,"a":2}}', 'x.a'],
    ['{"x":[{"a":1},{"a":1,"a":2}]}', 'x.1.a'],
    ['{"s":"{\\"a\\":1,\\"a\\":2}"}', null],
    ['{"k\\u0061":1,"ka":2}', 'ka'],
  ])('%s → %s', (text, expected) => {
    expect(findDuplicateKey(text)).toBe(expected)
  })
})

describe('strict arguments', () => {
  it.each([
    ['an unknown field', { name: 'x', changes: {}, rationale: 'r', extra: 1 }, 'arguments.extra'],
    ['a field with the wrong case', { Name: 'x', changes: {}, rationale: 'r' }, 'arguments.Name'],
    ['a value of the wrong type', { name: 'x', changes: { write: { 'a.md': 5 } }, rationale: 'r' }, 'arguments.changes.write.a.md'],
    ['a missing field', { name: 'x', changes: {} }, 'arguments.rationale'],
    ['an unknown change kind', { name: 'x', changes: { move: {} }, rationale: 'r' }, 'arguments.changes.move'],
    ['arguments as text', 'not an object', 'arguments.(arguments)'],
  ])('edit_skill refuses %s with invalid_arguments naming the field', async (_label, args, field) => {
    const ctx = store()
    const error = errorOf(await call(ctx, 'edit_skill', args))
    expect(error?.code).toBe('invalid_arguments')
    expect(error?.message.startsWith(`HOST: ${field}`)).toBe(true)
  })

  it('refuses a repeated field, naming it', async () => {
    const ctx = store()
    const raw = '{"session":"c","tool":"edit_skill","arguments":{"name":"a","name":"b","changes":{},"rationale":"r"}}'
    const error = errorOf(await call(ctx, 'edit_skill', null, raw))
    expect(error).toMatchObject({ code: 'invalid_arguments' })
    expect(error?.message).toContain('arguments.name appears more than once')
  })

  it('caps drafts at 40 files and rationales at 1000 characters (code points)', async () => {
    const ctx = store()
    const files = Object.fromEntries([['SKILL.md', draftMd('big')], ...Array.from({ length: 40 }, (_, i) => [`f${i}.md`, 'x'])])
    expect(errorOf(await call(ctx, 'draft_skill', { name: 'big', files, rationale: 'r' }))?.message).toContain('at most 40 files')
    const ok = await call(ctx, 'draft_skill', { name: 'emoji', files: { 'SKILL.md': draftMd('emoji') }, rationale: '😀'.repeat(1000) })
    expect(ok.ok).toBe(true)
    const tooLong = await call(ctx, 'draft_skill', { name: 'emoji2', files: { 'SKILL.md': draftMd('emoji2') }, rationale: '😀'.repeat(1001) })
    expect(errorOf(tooLong)?.code).toBe('invalid_arguments')
  })
})

describe('drafts', () => {
  it('creates a disabled assistant skill with its rationale, source chats and a compact schema', async () => {
    const ctx = store()
    const result = await call(ctx, 'draft_skill', {
      name: 'weather',
      files: { 'SKILL.md': draftMd('weather'), 'scripts/get.py': 'import json,sys\nprint(json.load(sys.stdin))\n' },
      rationale: 'The user asks for the weather every morning.',
      sourceChats: ['chat-7'],
      parametersSchema: { type: 'object', properties: { city: { type: 'string' } } },
    })
    expect(result).toMatchObject({ ok: true, result: { name: 'weather', status: 'disabled' } })
    const skill = await getSkillOrThrow(ctx, 'weather')
    expect(skill).toMatchObject({ author: 'assistant', status: 'disabled', draft: { rationale: 'The user asks for the weather every morning.', sourceChats: ['chat-7'] } })
    const md = new TextDecoder().decode((await readSkillFile(ctx, 'weather', 'SKILL.md')).bytes)
    expect(md).toContain(`skillyard.parameters-schema: '{"type":"object","properties":{"city":{"type":"string"}}}'`)
    expect((await readSkillFile(ctx, 'weather', 'scripts/get.py')).executable).toBe(true)
    expect((await listDrafts(ctx)).map((d) => d.name)).toEqual(['weather'])
  })

  it('refuses a draft that fails validation, with the findings, and writes nothing', async () => {
    const ctx = store()
    const result = await call(ctx, 'draft_skill', { name: 'bad', files: { 'SKILL.md': draftMd('other') }, rationale: 'r' })
    expect(errorOf(result)?.code).toBe('invalid_skill')
    expect(JSON.stringify(result)).toContain("Directory name 'bad' must match skill name 'other'")
    expect(await listDrafts(ctx)).toEqual([])
  })

  it('updates its own untouched draft, and is denied by drafts-never-touch-reviewed-skills once the owner enabled or edited it', async () => {
    const ctx = store()
    await call(ctx, 'draft_skill', { name: 'tidy', files: { 'SKILL.md': draftMd('tidy') }, rationale: 'r' })
    expect((await call(ctx, 'draft_skill', { name: 'tidy', files: { 'SKILL.md': draftMd('tidy', '# v2\n') }, rationale: 'r2', update: true })).ok).toBe(true)
    expect(errorOf(await call(ctx, 'draft_skill', { name: 'tidy', files: { 'SKILL.md': draftMd('tidy') }, rationale: 'r' }))?.code).toBe('skill_exists')

    const draft = await getSkillOrThrow(ctx, 'tidy')
    await setEnabled(ctx, { name: 'tidy', enabled: true, hash: draft.currentHash, actor: 'owner' })
    const denied = errorOf(await call(ctx, 'draft_skill', { name: 'tidy', files: { 'SKILL.md': draftMd('tidy', '# v3\n') }, rationale: 'r3', update: true }))
    expect(denied).toMatchObject({ code: 'policy_denied' })
    expect(denied?.message).toContain('drafts-never-touch-reviewed-skills')

    await call(ctx, 'draft_skill', { name: 'taken-over', files: { 'SKILL.md': draftMd('taken-over') }, rationale: 'r' })
    await lockSkill(ctx, 'taken-over')
    expect(errorOf(await call(ctx, 'draft_skill', { name: 'taken-over', files: { 'SKILL.md': draftMd('taken-over') }, rationale: 'r', update: true }))?.code).toBe('policy_denied')
    const audit = await ctx.db.auditEvent.findMany({ where: { action: 'policy.deny' } })
    expect(audit.map((event) => JSON.parse(event.details!).rule)).toEqual(['drafts-never-touch-reviewed-skills', 'drafts-never-touch-reviewed-skills'])
  })
})

describe('edit plans', () => {
  async function ownerSkill(ctx: StoreContext, name = 'notes') {
    const { skill } = await createSkill(ctx, { name, files: skillFiles(name, { 'notes.md': 'one\ntwo\n' }), author: 'owner', source: { kind: 'editor' }, actor: 'owner', reason: 't' })
    return skill
  }

  it('freezes the change as a plan; approving applies exactly the stored files', async () => {
    const ctx = store()
    const skill = await ownerSkill(ctx)
    const result = await call(ctx, 'edit_skill', { name: 'notes', changes: { write: { 'notes.md': 'one\nthree\n' }, rename: { 'notes.md': 'references/notes.md' } }, rationale: 'tidy' })
    expect(result.ok).toBe(true)
    const plan = (result as { result: { planId: string; baseHash: string; newHash: string; diff: string } }).result
    expect(plan.baseHash).toBe(skill.currentHash)
    expect(plan.diff).toContain('+three')
    expect((await getSkillOrThrow(ctx, 'notes')).currentHash).toBe(skill.currentHash)
    const { skill: after } = await approveEditPlan(ctx, plan.planId)
    expect(after.currentHash).toBe(plan.newHash)
    expect(new TextDecoder().decode((await readSkillFile(ctx, 'notes', 'notes.md')).bytes)).toBe('one\nthree\n')
    expect((await readSkillFile(ctx, 'notes', 'references/notes.md')).bytes.byteLength).toBe(8)
  })

  it('approving a plan whose base moved is skill_changed; an expired plan is plan_expired', async () => {
    const ctx = store()
    await ownerSkill(ctx)
    const first = (await call(ctx, 'edit_skill', { name: 'notes', changes: { write: { 'a.md': 'a' } }, rationale: 'a' })) as { result: { planId: string } }
    const second = (await call(ctx, 'edit_skill', { name: 'notes', changes: { write: { 'b.md': 'b' } }, rationale: 'b' })) as { result: { planId: string } }
    await approveEditPlan(ctx, first.result.planId)
    await expect(approveEditPlan(ctx, second.result.planId)).rejects.toMatchObject({ code: 'skill_changed' })

    const third = (await call(ctx, 'edit_skill', { name: 'notes', changes: { write: { 'c.md': 'c' } }, rationale: 'c' })) as { result: { planId: string } }
    clock = new Date(clock.getTime() + PLAN_LIFETIME_MS + 1)
    await expect(approveEditPlan(ctx, third.result.planId)).rejects.toMatchObject({ code: 'plan_expired' })
  })

  it('refuses built-ins, no-op changes and unsafe paths', async () => {
    const ctx = store()
    await ownerSkill(ctx)
    await createSkill(ctx, { name: 'shipped', files: skillFiles('shipped'), author: 'builtin', builtIn: true, source: { kind: 'builtin' }, actor: 'system', reason: 't' })
    expect(errorOf(await call(ctx, 'edit_skill', { name: 'shipped', changes: { write: { 'a.md': 'a' } }, rationale: 'r' }))?.code).toBe('builtin_read_only')
    expect(errorOf(await call(ctx, 'edit_skill', { name: 'notes', changes: { write: { 'notes.md': 'one\ntwo\n' } }, rationale: 'r' }))?.code).toBe('invalid_arguments')
    expect(errorOf(await call(ctx, 'edit_skill', { name: 'notes', changes: { write: { '../x.md': 'a' } }, rationale: 'r' }))?.code).toBe('path_unsafe')
    expect(errorOf(await call(ctx, 'edit_skill', { name: 'notes', changes: { delete: ['missing.md'] }, rationale: 'r' }))?.code).toBe('file_not_found')
  })

  it('caps one file diff at 32 KiB and the whole plan at 192 KiB (edit_too_large), writing nothing', async () => {
    const ctx = store()
    await ownerSkill(ctx)
    const big = 'line\n'.repeat(MAX_FILE_DIFF / 5 + 10)
    expect(errorOf(await call(ctx, 'edit_skill', { name: 'notes', changes: { write: { 'big.md': big } }, rationale: 'r' }))?.code).toBe('edit_too_large')
    const medium = 'line\n'.repeat(5000)
    const write = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`m${i}.md`, medium]))
    expect(errorOf(await call(ctx, 'edit_skill', { name: 'notes', changes: { write }, rationale: 'r' }))?.code).toBe('edit_too_large')
    expect(await ctx.db.editPlan.count()).toBe(0)
  })

  it(`holds at most ${MAX_PENDING_PLANS} pending plans: the next is refused, expired ones stop counting`, async () => {
    const ctx = store()
    const skill = await ownerSkill(ctx)
    await ctx.db.editPlan.createMany({
      data: Array.from({ length: MAX_PENDING_PLANS }, (_, i) => ({
        id: `p${i}`, skillName: 'notes', baseHash: skill.currentHash, newHash: skill.currentHash, rationale: 'r', diffs: '[]',
        createdAt: clock, expiresAt: new Date(clock.getTime() + PLAN_LIFETIME_MS),
      })),
    })
    const refused = errorOf(await call(ctx, 'edit_skill', { name: 'notes', changes: { write: { 'a.md': 'a' } }, rationale: 'r' }))
    expect(refused?.code).toBe('plan_limit_reached')
    clock = new Date(clock.getTime() + PLAN_LIFETIME_MS + 1)
    expect((await call(ctx, 'edit_skill', { name: 'notes', changes: { write: { 'a.md': 'a' } }, rationale: 'r' })).ok).toBe(true)
  })
})

describe('policy broker', () => {
  const base: PolicyCall = { tool: 'list_skills', grants: new Set() }
  const skill = (over: Partial<NonNullable<PolicyCall['skill']>> = {}) => ({ name: 's', live: true, tier: 'read', lockedForDrafts: false, grantKey: 'skill:s@12345678', ...over })
  it.each([
    ['disabled-skills-never-run', { tool: 'load_skill', skill: skill({ live: false }) }, 'deny'],
    ['disabled-skills-never-run', { tool: 'run_skill_script', skill: skill({ live: false }) }, 'deny'],
    ['disabled-skills-never-run', { tool: 'read_skill_resource' }, 'deny'],
    ['drafts-never-touch-reviewed-skills', { tool: 'draft_skill', skill: skill({ lockedForDrafts: true }) }, 'deny'],
    ['skill-edit-always-asks', { tool: 'edit_skill', skill: skill(), grants: new Set(['skill:s@12345678']) }, 'ask'],
    ['drafts-allowed', { tool: 'draft_skill' }, 'allow'],
    ['granted-skill-runs', { tool: 'run_skill_script', skill: skill({ tier: 'destructive' }), grants: new Set(['skill:s@12345678']) }, 'allow'],
    ['read-tier-allowed', { tool: 'get_skill' }, 'allow'],
    ['read-tier-allowed', { tool: 'run_skill_script', skill: skill() }, 'allow'],
    ['change-and-destructive-ask', { tool: 'run_skill_script', skill: skill({ tier: 'change' }) }, 'ask'],
    ['change-and-destructive-ask', { tool: 'run_skill_script', skill: skill({ tier: 'destructive' }), grants: new Set(['skill:s@87654321']) }, 'ask'],
    ['default-deny', { tool: 'format_disk' }, 'deny'],
  ] as const)('%s decides %j → %s', (rule, over, effect) => {
    expect(decide({ ...base, ...over } as PolicyCall)).toMatchObject({ rule, effect })
  })

  it('every rule has an id, a priority and a reason', () => {
    expect(new Set(POLICY_RULES.map((r) => r.id)).size).toBe(POLICY_RULES.length)
    for (const rule of POLICY_RULES) expect(rule.why.length).toBeGreaterThan(10)
  })
})

describe('webhook notifications', () => {
  it('posts a small JSON message, and a failing hook never breaks the write', async () => {
    const ctx = store()
    const received: unknown[] = []
    let fail = false
    const server = http.createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        received.push(JSON.parse(body))
        response.writeHead(fail ? 500 : 204).end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      await setAppSetting(ctx.db, WEBHOOK_SETTING, `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`)
      await notifyOwner(ctx, { kind: 'draft_created', skill: 'weather' })
      expect(received).toEqual([{ event: 'draft_created', skill: 'weather', at: clock.toISOString(), review: '/review' }])
      fail = true
      await expect(notifyOwner(ctx, { kind: 'plan_proposed', skill: 'notes', planId: 'p1' })).resolves.toBeUndefined()
      await setAppSetting(ctx.db, WEBHOOK_SETTING, 'http://127.0.0.1:1/unreachable')
      expect((await call(ctx, 'draft_skill', { name: 'quiet', files: { 'SKILL.md': draftMd('quiet') }, rationale: 'r' })).ok).toBe(true)
    } finally {
      server.close()
    }
  })
})
