import { SESSION_COOKIE, logout } from '@/lib/auth/owner-session'
import { readCookie } from '@/lib/auth/principal'
import { sessionCookieHeader } from '@/lib/http/session-cookie'
import { route } from '@/lib/http/route'
import { defaultStore } from '@/lib/store'

export const dynamic = 'force-dynamic'

// POST /api/auth/logout – ends the session and clears the cookie
export const POST = route({ access: 'owner' }, async ({ request }) => {
  const cookie = readCookie(request.headers.get('cookie'), SESSION_COOKIE)
  if (cookie) await logout(defaultStore(), cookie)
  return Response.json({ ok: true }, { headers: { 'Set-Cookie': sessionCookieHeader(request, '', null) } })
})
