import { SkillyardError } from '../errors/skillyard-error'
import { LIMITS, ZIP_TOO_LARGE_MESSAGE } from '../skill/limits'
import { readLimitedBody } from './read-limited-body'

/** Room for the multipart envelope around a file of the maximum size. */
const MULTIPART_OVERHEAD = 64 * 1024

export interface Upload {
  bytes: Uint8Array
  fileName: string
  /** Form fields sent next to the file (multipart only). */
  fields: Map<string, string>
}

/**
 * An uploaded archive: the raw body (`application/zip`, `application/octet-stream`) or a
 * multipart form with exactly one file. Over LIMITS.zipUploadBytes is 413 `zip_too_large`,
 * detected while streaming.
 */
export async function readUpload(request: Request): Promise<Upload> {
  const type = request.headers.get('content-type') ?? ''
  const tooLarge = () => new SkillyardError('zip_too_large', ZIP_TOO_LARGE_MESSAGE)
  if (!type.startsWith('multipart/form-data')) {
    const bytes = await readLimitedBody(request, LIMITS.zipUploadBytes, tooLarge)
    return { bytes, fileName: request.headers.get('x-file-name') ?? 'upload.zip', fields: new Map() }
  }
  const body = await readLimitedBody(request, LIMITS.zipUploadBytes + MULTIPART_OVERHEAD, tooLarge)
  let form: FormData
  try {
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } }).formData()
  } catch {
    throw new SkillyardError('bad_request', 'The multipart body could not be read.')
  }
  const files = [...form.values()].filter((value): value is File => typeof value !== 'string')
  if (files.length !== 1) throw new SkillyardError('invalid_request', `Send exactly one file (got ${files.length}).`)
  const file = files[0]!
  if (file.size > LIMITS.zipUploadBytes) throw tooLarge()
  const fields = new Map([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  return { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name || 'upload.zip', fields }
}
