import { SkillyardError } from '../errors/skillyard-error'
import {
  createSession,
  deleteSession,
  findOwnerByEmail,
  findSessionOwner,
  getOrCreateAppSetting,
  type StoreContext,
} from '../store'
import { hashPassword, verifyPassword } from './password'
import { RateLimiter } from './rate-limiter'
import { randomToken, sign, tokenHash, unsign } from './secrets'

export const SESSION_COOKIE = 'skillyard_session'
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000

/** Failed sign-ins allowed per minute, per client address and per e-mail address. */
const LOGIN_FAILURES_PER_MINUTE = 5

const limits = globalThis as unknown as { skillyardLoginLimiter?: RateLimiter; skillyardSessionSecret?: Promise<string> }

function loginLimiter(): RateLimiter {
  limits.skillyardLoginLimiter ??= new RateLimiter(LOGIN_FAILURES_PER_MINUTE, 60_000)
  return limits.skillyardLoginLimiter
}

/** The key that signs session cookies: SKILLYARD_SESSION_SECRET, or one generated once and kept in the database. */
function sessionSecret(ctx: StoreContext): Promise<string> {
  if (process.env.SKILLYARD_SESSION_SECRET) return Promise.resolve(process.env.SKILLYARD_SESSION_SECRET)
  limits.skillyardSessionSecret ??= getOrCreateAppSetting(ctx, 'session_secret', () => randomToken(32))
  return limits.skillyardSessionSecret
}

/** Verifying against a throwaway hash when the e-mail is unknown keeps both answers equally slow. */
let decoyHash: Promise<string> | undefined

export interface LoginInput {
  email: string
  password: string
  /** The client's address as best known (rate limiting); the e-mail is limited too, so a spoofed address does not help. */
  address: string
}

/** Checks the owner's password and opens a session; returns the signed cookie value. */
export async function login(ctx: StoreContext, input: LoginInput): Promise<{ cookie: string; expiresAt: Date }> {
  const keys = [`address:${input.address}`, `email:${input.email.toLowerCase()}`]
  const limiter = loginLimiter()
  const wait = Math.max(...keys.map((key) => limiter.retryAfter(key)))
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000)
    throw new SkillyardError('too_many_attempts', `Too many failed sign-in attempts. Try again in ${seconds} seconds.`, { retryAfterSeconds: seconds })
  }
  const owner = await findOwnerByEmail(ctx, input.email.toLowerCase())
  decoyHash ??= hashPassword(randomToken())
  const ok = await verifyPassword(input.password, owner?.passwordHash ?? (await decoyHash))
  if (!owner || !ok) {
    for (const key of keys) limiter.record(key)
    throw new SkillyardError('invalid_credentials', 'That e-mail and password do not match.')
  }
  for (const key of keys) limiter.reset(key)
  return openSession(ctx, owner.id)
}

export async function openSession(ctx: StoreContext, ownerId: number): Promise<{ cookie: string; expiresAt: Date }> {
  const token = randomToken()
  const expiresAt = new Date(ctx.now().getTime() + SESSION_TTL_MS)
  await createSession(ctx, { idHash: tokenHash(token), ownerId, expiresAt })
  return { cookie: sign(token, await sessionSecret(ctx)), expiresAt }
}

/** The owner id behind a session cookie, or null when it is unsigned, unknown or expired. */
export async function ownerFromSessionCookie(ctx: StoreContext, cookie: string): Promise<number | null> {
  const token = unsign(cookie, await sessionSecret(ctx))
  return token ? findSessionOwner(ctx, tokenHash(token)) : null
}

export async function logout(ctx: StoreContext, cookie: string): Promise<void> {
  const token = unsign(cookie, await sessionSecret(ctx))
  if (token) await deleteSession(ctx, tokenHash(token))
}
