import { describe, expect, it } from 'vitest'
import { HeadCapture, TailCapture } from './output-capture'

const feed = <T extends HeadCapture | TailCapture>(capture: T, ...chunks: string[]): T => {
  for (const chunk of chunks) capture.add(Buffer.from(chunk))
  return capture
}

describe('HeadCapture', () => {
  it('keeps everything under the limit', () => {
    expect(feed(new HeadCapture(10), 'abc', 'def').result()).toEqual({ text: 'abcdef', droppedBytes: 0 })
  })

  it('keeps the first bytes and counts the rest', () => {
    expect(feed(new HeadCapture(4), 'abc', 'def', 'ghi').result()).toEqual({ text: 'abcd', droppedBytes: 5 })
  })

  it('does not cut a character in half', () => {
    // 'é' is 2 bytes and '😀' 4: a 5-byte limit ends inside the emoji
    expect(feed(new HeadCapture(5), 'aé😀b').result()).toEqual({ text: 'aé', droppedBytes: 5 })
  })
})

describe('TailCapture', () => {
  it('keeps the last bytes and counts the rest, across many chunks', () => {
    const capture = new TailCapture(4)
    for (let i = 0; i < 1000; i++) capture.add(Buffer.from(String(i % 10)))
    expect(capture.result()).toEqual({ text: '6789', droppedBytes: 996 })
  })

  it('keeps the end of one large chunk', () => {
    expect(feed(new TailCapture(3), 'abcdefgh').result()).toEqual({ text: 'fgh', droppedBytes: 5 })
  })

  it('does not start in the middle of a character', () => {
    expect(feed(new TailCapture(4), 'a😀é').result()).toEqual({ text: 'é', droppedBytes: 5 })
  })
})
