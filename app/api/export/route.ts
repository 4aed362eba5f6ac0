import { zipResponse } from '@/lib/http/zip-response'
import { route } from '@/lib/http/route'
import { defaultStore } from '@/lib/store'
import { exportSkills } from '@/lib/transfer/export-skills'

export const dynamic = 'force-dynamic'

// GET /api/export – every skill, one top folder each
export const GET = route({ access: 'owner' }, async () => zipResponse(await exportSkills(defaultStore()), 'skillyard-skills.zip'))
