import { z } from 'zod'
import { setupOwner } from '@/lib/auth/setup-owner'
import { emailSchema } from '@/lib/http/schemas'
import { sessionCookieHeader } from '@/lib/http/session-cookie'
import { route } from '@/lib/http/route'
import { defaultStore } from '@/lib/store'
import { PASSWORD_MIN_LENGTH } from '@/lib/auth/password'

export const dynamic = 'force-dynamic'

const body = z.object({
  token: z.string().min(1).max(200),
  email: emailSchema,
  password: z.string().min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`).max(1024),
})

// POST /api/auth/setup – creates the owner with the one-time setup token and signs them in
export const POST = route({ access: 'public', body }, async ({ request, body }) => {
  const session = await setupOwner(defaultStore(), body)
  return Response.json({ ok: true }, { status: 201, headers: { 'Set-Cookie': sessionCookieHeader(request, session.cookie, session.expiresAt) } })
})
