import { param, route } from '@/lib/http/route'
import { defaultStore, skillHistory } from '@/lib/store'

export const dynamic = 'force-dynamic'

// GET /api/skills/:name/versions – the skill's versions, newest first
export const GET = route({ access: 'any' }, async ({ params }) => ({ versions: await skillHistory(defaultStore(), param(params, 'name')) }))
