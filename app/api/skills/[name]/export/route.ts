import { zipResponse } from '@/lib/http/zip-response'
import { param, route } from '@/lib/http/route'
import { defaultStore, getSkillOrThrow } from '@/lib/store'
import { exportSkills } from '@/lib/transfer/export-skills'

export const dynamic = 'force-dynamic'

// GET /api/skills/:name/export – the skill as a zip with one top folder <name>/ (the shape claude.ai accepts)
export const GET = route({ access: 'owner' }, async ({ params }) => {
  const { name } = await getSkillOrThrow(defaultStore(), param(params, 'name'))
  return zipResponse(await exportSkills(defaultStore(), [name]), `${name}.zip`)
})
