import { SESSION_COOKIE } from '../auth/owner-session'

/** httpOnly, SameSite=Lax, and Secure whenever the request came over https. */
export function sessionCookieHeader(request: Request, value: string, expiresAt: Date | null): string {
  const secure = (request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '')) === 'https'
  const parts = [
    `${SESSION_COOKIE}=${encodeURIComponent(value)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    expiresAt ? `Expires=${expiresAt.toUTCString()}` : 'Max-Age=0',
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/** The client's address as Next reports it (x-forwarded-for, first entry), for rate limiting. */
export function clientAddress(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown'
}
