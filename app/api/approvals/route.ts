import { route } from '@/lib/http/route'
import { defaultStore, listPendingApprovals } from '@/lib/store'

export const dynamic = 'force-dynamic'

// GET /api/approvals – script runs waiting for the owner (skill, script, arguments, tier)
export const GET = route({ access: 'owner' }, async () => ({ approvals: await listPendingApprovals(defaultStore()) }))
