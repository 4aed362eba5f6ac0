import fs from 'node:fs'
import path from 'node:path'
import { OWNER, createSkill, expect, skillMd, test } from '../fixtures'

/** Every API route in the app, found on disk, so a new route cannot forget its access check. */
function apiRoutes(): { method: string; url: string; file: string }[] {
  const routes: { method: string; url: string; file: string }[] = []
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) visit(full)
      else if (entry.name === 'route.ts') {
        const url = '/' + path.relative('app', dir).split(path.sep)
          .map((segment) => (segment.startsWith('[...') ? 'SKILL.md' : segment === '[name]' ? 'skill-authoring' : segment.startsWith('[') ? 'some-id' : segment))
          .join('/')
        for (const [, method] of fs.readFileSync(full, 'utf8').matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b/g)) {
          routes.push({ method: method!, url, file: full })
        }
      }
    }
  }
  visit('app/api')
  return routes
}

const PUBLIC = new Set(['GET /api/health', 'POST /api/auth/login', 'POST /api/auth/setup'])

test('every /api route without credentials is 401 unauthenticated (except health, login, setup)', async ({ api }) => {
  const routes = apiRoutes().filter((r) => !PUBLIC.has(`${r.method} ${r.url}`))
  expect(routes.length).toBeGreaterThan(15)
  for (const { method, url } of routes) {
    const response = await api.anonymous.fetch(url, { method, data: method === 'GET' || method === 'DELETE' ? undefined : {} })
    expect(response.status(), `${method} ${url}`).toBe(401)
    expect((await response.json()).error.code, `${method} ${url}`).toBe('unauthenticated')
  }
})

test('a bad bearer token is 401, not a fallback to anything else', async ({ playwright, baseURL }) => {
  const bad = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: 'Bearer sy_owner_nope' } })
  expect((await bad.get('/api/skills')).status()).toBe(401)
  await bad.dispose()
})

test('an assistant token reads skills but is 403 forbidden on every owner action', async ({ api }) => {
  expect((await api.assistant.get('/api/skills')).status()).toBe(200)
  expect((await api.assistant.get('/api/skills/skill-authoring')).status()).toBe(200)
  const hash = await createSkill(api, 'assistant-cannot-touch')
  const attempts = [
    api.assistant.post('/api/skills/assistant-cannot-touch/enabled', { data: { enabled: true, hash } }),
    api.assistant.put('/api/skills/assistant-cannot-touch/files/SKILL.md', { data: { content: skillMd('assistant-cannot-touch') }, headers: { 'If-Match': hash } }),
    api.assistant.delete('/api/skills/assistant-cannot-touch'),
    api.assistant.post('/api/tokens', { data: { name: 'sneaky', scope: 'owner' } }),
    api.assistant.get('/api/tokens'),
    api.assistant.post('/api/skills', { data: { name: 'assistant-made' } }),
    api.assistant.post('/api/skills/assistant-cannot-touch/duplicate', { data: { newName: 'copy-of-it' } }),
  ]
  for (const response of await Promise.all(attempts)) {
    expect(response.status(), response.url()).toBe(403)
    expect((await response.json()).error.code).toBe('forbidden')
  }
  const { skill } = await (await api.owner.get('/api/skills/assistant-cannot-touch')).json()
  expect(skill).toMatchObject({ currentHash: hash, status: 'disabled' })
})

test('cookie-authenticated changes need the same origin (403 csrf_rejected otherwise)', async ({ playwright, baseURL, api }) => {
  const hash = await createSkill(api, 'csrf-target')
  const browserLike = await playwright.request.newContext({ baseURL })
  expect((await browserLike.post('/api/auth/login', { data: OWNER })).status()).toBe(200)
  const enable = { data: { enabled: true, hash } }

  const foreign = await browserLike.post('/api/skills/csrf-target/enabled', { ...enable, headers: { Origin: 'https://evil.example' } })
  expect(foreign.status()).toBe(403)
  expect((await foreign.json()).error.code).toBe('csrf_rejected')
  const crossSite = await browserLike.post('/api/skills/csrf-target/enabled', { ...enable, headers: { 'Sec-Fetch-Site': 'cross-site' } })
  expect(crossSite.status()).toBe(403)
  const noOrigin = await browserLike.post('/api/skills/csrf-target/enabled', enable)
  expect(noOrigin.status()).toBe(403)

  const sameOrigin = await browserLike.post('/api/skills/csrf-target/enabled', { ...enable, headers: { Origin: baseURL! } })
  expect(sameOrigin.status()).toBe(200)
  expect((await browserLike.get('/api/skills/csrf-target')).status()).toBe(200) // reads need no Origin
  await browserLike.dispose()
})

test('login sets an httpOnly SameSite=Lax cookie; logout ends the session', async ({ playwright, baseURL }) => {
  const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } })
  const login = await context.post('/api/auth/login', { data: OWNER })
  const cookie = login.headers()['set-cookie']!
  expect(cookie).toMatch(/skillyard_session=[^;]+/)
  expect(cookie).toMatch(/HttpOnly/i)
  expect(cookie).toMatch(/SameSite=Lax/i)
  expect(cookie).not.toMatch(/Secure/i) // plain http on loopback
  expect((await context.get('/api/tokens')).status()).toBe(200)
  const stolen = (await context.storageState()).cookies.find((c) => c.name === 'skillyard_session')!.value
  expect((await context.post('/api/auth/logout')).status()).toBe(200)
  expect((await context.get('/api/tokens')).status()).toBe(401)
  const replay = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Cookie: `skillyard_session=${stolen}` } })
  expect((await replay.get('/api/tokens')).status()).toBe(401)
  await Promise.all([context.dispose(), replay.dispose()])
})

test('wrong passwords are 401, then 429 too_many_attempts after five a minute', async ({ playwright, baseURL }) => {
  // A made-up client address and e-mail, so the owner's own sign-ins in other tests are not slowed.
  const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.7' } })
  const attempt = () => context.post('/api/auth/login', { data: { email: 'intruder@skillyard.test', password: 'guess' } })
  for (let i = 0; i < 5; i++) {
    const response = await attempt()
    expect(response.status()).toBe(401)
    expect((await response.json()).error.code).toBe('invalid_credentials')
  }
  const limited = await attempt()
  expect(limited.status()).toBe(429)
  expect((await limited.json()).error.code).toBe('too_many_attempts')
  await context.dispose()
})

test('tokens: created once, listed without their text, revoked at once', async ({ api, playwright, baseURL }) => {
  const created = await api.owner.post('/api/tokens', { data: { name: 'ci bot', scope: 'assistant' } })
  expect(created.status()).toBe(201)
  const { id, token } = await created.json()
  expect(token).toMatch(/^sy_assistant_/)
  const listed = await (await api.owner.get('/api/tokens')).json()
  expect(JSON.stringify(listed)).not.toContain(token)
  expect(listed.tokens.find((t: { id: string }) => t.id === id)).toMatchObject({ name: 'ci bot', scope: 'assistant' })
  const bot = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } })
  expect((await bot.get('/api/skills')).status()).toBe(200)
  expect((await api.owner.delete(`/api/tokens/${id}`)).status()).toBe(200)
  expect((await bot.get('/api/skills')).status()).toBe(401)
  await bot.dispose()
})
