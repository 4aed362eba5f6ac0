import { z } from 'zod'
import { param, route } from '@/lib/http/route'
import { decideApproval, defaultStore } from '@/lib/store'

export const dynamic = 'force-dynamic'

const body = z.object({ decision: z.enum(['once', 'always', 'deny']) })

// POST /api/approvals/:id {decision: once|always|deny} – the owner's answer; "always" grants skill:<name>@<hash8> for that session
export const POST = route({ access: 'owner', body }, async ({ params, body }) => ({ approval: await decideApproval(defaultStore(), param(params, 'id'), body.decision) }))
