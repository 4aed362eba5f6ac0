const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/** The bytes as text when they are valid UTF-8 without NUL bytes; null for anything binary. */
export function decodeText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null
  try {
    return strictUtf8.decode(bytes)
  } catch {
    return null
  }
}
