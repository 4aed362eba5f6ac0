/**
 * Keeps at most `limit` bytes of a stream and counts the rest, so a script that prints 100 MB
 * costs the server 64 KiB. Cuts fall on UTF-8 character boundaries.
 */
export interface CapturedOutput {
  text: string
  /** Bytes read but not kept. */
  droppedBytes: number
}

/** Keeps the first `limit` bytes: stdout, whose beginning is what a result starts with. */
export class HeadCapture {
  private readonly chunks: Buffer[] = []
  private kept = 0
  private total = 0

  constructor(private readonly limit: number) {}

  add(chunk: Buffer): void {
    this.total += chunk.byteLength
    const room = this.limit - this.kept
    if (room <= 0) return
    const piece = chunk.byteLength > room ? chunk.subarray(0, room) : chunk
    this.chunks.push(piece)
    this.kept += piece.byteLength
  }

  result(): CapturedOutput {
    let bytes = Buffer.concat(this.chunks)
    if (this.total > bytes.byteLength) bytes = bytes.subarray(0, completeUtf8Length(bytes))
    return { text: bytes.toString('utf8'), droppedBytes: this.total - bytes.byteLength }
  }
}

/** Keeps the last `limit` bytes: stderr, whose end holds the traceback or the error. */
export class TailCapture {
  private chunks: Buffer[] = []
  private kept = 0
  private total = 0

  constructor(private readonly limit: number) {}

  add(chunk: Buffer): void {
    this.total += chunk.byteLength
    this.chunks.push(chunk.byteLength > this.limit ? chunk.subarray(chunk.byteLength - this.limit) : chunk)
    this.kept += Math.min(chunk.byteLength, this.limit)
    // Compact only when twice the limit is held, so each byte is copied O(1) times on average.
    if (this.kept > 2 * this.limit) {
      const all = Buffer.concat(this.chunks)
      this.chunks = [all.subarray(all.byteLength - this.limit)]
      this.kept = this.limit
    }
  }

  result(): CapturedOutput {
    const all = Buffer.concat(this.chunks)
    let bytes = all.byteLength > this.limit ? all.subarray(all.byteLength - this.limit) : all
    if (this.total > bytes.byteLength) bytes = bytes.subarray(leadingContinuationBytes(bytes))
    return { text: bytes.toString('utf8'), droppedBytes: this.total - bytes.byteLength }
  }
}

/** Length of `bytes` without a trailing, incomplete UTF-8 sequence. */
function completeUtf8Length(bytes: Uint8Array): number {
  const end = bytes.byteLength
  for (let back = 1; back <= Math.min(4, end); back++) {
    const byte = bytes[end - back] as number
    if ((byte & 0xc0) === 0x80) continue // continuation byte: keep looking for the lead
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1
    return needed > back ? end - back : end
  }
  return end
}

/** Continuation bytes at the start, left over from a character cut in half. */
function leadingContinuationBytes(bytes: Uint8Array): number {
  let count = 0
  while (count < 3 && count < bytes.byteLength && ((bytes[count] as number) & 0xc0) === 0x80) count++
  return count
}
