import { param, route } from '@/lib/http/route'
import { defaultStore } from '@/lib/store'
import { checkForUpdates } from '@/lib/transfer/check-updates'
import { githubOptions } from '@/lib/transfer/github-options'

export const dynamic = 'force-dynamic'

// POST /api/skills/:name/check-update – compares the GitHub folder's tree SHA at the ref's head
export const POST = route({ access: 'owner' }, async ({ params }) => {
  const ctx = defaultStore()
  const [result] = await checkForUpdates(ctx, await githubOptions(ctx), param(params, 'name'))
  return { result }
})
