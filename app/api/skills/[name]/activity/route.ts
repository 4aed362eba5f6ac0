import { param, route } from '@/lib/http/route'
import { defaultStore, getSkillOrThrow, recentActivity } from '@/lib/store'

export const dynamic = 'force-dynamic'

// GET /api/skills/:name/activity – recent events: loads, reads, script runs (duration, exit, timeout), approvals, policy decisions, changes
export const GET = route({ access: 'owner' }, async ({ params }) => {
  const { name } = await getSkillOrThrow(defaultStore(), param(params, 'name'))
  return { events: await recentActivity(defaultStore(), name) }
})
