import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** Tokens are long random strings, so a plain SHA-256 is enough to store them safely. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function sign(value: string, secret: string): string {
  return `${value}.${createHmac('sha256', secret).update(value).digest('base64url')}`
}

/** The signed value, or null if the signature does not match. */
export function unsign(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.')
  if (dot <= 0) return null
  const value = signed.slice(0, dot)
  const expected = Buffer.from(sign(value, secret))
  const actual = Buffer.from(signed)
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? value : null
}
