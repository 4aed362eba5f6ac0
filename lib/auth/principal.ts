import { findLiveApiToken, type StoreContext } from '../store'
import { SESSION_COOKIE, ownerFromSessionCookie } from './owner-session'
import { tokenHash } from './secrets'

/** Who is calling: the owner (signed-in browser or owner token) or the assistant (assistant token). */
export type Principal =
  | { scope: 'owner'; via: 'session'; ownerId: number }
  | { scope: 'owner'; via: 'token'; tokenId: string }
  | { scope: 'assistant'; via: 'token'; tokenId: string }

/** Resolves a request's credentials: a Bearer token, else the session cookie. Null when neither is valid. */
export async function authenticate(ctx: StoreContext, request: Request): Promise<Principal | null> {
  const authorization = request.headers.get('authorization')
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization)
    const token = match ? await findLiveApiToken(ctx, tokenHash(match[1]!)) : null
    return token ? { scope: token.scope, via: 'token', tokenId: token.id } : null
  }
  const cookie = readCookie(request.headers.get('cookie'), SESSION_COOKIE)
  const ownerId = cookie ? await ownerFromSessionCookie(ctx, cookie) : null
  return ownerId === null ? null : { scope: 'owner', via: 'session', ownerId }
}

export function readCookie(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim())
  }
  return null
}

const OWNER_SESSION_CALLER = 'owner-session-'

/** A stable id for the caller, for rate limits and assistant sessions: the token, or the owner's browser. */
export function callerId(principal: Principal): string {
  return principal.via === 'token' ? principal.tokenId : `${OWNER_SESSION_CALLER}${principal.ownerId}`
}

/** True for the id `callerId` gives the signed-in owner (the playground), false for a token id. */
export function isOwnerSessionCaller(caller: string): boolean {
  return caller.startsWith(OWNER_SESSION_CALLER)
}
