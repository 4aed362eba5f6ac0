import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startFakeGitHub, type FakeGitHub } from '../../../test/fake-github/fake-github'
import { sampleRepo } from '../../../test/fake-github/sample-repo'
import { createGitHubClient, repoPath } from './github-client'
import { repositorySchema } from './github-schemas'
import { scanGitHub } from './scan-github'
import { rejection, skillMd, TOKEN, visibleText } from './test-support'

let fake: FakeGitHub
const NOW = Date.UTC(2026, 4, 1, 12, 0, 0)

beforeAll(async () => {
  fake = await startFakeGitHub(
    [sampleRepo(), { owner: 'acme', repo: 'private-skills', defaultBranch: 'main', private: true, branches: { main: { 'x/SKILL.md': skillMd('x') } } }],
    { token: TOKEN },
  )
})
afterAll(() => fake.close())
afterEach(() => {
  fake.setFailure(null)
  fake.requests.length = 0
})

const options = (extra: object = {}) => ({ baseUrl: fake.url, token: TOKEN, now: () => NOW, ...extra })

describe('GitHub client', () => {
  it('sends GitHub headers and the token as a Bearer Authorization', async () => {
    await scanGitHub({ url: 'skillyard-demo/skills' }, options())
    expect(fake.requests.length).toBeGreaterThan(0)
    for (const request of fake.requests) {
      expect(request.headers).toMatchObject({
        accept: 'application/vnd.github+json',
        'user-agent': 'skillyard',
        'x-github-api-version': '2022-11-28',
        authorization: `Bearer ${TOKEN}`,
      })
    }
  })

  it('sends no Authorization without a token, and reads public repositories', async () => {
    const scan = await scanGitHub({ url: 'skillyard-demo/skills' }, { baseUrl: fake.url })
    expect(scan.folders).toHaveLength(3)
    expect(fake.requests.every((request) => request.headers.authorization === undefined)).toBe(true)
  })

  it('keeps the token out of results', async () => {
    const scan = await scanGitHub({ url: 'acme/private-skills' }, options())
    expect(scan.folders.map((folder) => folder.name)).toEqual(['x'])
    expect(JSON.stringify(scan)).not.toContain(TOKEN)
  })

  it('maps 404 to github_not_found, also for a private repository read without a token', async () => {
    const missing = await rejection(scanGitHub({ url: 'nobody/nothing' }, options()), 'github_not_found')
    expect(missing.message).toContain('nobody/nothing')
    await rejection(scanGitHub({ url: 'acme/private-skills' }, { baseUrl: fake.url }), 'github_not_found')
  })

  it('maps a rejected token (401) to github_forbidden', async () => {
    const error = await rejection(scanGitHub({ url: 'skillyard-demo/skills' }, options({ token: 'ghp_wrong' })), 'github_forbidden')
    expect(error.message).toContain('did not accept the token')
    expect(visibleText(error)).not.toContain('ghp_wrong')
  })

  it('maps a plain 403 to github_forbidden', async () => {
    fake.setFailure({ kind: 'forbidden' })
    const error = await rejection(scanGitHub({ url: 'skillyard-demo/skills' }, options()), 'github_forbidden')
    expect(error.message).toContain('Resource not accessible by personal access token')
  })

  it('maps 403 with x-ratelimit-remaining: 0 to github_rate_limited, saying when to retry', async () => {
    const resetAt = NOW / 1000 + 30 * 60
    fake.setFailure({ kind: 'rate_limit', resetAt })
    const error = await rejection(scanGitHub({ url: 'skillyard-demo/skills' }, options()), 'github_rate_limited')
    expect(error.message).toContain('Try again after 2026-05-01 12:30 UTC (in 30 minutes)')
    expect(error.details).toMatchObject({ retryAt: '2026-05-01T12:30:00.000Z' })
  })

  it('suggests a token when rate limited without one', async () => {
    fake.setFailure({ kind: 'rate_limit', resetAt: NOW / 1000 + 90 })
    const error = await rejection(scanGitHub({ url: 'skillyard-demo/skills' }, { baseUrl: fake.url, now: () => NOW }), 'github_rate_limited')
    expect(error.message).toContain('(in 2 minutes)')
    expect(error.message).toContain('GitHub token')
  })

  it('maps 429 with retry-after to github_rate_limited', async () => {
    fake.setFailure({ kind: 'secondary_rate_limit', retryAfterSeconds: 120 })
    const error = await rejection(scanGitHub({ url: 'skillyard-demo/skills' }, options()), 'github_rate_limited')
    expect(error.message).toContain('2026-05-01 12:02 UTC (in 2 minutes)')
    expect(error.details).toMatchObject({ retryAt: '2026-05-01T12:02:00.000Z' })
  })

  it.each([500, 502, 503])('maps %i to github_unavailable', async (status) => {
    fake.setFailure({ kind: 'server_error', status })
    const error = await rejection(scanGitHub({ url: 'skillyard-demo/skills' }, options()), 'github_unavailable')
    expect(error.message).toContain(`${status}`)
  })

  it('maps a timeout to github_unavailable', async () => {
    fake.setFailure({ kind: 'slow', delayMs: 2_000 })
    const started = Date.now()
    const error = await rejection(scanGitHub({ url: 'skillyard-demo/skills' }, options({ timeoutMs: 150 })), 'github_unavailable')
    expect(Date.now() - started).toBeLessThan(1_500)
    expect(error.message).toContain('did not answer within 150 ms')
    expect(error.details).toMatchObject({ reason: 'timeout' })
  })

  it('maps a refused connection to github_unavailable', async () => {
    const closed = await startFakeGitHub([])
    await closed.close()
    const error = await rejection(scanGitHub({ url: 'skillyard-demo/skills' }, options({ baseUrl: closed.url })), 'github_unavailable')
    expect(error.message).toContain(`Could not reach GitHub at ${closed.url}`)
    expect(error.details).toMatchObject({ reason: 'network' })
  })

  it('never puts the token in an error, whatever failed', async () => {
    const failures = [
      { kind: 'not_found' },
      { kind: 'forbidden' },
      { kind: 'unauthorized' },
      { kind: 'rate_limit' },
      { kind: 'secondary_rate_limit' },
      { kind: 'server_error' },
    ] as const
    for (const rule of failures) {
      fake.setFailure(rule)
      const error = await scanGitHub({ url: 'skillyard-demo/skills' }, options()).catch((caught: Error) => caught)
      expect(error).toBeInstanceOf(Error)
      expect(`${(error as Error).message} ${JSON.stringify((error as { details?: unknown }).details ?? {})}`).not.toContain(TOKEN)
    }
    // A server that echoes the token back gets it cut out of the message.
    const echo = async () => Response.json({ message: `token ${TOKEN} is not allowed` }, { status: 403 })
    const error = await rejection(createGitHubClient(options({ fetch: echo })).getJson('/x', repositorySchema), 'github_forbidden')
    expect(error.message).toContain('token [token] is not allowed')
    expect(visibleText(error)).not.toContain(TOKEN)
  })

  it('refuses a token that cannot be sent as a header, without quoting it', async () => {
    const error = await rejection(
      Promise.resolve().then(() => createGitHubClient({ baseUrl: fake.url, token: 'ghp_abc\ndef' })),
      'github_forbidden',
    )
    expect(visibleText(error)).not.toContain('ghp_abc')
  })

  it('checks the shape of every answer', async () => {
    const wrong = async () => Response.json({ default_branch: 42 })
    const error = await rejection(createGitHubClient(options({ fetch: wrong })).getJson('/repos/o/r', repositorySchema), 'github_unavailable')
    expect(error.message).toContain('unexpected shape at default_branch')
    const notJson = async () => new Response('<html>')
    await rejection(createGitHubClient(options({ fetch: notJson })).getJson('/repos/o/r', repositorySchema), 'github_unavailable')
  })

  it('refuses an answer larger than expected while it streams in', async () => {
    const huge = async () => new Response(JSON.stringify({ default_branch: 'x'.repeat(10_000) }))
    const error = await rejection(
      createGitHubClient(options({ fetch: huge })).getJson('/repos/o/r', repositorySchema, { maxBytes: 1_000 }),
      'github_unavailable',
    )
    expect(error.details).toMatchObject({ reason: 'answer_too_large' })
  })

  it('follows a redirect within the API but not one that leaves it (it would take the token along)', async () => {
    const seen: string[] = []
    const redirecting = async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input)
      seen.push(url)
      if (url.endsWith('/repos/old/name')) return new Response(null, { status: 301, headers: { location: `${fake.url}/repos/skillyard-demo/skills` } })
      if (url.endsWith('/repos/away/name')) return new Response(null, { status: 302, headers: { location: 'https://elsewhere.example/x' } })
      return fetch(input, init)
    }
    const client = createGitHubClient(options({ fetch: redirecting }))
    await expect(client.getJson(repoPath({ owner: 'old', repo: 'name' }), repositorySchema)).resolves.toEqual({ default_branch: 'main' })
    await rejection(client.getJson(repoPath({ owner: 'away', repo: 'name' }), repositorySchema), 'github_unavailable')
    expect(seen.some((url) => url.includes('elsewhere'))).toBe(false)
  })
})
