/**
 * Orders paths by code point, which is the same as ordering their UTF-8 bytes (and unlike JS's
 * default sort, which compares UTF-16 units). The skill hash depends on this order.
 */
export function compareUtf8(a: string, b: string): number {
  const left = [...a]
  const right = [...b]
  const shared = Math.min(left.length, right.length)
  for (let i = 0; i < shared; i++) {
    const delta = left[i]!.codePointAt(0)! - right[i]!.codePointAt(0)!
    if (delta !== 0) return delta
  }
  return left.length - right.length
}

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false
  for (let i = 0; i < a.byteLength; i++) if (a[i] !== b[i]) return false
  return true
}
