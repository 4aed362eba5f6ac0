import { route } from '@/lib/http/route'
import { defaultStore } from '@/lib/store'
import { checkForUpdates } from '@/lib/transfer/check-updates'
import { githubOptions } from '@/lib/transfer/github-options'

export const dynamic = 'force-dynamic'

// POST /api/import/check-updates – checks every GitHub skill; changes arrive as unapproved versions
export const POST = route({ access: 'owner' }, async () => {
  const ctx = defaultStore()
  return { results: await checkForUpdates(ctx, await githubOptions(ctx)) }
})
