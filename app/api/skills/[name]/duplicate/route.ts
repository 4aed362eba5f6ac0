import { z } from 'zod'
import { skillNameSchema } from '@/lib/http/schemas'
import { param, route } from '@/lib/http/route'
import { defaultStore, duplicateSkill } from '@/lib/store'

export const dynamic = 'force-dynamic'

const body = z.object({ newName: skillNameSchema })

// POST /api/skills/:name/duplicate – an owned, disabled copy under a new name
export const POST = route({ access: 'owner', body }, async ({ params, body }) => {
  const { skill } = await duplicateSkill(defaultStore(), { name: param(params, 'name'), newName: body.newName, actor: 'owner' })
  return Response.json({ skill }, { status: 201 })
})
