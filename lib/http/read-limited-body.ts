import { SkillyardError } from '../errors/skillyard-error'

/**
 * Reads a request body up to `limit` bytes. A declared Content-Length over the limit is refused
 * before reading; otherwise bytes are counted as they arrive and the stream is cancelled the
 * moment the budget is passed, so an oversized upload is never buffered whole.
 */
export async function readLimitedBody(request: Request, limit: number, tooLarge: () => SkillyardError): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (Number.isFinite(declared) && declared > limit) throw tooLarge()
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      throw tooLarge()
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}
