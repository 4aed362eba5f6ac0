import { Counter, Histogram, Registry } from 'prom-client'

/** Counters for /api/metrics (Prometheus text): argument repairs, tool calls, script durations. */
export interface AgentMetrics {
  registry: Registry
  argumentRepairs: Counter<'kind'>
  toolCalls: Counter<'tool' | 'outcome'>
  scriptDuration: Histogram<'skill' | 'outcome'>
}

function createMetrics(): AgentMetrics {
  const registry = new Registry()
  return {
    registry,
    argumentRepairs: new Counter({ name: 'skillyard_script_argument_repairs_total', help: 'Script arguments the host repaired, by kind', labelNames: ['kind'], registers: [registry] }),
    toolCalls: new Counter({ name: 'skillyard_tool_calls_total', help: 'Assistant tool calls, by tool and outcome', labelNames: ['tool', 'outcome'], registers: [registry] }),
    scriptDuration: new Histogram({
      name: 'skillyard_script_duration_seconds',
      help: 'Sandboxed script run time',
      labelNames: ['skill', 'outcome'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
      registers: [registry],
    }),
  }
}

const shared = globalThis as unknown as { skillyardMetrics?: AgentMetrics }

export function agentMetrics(): AgentMetrics {
  shared.skillyardMetrics ??= createMetrics()
  return shared.skillyardMetrics
}
