import { z } from 'zod'
import { route } from '@/lib/http/route'
import { defaultStore, readAppSetting, writeAppSetting } from '@/lib/store'
import { GITHUB_TOKEN_SETTING } from '@/lib/transfer/github-options'

export const dynamic = 'force-dynamic'

const body = z.object({ token: z.string().trim().min(1).max(500).nullable() })

// GET /api/settings/github-token – whether a GitHub token is configured (never the token itself)
export const GET = route({ access: 'owner' }, async () => ({
  saved: (await readAppSetting(defaultStore(), GITHUB_TOKEN_SETTING)) !== null,
  fromEnvironment: Boolean(process.env.GITHUB_TOKEN?.trim()),
}))

// PUT /api/settings/github-token {token | null} – saves (or clears) the token used for GitHub imports; kept server-side
export const PUT = route({ access: 'owner', body }, async ({ body }) => {
  await writeAppSetting(defaultStore(), GITHUB_TOKEN_SETTING, body.token)
  return { saved: body.token !== null }
})
