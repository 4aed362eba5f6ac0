import { z } from 'zod'
import { route } from '@/lib/http/route'
import { readUpload } from '@/lib/http/upload'
import { defaultStore } from '@/lib/store'
import { importZip } from '@/lib/transfer/import-zip'

export const dynamic = 'force-dynamic'

const flag = z.enum(['1', 'true', '0', 'false']).transform((value) => value === '1' || value === 'true')
const options = z.object({
  dryRun: flag.default(false),
  replace: flag.default(false),
  skills: z.string().transform((value) => value.split(',').map((name) => name.trim()).filter(Boolean)).optional(),
})

// POST /api/import/zip[?dryRun=1&replace=1&skills=a,b] – a zip or .skill file (raw body or multipart with one file)
export const POST = route({ access: 'owner' }, async ({ request }) => {
  const upload = await readUpload(request)
  const query = Object.fromEntries(new URL(request.url).searchParams)
  const { dryRun, replace, skills } = options.parse({ ...Object.fromEntries(upload.fields), ...query })
  const result = await importZip(defaultStore(), { bytes: upload.bytes, fileName: upload.fileName, dryRun, replace, skills })
  return Response.json(result, { status: result.dryRun ? 200 : 201 })
})
