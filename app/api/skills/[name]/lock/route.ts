import { param, route } from '@/lib/http/route'
import { defaultStore, lockSkill } from '@/lib/store'

export const dynamic = 'force-dynamic'

// POST /api/skills/:name/lock – the owner takes over a draft ("Edit"): the assistant can no longer rewrite it
export const POST = route({ access: 'owner' }, async ({ params }) => ({ skill: (await lockSkill(defaultStore(), param(params, 'name'))).skill }))
