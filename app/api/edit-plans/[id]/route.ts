import { param, route } from '@/lib/http/route'
import { defaultStore, getEditPlan } from '@/lib/store'

export const dynamic = 'force-dynamic'

// GET /api/edit-plans/:id – a plan with its frozen diffs and file list
export const GET = route({ access: 'owner' }, async ({ params }) => ({ plan: await getEditPlan(defaultStore(), param(params, 'id')) }))
