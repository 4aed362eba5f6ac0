import { z } from 'zod'
import { hashSchema } from '@/lib/http/schemas'
import { param, route } from '@/lib/http/route'
import { defaultStore, setEnabled } from '@/lib/store'

export const dynamic = 'force-dynamic'

const body = z.object({ enabled: z.boolean(), hash: hashSchema })

// POST /api/skills/:name/enabled – approve exactly the hash the owner saw (409 skill_changed otherwise), or disable
export const POST = route({ access: 'owner', body }, async ({ params, body }) => ({
  skill: (await setEnabled(defaultStore(), { name: param(params, 'name'), enabled: body.enabled, hash: body.hash, actor: 'owner' })).skill,
}))
