import { param, route } from '@/lib/http/route'
import { defaultStore, readSkillFile } from '@/lib/store'

export const dynamic = 'force-dynamic'

// GET /api/skills/:name/files/<path>[?hash=] – one file's bytes (current version unless a hash is given)
export const GET = route({}, async ({ request, params }) => {
  const hash = new URL(request.url).searchParams.get('hash') ?? undefined
  const file = await readSkillFile(defaultStore(), param(params, 'name'), param(params, 'path'), hash)
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      // Served as an attachment of an opaque type: a skill's HTML or SVG never renders on our origin.
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.path.split('/').pop()!)}`,
      ETag: `"${file.sha256}"`,
      'X-Skill-Executable': String(file.executable),
    },
  })
})
