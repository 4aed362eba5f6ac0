import { agentMetrics } from '@/lib/agent/metrics'
import { route } from '@/lib/http/route'

export const dynamic = 'force-dynamic'

// GET /api/metrics – Prometheus text: argument repairs by kind, tool calls by tool and outcome, script durations
export const GET = route({ access: 'owner' }, async () => {
  const { registry } = agentMetrics()
  return new Response(await registry.metrics(), { headers: { 'Content-Type': registry.contentType } })
})
