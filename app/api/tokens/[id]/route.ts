import { param, route } from '@/lib/http/route'
import { defaultStore, revokeApiToken } from '@/lib/store'

export const dynamic = 'force-dynamic'

// DELETE /api/tokens/:id – revokes a token at once
export const DELETE = route({ access: 'owner' }, async ({ params }) => {
  await revokeApiToken(defaultStore(), param(params, 'id'))
  return { ok: true }
})
