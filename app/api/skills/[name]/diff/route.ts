import { z } from 'zod'
import { param, route } from '@/lib/http/route'
import { defaultStore, diffVersions } from '@/lib/store'

export const dynamic = 'force-dynamic'

const query = z.object({ from: z.string().regex(/^[0-9a-f]{64}$/, 'a full 64-hex version hash'), to: z.string().regex(/^[0-9a-f]{64}$/, 'a full 64-hex version hash') })

// GET /api/skills/:name/diff?from=<hash>&to=<hash> – per-file unified diffs between two versions
export const GET = route({ access: 'any' }, async ({ request, params }) => {
  const { from, to } = query.parse(Object.fromEntries(new URL(request.url).searchParams))
  return { files: await diffVersions(defaultStore(), { name: param(params, 'name'), fromHash: from, toHash: to }) }
})
