import { z } from 'zod'
import { issueApiToken } from '@/lib/auth/api-token'
import { route } from '@/lib/http/route'
import { defaultStore, listApiTokens } from '@/lib/store'

export const dynamic = 'force-dynamic'

const body = z.object({ name: z.string().trim().min(1).max(100), scope: z.enum(['assistant', 'owner']) })

// GET /api/tokens – the active API tokens with their last-used times (never the token text)
export const GET = route({ access: 'owner' }, async () => ({ tokens: await listApiTokens(defaultStore()) }))

// POST /api/tokens – creates a token; its text is in this response only
export const POST = route({ access: 'owner', body }, async ({ body }) => {
  const { token, summary } = await issueApiToken(defaultStore(), body)
  return Response.json({ id: summary.id, token, name: summary.name, scope: summary.scope }, { status: 201 })
})
