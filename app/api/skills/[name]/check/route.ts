import { z } from 'zod'
import { checkUnsavedFile } from '@/lib/editor'
import { param, route } from '@/lib/http/route'
import { defaultStore } from '@/lib/store'

export const dynamic = 'force-dynamic'

const body = z.object({ path: z.string().min(1), content: z.string() })

// POST /api/skills/:name/check – the save checks on unsaved text, without saving (editor markers)
export const POST = route({ access: 'owner', body }, async ({ params, body }) => ({
  findings: await checkUnsavedFile(defaultStore(), { name: param(params, 'name'), path: body.path, content: new TextEncoder().encode(body.content) }),
}))
