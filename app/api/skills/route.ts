import { z } from 'zod'
import { newSkill } from '@/lib/editor'
import { skillNameSchema } from '@/lib/http/schemas'
import { route } from '@/lib/http/route'
import { defaultStore, listSkills } from '@/lib/store'

export const dynamic = 'force-dynamic'

const body = z.object({ name: skillNameSchema, description: z.string().max(1024).optional() })

// GET /api/skills – every skill with its status, hashes and counts
export const GET = route({ access: 'any' }, async () => ({ skills: await listSkills(defaultStore()) }))

// POST /api/skills – a new skill from the minimal template (disabled until enabled)
export const POST = route({ access: 'owner', body }, async ({ body }) => {
  const { skill } = await newSkill(defaultStore(), body)
  return Response.json({ skill }, { status: 201 })
})
