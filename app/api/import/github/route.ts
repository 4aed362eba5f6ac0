import { z } from 'zod'
import { route } from '@/lib/http/route'
import { defaultStore } from '@/lib/store'
import { githubOptions } from '@/lib/transfer/github-options'
import { importFromGitHub } from '@/lib/transfer/import-github'

export const dynamic = 'force-dynamic'

const body = z.object({
  url: z.string().trim().min(1).max(2000),
  ref: z.string().trim().min(1).max(255).optional(),
  skills: z.array(z.string().min(1).max(255)).max(200).optional(),
  dryRun: z.boolean().default(false),
  replace: z.boolean().default(false),
})

// POST /api/import/github {url, ref?, skills?, dryRun?, replace?} – skill folders from a GitHub repository
export const POST = route({ access: 'owner', body }, async ({ body }) => {
  const ctx = defaultStore()
  const result = await importFromGitHub(ctx, body, await githubOptions(ctx))
  return Response.json(result, { status: result.dryRun ? 200 : 201 })
})
