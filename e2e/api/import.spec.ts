import http from 'node:http'
import { unzipSync } from 'fflate'
import { acceptedArchives, hostileArchives, skillMd, wellFormedZip } from '../../test/hostile-archives'
import { expect, test, type Api } from '../fixtures'

const zipHeaders = (name = 'upload.zip') => ({ 'Content-Type': 'application/zip', 'X-File-Name': name })

/** Everything the store says about its skills, to prove a refused import changed nothing. */
async function storeState(api: Api) {
  const { skills } = await (await api.owner.get('/api/skills')).json()
  return skills.map((s: { name: string; currentHash: string; approvedHash: string | null; versionCount: number }) => [s.name, s.currentHash, s.approvedHash, s.versionCount])
}

test('POST /api/import/zip refuses every hostile archive with its code; the store is unchanged and the server keeps answering', async ({ api }) => {
  const before = await storeState(api)
  for (const archive of hostileArchives()) {
    const response = await api.owner.post('/api/import/zip?replace=1', { data: Buffer.from(archive.build()), headers: zipHeaders(`${archive.name}.zip`) })
    if (archive.expect.outcome === 'accepted') {
      // e.g. a nested zip or __proto__ keys kept as data: imported, then removed again
      expect(response.status(), archive.name).toBe(201)
      for (const name of archive.expect.skills) await api.owner.delete(`/api/skills/${name}`)
      continue
    }
    const expected = archive.expect.outcome === 'refused' ? archive.expect.code : 'invalid_skill'
    const body = await response.json()
    expect(body.error?.code, `${archive.name}: ${JSON.stringify(body).slice(0, 300)}`).toBe(expected)
    expect(response.status(), archive.name).toBeGreaterThanOrEqual(400)
    if (archive.expect.outcome === 'refused' && archive.expect.entry) expect(body.error.message, archive.name).toContain(archive.expect.entry)
  }
  expect(await storeState(api)).toEqual(before)
  expect((await api.anonymous.get('/api/health')).status()).toBe(200)
})

test('an upload over 5 MiB is 413 zip_too_large, also when streamed without a length', async ({ api, baseURL, tokens }) => {
  const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1)
  const declared = await api.owner.post('/api/import/zip', { data: big, headers: zipHeaders() })
  expect(declared.status()).toBe(413)
  expect((await declared.json()).error.code).toBe('zip_too_large')

  // Chunked: no Content-Length, so the server must count while reading and stop early.
  const url = new URL('/api/import/zip', baseURL)
  const status = await new Promise<number>((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers: { ...zipHeaders(), Authorization: `Bearer ${tokens.owner}`, 'Transfer-Encoding': 'chunked' } }, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    request.on('error', reject)
    const chunk = Buffer.alloc(256 * 1024, 2)
    let sent = 0
    const pump = () => {
      while (sent < 64 * 1024 * 1024) {
        sent += chunk.length
        if (!request.write(chunk)) return void request.once('drain', pump)
      }
      request.end()
    }
    pump()
  })
  expect(status).toBe(413)
  expect((await api.anonymous.get('/api/health')).status()).toBe(200)
})

test('a multipart upload with one file previews, then imports the chosen skills', async ({ api }) => {
  const zip = Buffer.from(
    wellFormedZip({ 'mp-one/SKILL.md': skillMd('mp-one'), 'mp-two/SKILL.md': skillMd('mp-two'), 'mp-two/scripts/go.sh': { data: '#!/bin/sh\necho go\n', executable: true } }),
  )
  const preview = await api.owner.post('/api/import/zip?dryRun=1', { multipart: { file: { name: 'two.skill', mimeType: 'application/octet-stream', buffer: zip } } })
  expect(preview.status()).toBe(200)
  const { candidates } = await preview.json()
  expect(candidates.map((c: { name: string; valid: boolean }) => [c.name, c.valid])).toEqual([['mp-one', true], ['mp-two', true]])
  expect((await api.owner.get('/api/skills/mp-one')).status()).toBe(404)

  const done = await api.owner.post('/api/import/zip', { multipart: { file: { name: 'two.skill', mimeType: 'application/zip', buffer: zip }, skills: 'mp-two' } })
  expect(done.status()).toBe(201)
  const { imported } = await done.json()
  expect(imported.map((i: { skill: { name: string; status: string } }) => [i.skill.name, i.skill.status])).toEqual([['mp-two', 'disabled']])
  const again = await api.owner.post('/api/import/zip', { data: zip, headers: zipHeaders() })
  expect(again.status()).toBe(409)
  expect((await again.json()).error.code).toBe('skill_exists')
  await api.owner.delete('/api/skills/mp-two')
})

