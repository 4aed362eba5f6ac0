import { Playground } from '@/components/playground/playground'
import type { ToolListView } from '@/components/playground/playground-api'
import { agentToolList } from '@/lib/agent'
import { requireOwnerPage } from '@/lib/http/page-auth'
import { defaultStore } from '@/lib/store'
import { toPlain } from '@/lib/ui/skill-view'

export const dynamic = 'force-dynamic'
export const metadata = { title: 'Playground' }

// GET /playground – call the assistant's tools by hand and read exactly what the model would get.
export default async function PlaygroundPage() {
  await requireOwnerPage('/playground')
  // The same list GET /api/agent/tools answers (XML catalog), so the first paint needs no round trip.
  const initial = toPlain(await agentToolList(defaultStore(), { format: 'xml' })) as ToolListView
  return <Playground initial={initial} />
}
