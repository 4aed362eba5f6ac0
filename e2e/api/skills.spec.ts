import { expect, test } from '../fixtures'

test('GET /api/health answers without credentials', async ({ api }) => {
  const response = await api.anonymous.get('/api/health')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ ok: true })
})

test('GET /api/skills lists the built-in skills, live and read-only', async ({ api }) => {
  const response = await api.assistant.get('/api/skills')
  expect(response.status()).toBe(200)
  const { skills } = await response.json()
  expect(skills.length).toBeGreaterThanOrEqual(4)
  const authoring = skills.find((skill: { name: string }) => skill.name === 'skill-authoring')
  expect(authoring).toMatchObject({ builtIn: true, author: 'builtin', status: 'live', errorCount: 0 })
  expect(authoring.currentHash).toMatch(/^[0-9a-f]{64}$/)
  expect(skills.filter((skill: { hasScripts: boolean }) => skill.hasScripts).length).toBeGreaterThanOrEqual(2)
})

test('GET /api/skills/:name returns files, frontmatter and the grant key', async ({ api }) => {
  const { skill } = await (await api.assistant.get('/api/skills/skill-authoring')).json()
  expect(skill.grantKey).toBe(`skill:skill-authoring@${skill.currentHash.slice(0, 8)}`)
  expect(skill.files.map((file: { path: string }) => file.path)).toContain('SKILL.md')
  expect(skill.document.frontmatter.name).toBe('skill-authoring')

  const file = await api.assistant.get('/api/skills/skill-authoring/files/SKILL.md')
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('application/octet-stream')
  expect(await file.text()).toContain('name: skill-authoring')

  const versions = await (await api.assistant.get('/api/skills/skill-authoring/versions')).json()
  expect(versions.versions[0]).toMatchObject({ number: 1, hash: skill.currentHash, actor: 'system' })
})

test('unknown skills and files are 404 with a stable code', async ({ api }) => {
  const missing = await api.assistant.get('/api/skills/no-such-skill')
  expect(missing.status()).toBe(404)
  expect((await missing.json()).error).toMatchObject({ code: 'skill_not_found' })

  const file = await api.assistant.get('/api/skills/skill-authoring/files/nope.md')
  expect(file.status()).toBe(404)
  expect((await file.json()).error.code).toBe('file_not_found')

  const diff = await api.assistant.get('/api/skills/skill-authoring/diff?from=abc&to=def')
  expect(diff.status()).toBe(422)
  expect((await diff.json()).error.code).toBe('invalid_request')
})
