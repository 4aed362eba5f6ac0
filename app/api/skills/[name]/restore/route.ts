import { z } from 'zod'
import { restoreVersion } from '@/lib/editor'
import { hashSchema } from '@/lib/http/schemas'
import { param, route } from '@/lib/http/route'
import { defaultStore } from '@/lib/store'

export const dynamic = 'force-dynamic'

const body = z.object({ hash: hashSchema, baseHash: hashSchema })

// POST /api/skills/:name/restore – a new version whose files equal version `hash`
export const POST = route({ access: 'owner', body }, async ({ params, body }) => ({
  skill: (await restoreVersion(defaultStore(), { name: param(params, 'name'), ...body })).skill,
}))
