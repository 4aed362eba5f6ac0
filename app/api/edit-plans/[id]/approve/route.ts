import { param, route } from '@/lib/http/route'
import { approveEditPlan, defaultStore } from '@/lib/store'

export const dynamic = 'force-dynamic'

// POST /api/edit-plans/:id/approve – applies exactly the stored files; 409 skill_changed if the skill moved, 410 plan_expired
export const POST = route({ access: 'owner' }, async ({ params }) => ({ skill: (await approveEditPlan(defaultStore(), param(params, 'id'))).skill }))
