import { z } from 'zod'
import { login } from '@/lib/auth/owner-session'
import { clientAddress, sessionCookieHeader } from '@/lib/http/session-cookie'
import { route } from '@/lib/http/route'
import { defaultStore } from '@/lib/store'

export const dynamic = 'force-dynamic'

const body = z.object({ email: z.string().trim().max(320), password: z.string().max(1024) })

// POST /api/auth/login – checks the owner's password and sets the session cookie
export const POST = route({ access: 'public', body }, async ({ request, body }) => {
  const session = await login(defaultStore(), { email: body.email, password: body.password, address: clientAddress(request) })
  return Response.json({ ok: true }, { headers: { 'Set-Cookie': sessionCookieHeader(request, session.cookie, session.expiresAt) } })
})
