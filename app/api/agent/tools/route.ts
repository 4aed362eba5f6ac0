import { z } from 'zod'
import { agentToolList } from '@/lib/agent/tool-list'
import { route } from '@/lib/http/route'
import { defaultStore } from '@/lib/store'

export const dynamic = 'force-dynamic'

const query = z.object({ catalog: z.enum(['xml', 'json', 'none']).default('xml'), budget: z.coerce.number().int().min(200).max(200_000).optional() })

// GET /api/agent/tools[?catalog=xml|json|none&budget=N] – tool definitions (function-calling JSON Schema) and the system-prompt block
export const GET = route({ access: 'any' }, async ({ request }) => {
  const { catalog, budget } = query.parse(Object.fromEntries(new URL(request.url).searchParams))
  return agentToolList(defaultStore(), { format: catalog, budget })
})
