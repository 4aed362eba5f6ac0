import { describe, expect, it } from 'vitest'
import { ownerExists } from '@/lib/store'
import { codeOf, storesPerTest } from '@/test/store-fixture'
import { issueApiToken } from './api-token'
import { bootstrapOwner } from './bootstrap-owner'
import { login, logout, ownerFromSessionCookie } from './owner-session'
import { hashPassword, verifyPassword } from './password'
import { authenticate } from './principal'
import { RateLimiter } from './rate-limiter'
import { isSameOrigin } from './same-origin'
import { sign, unsign } from './secrets'
import { setupOwner } from './setup-owner'

const store = storesPerTest()


const env = (extra: Record<string, string> = {}) => ({ ...extra }) as NodeJS.ProcessEnv

describe('passwords', () => {
  it('hashes with scrypt and a salt, and verifies only the right password', async () => {
    const a = await hashPassword('correct horse')
    const b = await hashPassword('correct horse')
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/)
    expect(a).not.toBe(b)
    expect(await verifyPassword('correct horse', a)).toBe(true)
    expect(await verifyPassword('correct horsf', a)).toBe(false)
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false)
  })
})

describe('signed values', () => {
  it('detects any change to the value or the signature', () => {
    const signed = sign('abc', 'secret')
    expect(unsign(signed, 'secret')).toBe('abc')
    expect(unsign(signed, 'other')).toBeNull()
    expect(unsign(signed.replace('abc', 'abd'), 'secret')).toBeNull()
    expect(unsign('abc', 'secret')).toBeNull()
  })
})

describe('RateLimiter', () => {
  it('allows five failures a minute, then asks to wait until the oldest expires', () => {
    let now = 0
    const limiter = new RateLimiter(5, 60_000, () => now)
    for (let i = 0; i < 5; i++) {
      expect(limiter.retryAfter('k')).toBe(0)
      limiter.record('k')
      now += 1_000
    }
    expect(limiter.retryAfter('k')).toBe(55_000)
    expect(limiter.retryAfter('other')).toBe(0)
    now = 60_001
    expect(limiter.retryAfter('k')).toBe(0)
  })
})

describe('owner bootstrap and login', () => {
  it('creates the owner from the environment once', async () => {
    const ctx = store()
    const lines: string[] = []
    await bootstrapOwner(ctx, env({ SKILLYARD_OWNER_EMAIL: 'Owner@Example.test', SKILLYARD_OWNER_PASSWORD: 'long enough pw' }), (l) => lines.push(l))
    expect(await ownerExists(ctx)).toBe(true)
    await bootstrapOwner(ctx, env({ SKILLYARD_OWNER_EMAIL: 'other@example.test', SKILLYARD_OWNER_PASSWORD: 'another pw!!' }), (l) => lines.push(l))
    expect(lines).toHaveLength(1)
    const session = await login(ctx, { email: 'owner@example.test', password: 'long enough pw', address: 'a1' })
    expect(await ownerFromSessionCookie(ctx, session.cookie)).toEqual(expect.any(Number))
    await logout(ctx, session.cookie)
    expect(await ownerFromSessionCookie(ctx, session.cookie)).toBeNull()
  })

  it('prints a one-time setup link that works exactly once', async () => {
    const ctx = store()
    const lines: string[] = []
    await bootstrapOwner(ctx, env({ HOST: '127.0.0.1', PORT: '3999' }), (l) => lines.push(l))
    const token = /setup\?token=(\S+)/.exec(lines.join('\n'))![1]!
    expect(lines.join('\n')).toContain('http://127.0.0.1:3999/setup?token=')
    expect(await codeOf(setupOwner(ctx, { token: 'wrong', email: 'me@example.test', password: 'long enough pw' }))).toBe('setup_token_invalid')
    const session = await setupOwner(ctx, { token, email: 'me@example.test', password: 'long enough pw' })
    expect(await ownerFromSessionCookie(ctx, session.cookie)).toEqual(expect.any(Number))
    expect(await codeOf(setupOwner(ctx, { token, email: 'me2@example.test', password: 'long enough pw' }))).toBe('owner_exists')
  })

  it('rejects wrong passwords and limits failures per address and per e-mail', async () => {
    const ctx = store()
    await bootstrapOwner(ctx, env({ SKILLYARD_OWNER_EMAIL: 'limit@example.test', SKILLYARD_OWNER_PASSWORD: 'long enough pw' }), () => {})
    for (let i = 0; i < 5; i++) {
      // A new address each time: the per-e-mail limit still applies, so spoofing addresses does not help.
      expect(await codeOf(login(ctx, { email: 'limit@example.test', password: 'nope', address: `spoof-${i}` }))).toBe('invalid_credentials')
    }
    expect(await codeOf(login(ctx, { email: 'limit@example.test', password: 'long enough pw', address: 'fresh' }))).toBe('too_many_attempts')
  })
})

describe('authenticate', () => {
  it('resolves bearer tokens by scope and ignores revoked or unknown ones', async () => {
    const ctx = store()
    const { token } = await issueApiToken(ctx, { name: 'bot', scope: 'assistant' })
    const request = (authorization: string) => new Request('http://x/api/skills', { headers: { authorization } })
    expect(await authenticate(ctx, request(`Bearer ${token}`))).toMatchObject({ scope: 'assistant', via: 'token' })
    expect(await authenticate(ctx, request('Bearer sy_assistant_unknown'))).toBeNull()
    expect(await authenticate(ctx, request(`Basic ${token}`))).toBeNull()
  })
})

describe('isSameOrigin', () => {
  const request = (headers: Record<string, string>) => new Request('http://127.0.0.1:3000/api/x', { method: 'POST', headers: { host: '127.0.0.1:3000', ...headers } })
  it.each([
    [{ origin: 'http://127.0.0.1:3000' }, true],
    [{ origin: 'http://127.0.0.1:3001' }, false],
    [{ origin: 'https://evil.example' }, false],
    [{ origin: 'null' }, false],
    [{ 'sec-fetch-site': 'same-origin' }, true],
    [{ 'sec-fetch-site': 'cross-site' }, false],
    [{}, false],
  ])('%j → %s', (headers, expected) => {
    expect(isSameOrigin(request(headers))).toBe(expected)
  })
})
