import { z } from 'zod'
import { SkillyardError } from '@/lib/errors/skillyard-error'
import { deleteFile, saveFile } from '@/lib/editor'
import { hashSchema } from '@/lib/http/schemas'
import { param, route } from '@/lib/http/route'
import { defaultStore, readSkillFile } from '@/lib/store'

export const dynamic = 'force-dynamic'

// GET /api/skills/:name/files/<path>[?hash=] – one file's bytes (current version unless a hash is given)
export const GET = route({ access: 'any' }, async ({ request, params }) => {
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

const saveBody = z.object({ content: z.string(), baseHash: hashSchema.optional(), executable: z.boolean().optional() })

// PUT /api/skills/:name/files/<path> – saves one text file as a new version; base hash in If-Match or `baseHash`
export const PUT = route({ access: 'owner', body: saveBody }, async ({ request, params, body }) => {
  const result = await saveFile(defaultStore(), {
    name: param(params, 'name'),
    path: param(params, 'path'),
    content: new TextEncoder().encode(body.content),
    baseHash: baseHashOf(request, body.baseHash),
    executable: body.executable,
  })
  return { skill: result.skill, changed: result.changed, findings: result.findings }
})

// DELETE /api/skills/:name/files/<path> – removes a file; base hash in If-Match or ?baseHash=
export const DELETE = route({ access: 'owner' }, async ({ request, params }) => {
  const baseHash = baseHashOf(request, new URL(request.url).searchParams.get('baseHash') ?? undefined)
  return { skill: (await deleteFile(defaultStore(), { name: param(params, 'name'), path: param(params, 'path'), baseHash })).skill }
})

/** The hash the edit was based on: the If-Match header (quoted or not) or a body/query field. */
function baseHashOf(request: Request, fallback: string | undefined): string {
  const header = request.headers.get('if-match')?.trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1')
  const hash = header || fallback
  if (!hash || !hashSchema.safeParse(hash).success) {
    throw new SkillyardError('invalid_request', 'Send the hash your edit is based on, as If-Match: <hash> or a baseHash field.')
  }
  return hash
}
