import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { ByteLimitExceeded, readLimited } from './read-limited'

/** A stream that would produce 16 KiB chunks for ever, counting how many were pulled. */
function endless() {
  let pulled = 0
  const stream = new Readable({
    read() {
      pulled += 1
      this.push(Buffer.alloc(16 * 1024))
    },
  })
  return { stream, pulled: () => pulled }
}

describe('readLimited', () => {
  it('collects a stream within its limits', async () => {
    const data = await readLimited(Readable.from([Buffer.from('ab'), Buffer.from('cd')]), { perStream: 4, remaining: 4 })
    expect(data.toString()).toBe('abcd')
  })

  it('stops a stream as soon as it passes the per-stream limit, and destroys it', async () => {
    const { stream, pulled } = endless()
    const error = await readLimited(stream, { perStream: 100_000, remaining: 10_000_000 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ByteLimitExceeded)
    expect(error).toMatchObject({ limit: 'perStream', bytes: 7 * 16 * 1024 })
    expect(stream.destroyed).toBe(true)
    expect(pulled()).toBeLessThan(40)
  })

  it('stops at the archive budget when it is the smaller limit', async () => {
    const { stream } = endless()
    await expect(readLimited(stream, { perStream: 1_000_000, remaining: 20_000 })).rejects.toMatchObject({ limit: 'remaining' })
  })

  it('passes stream errors through', async () => {
    const stream = new Readable({ read() { this.destroy(new Error('boom')) } })
    await expect(readLimited(stream, { perStream: 10, remaining: 10 })).rejects.toThrow('boom')
  })
})
