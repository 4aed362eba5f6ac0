import { z } from 'zod'
import { WEBHOOK_SETTING } from '@/lib/agent/notify'
import { route } from '@/lib/http/route'
import { defaultStore, readAppSetting, writeAppSetting } from '@/lib/store'

export const dynamic = 'force-dynamic'

const body = z.object({ url: z.url({ protocol: /^https?$/ }).max(2000).nullable() })

// GET /api/settings/webhook – the review notification URL, if set
export const GET = route({ access: 'owner' }, async () => ({ url: await readAppSetting(defaultStore(), WEBHOOK_SETTING) }))

// PUT /api/settings/webhook {url | null} – where to POST a small JSON message when a draft or plan arrives
export const PUT = route({ access: 'owner', body }, async ({ body }) => {
  await writeAppSetting(defaultStore(), WEBHOOK_SETTING, body.url)
  return { url: body.url }
})
