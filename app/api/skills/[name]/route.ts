import { param, route } from '@/lib/http/route'
import { defaultStore, getSkillDetail } from '@/lib/store'

export const dynamic = 'force-dynamic'

// GET /api/skills/:name – one skill: status, hash, grant key, files, frontmatter, findings
export const GET = route({}, async ({ params }) => ({ skill: await getSkillDetail(defaultStore(), param(params, 'name')) }))
