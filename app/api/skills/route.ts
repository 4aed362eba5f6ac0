import { route } from '@/lib/http/route'
import { defaultStore, listSkills } from '@/lib/store'

export const dynamic = 'force-dynamic'

// GET /api/skills – every skill with its status, hashes and counts
export const GET = route({}, async () => ({ skills: await listSkills(defaultStore()) }))
