import { route } from '@/lib/http/route'
import { defaultStore, listDrafts, listPendingPlans } from '@/lib/store'

export const dynamic = 'force-dynamic'

// GET /api/review – drafts and pending edit plans waiting for the owner, with the total (the nav badge)
export const GET = route({ access: 'owner' }, async () => {
  const ctx = defaultStore()
  const [drafts, plans] = await Promise.all([listDrafts(ctx), listPendingPlans(ctx)])
  return { drafts, plans, total: drafts.length + plans.length }
})
