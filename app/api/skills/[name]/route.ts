import { param, route } from '@/lib/http/route'
import { defaultStore, deleteSkill, getSkillDetail } from '@/lib/store'

export const dynamic = 'force-dynamic'

// GET /api/skills/:name – one skill: status, hash, grant key, files, frontmatter, findings
export const GET = route({ access: 'any' }, async ({ params }) => ({ skill: await getSkillDetail(defaultStore(), param(params, 'name')) }))

// DELETE /api/skills/:name – deletes a skill and its history (built-ins cannot be deleted)
export const DELETE = route({ access: 'owner' }, async ({ params }) => {
  await deleteSkill(defaultStore(), { name: param(params, 'name'), actor: 'owner' })
  return { ok: true }
})
