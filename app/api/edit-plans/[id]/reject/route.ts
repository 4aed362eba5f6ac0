import { z } from 'zod'
import { param, route } from '@/lib/http/route'
import { defaultStore, rejectEditPlan } from '@/lib/store'

export const dynamic = 'force-dynamic'

const body = z.object({ reason: z.string().trim().max(1000).default('') })

// POST /api/edit-plans/:id/reject {reason} – declines a plan; the reason is kept with it
export const POST = route({ access: 'owner', body }, async ({ params, body }) => ({ plan: await rejectEditPlan(defaultStore(), param(params, 'id'), body.reason) }))
