import { z } from 'zod'
import { renameFile } from '@/lib/editor'
import { hashSchema } from '@/lib/http/schemas'
import { param, route } from '@/lib/http/route'
import { defaultStore } from '@/lib/store'

export const dynamic = 'force-dynamic'

const body = z.object({ from: z.string().min(1), to: z.string().min(1), baseHash: hashSchema })

// POST /api/skills/:name/rename-file – moves a file to a new path as a new version
export const POST = route({ access: 'owner', body }, async ({ params, body }) => ({
  skill: (await renameFile(defaultStore(), { name: param(params, 'name'), ...body })).skill,
}))