test('export gives one top folder per skill with executable bits, and re-import gives the same hash', async ({ api }) => {
  const zip = Buffer.from(wellFormedZip({ 'roundtrip/SKILL.md': skillMd('roundtrip'), 'roundtrip/scripts/run.sh': { data: '#!/bin/sh\necho 1\n', executable: true } }))
  await api.owner.post('/api/import/zip', { data: zip, headers: zipHeaders() })
  const { skill } = await (await api.owner.get('/api/skills/roundtrip')).json()

  const exported = await api.owner.get('/api/skills/roundtrip/export')
  expect(exported.headers()['content-type']).toBe('application/zip')
  const bytes = await exported.body()
  expect(Object.keys(unzipSync(bytes)).sort()).toEqual(['roundtrip/SKILL.md', 'roundtrip/scripts/run.sh'])

  await api.owner.delete('/api/skills/roundtrip')
  const reimported = await api.owner.post('/api/import/zip', { data: bytes, headers: zipHeaders('roundtrip.zip') })
  expect(reimported.status()).toBe(201)
  const { imported } = await reimported.json()
  expect(imported[0].skill.currentHash).toBe(skill.currentHash)
  expect(imported[0].skill.hasScripts).toBe(true)
  await api.owner.delete('/api/skills/roundtrip')

  const all = await api.owner.get('/api/export')
  expect(Object.keys(unzipSync(await all.body())).some((path) => path.startsWith('skill-authoring/'))).toBe(true)
})

test('import and export are owner-only', async ({ api }) => {
  const zip = Buffer.from(acceptedArchives()[0]!.build())
  expect((await api.assistant.post('/api/import/zip', { data: zip, headers: zipHeaders() })).status()).toBe(403)
  expect((await api.assistant.post('/api/import/github', { data: { url: 'skillyard-demo/skills' } })).status()).toBe(403)
  expect((await api.assistant.get('/api/export')).status()).toBe(403)
})

test('POST /api/import/github: dry run, import with a slash ref, update check, and stable error codes', async ({ api }) => {
  const dry = await api.owner.post('/api/import/github', { data: { url: 'https://github.com/skillyard-demo/skills', dryRun: true } })
  expect(dry.status()).toBe(200)
  const preview = await dry.json()
  expect(preview.folders.map((f: { name: string }) => f.name)).toEqual(['csv-tools', 'pdf-summary', 'release-notes'])
  expect(preview.folders[0]).toMatchObject({ folder: 'skills/csv-tools', fileCount: 2, valid: true })

  const imported = await api.owner.post('/api/import/github', { data: { url: 'https://github.com/skillyard-demo/skills/tree/release/v1/skills', skills: ['release-notes'] } })
  expect(imported.status(), await imported.text()).toBe(201)
  const { skill } = await (await api.owner.get('/api/skills/release-notes')).json()
  expect(skill.source).toMatchObject({ kind: 'github', ref: 'release/v1', path: 'skills/release-notes' })
  const check = await api.owner.post('/api/skills/release-notes/check-update')
  expect((await check.json()).result).toMatchObject({ name: 'release-notes', outcome: 'current' })
  await api.owner.delete('/api/skills/release-notes')

  const bad = await api.owner.post('/api/import/github', { data: { url: 'https://example.org/a/b', dryRun: true } })
  expect(bad.status()).toBe(422)
  expect((await bad.json()).error.code).toBe('github_url_invalid')
  const missing = await api.owner.post('/api/import/github', { data: { url: 'skillyard-demo/nothing-here', dryRun: true } })
  expect(missing.status()).toBe(404)
  expect((await missing.json()).error.code).toBe('github_not_found')
})
