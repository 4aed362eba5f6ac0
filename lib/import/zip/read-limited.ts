import type { Readable } from 'node:stream'

export interface ByteLimits {
  /** Most bytes this one stream may produce. */
  perStream: number
  /** Bytes still allowed for the whole archive. */
  remaining: number
}

/** Thrown the moment a stream produces more than it may; `bytes` is the count when it stopped. */
export class ByteLimitExceeded extends Error {
  constructor(
    readonly limit: 'perStream' | 'remaining',
    readonly bytes: number,
  ) {
    super(`byte limit '${limit}' passed after ${bytes} bytes`)
    this.name = 'ByteLimitExceeded'
  }
}

/**
 * Collects what a (decompressing) stream produces, counting the bytes as they come out and
 * destroying the stream as soon as a limit passes. Header sizes can lie, so this count is the
 * one the limits are enforced on; a zip bomb is stopped after about one chunk past the limit.
 */
export async function readLimited(stream: Readable, limits: ByteLimits): Promise<Buffer> {
  const chunks: Buffer[] = []
  let count = 0
  // Throwing inside for-await ends the iteration, which destroys the stream (and the inflater).
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    count += chunk.length
    if (count > limits.perStream) throw new ByteLimitExceeded('perStream', count)
    if (count > limits.remaining) throw new ByteLimitExceeded('remaining', count)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks, count)
}
