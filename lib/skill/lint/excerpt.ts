import { findSecrets, maskSecrets, type SecretMatch } from './secrets'
import { LINT_LIMITS } from './types'

/**
 * Characters a reader cannot see or that change how a line looks: controls, format characters
 * (zero-width, bidi, tags, soft hyphen), private use, unassigned code points, line/paragraph
 * separators, variation selectors and the invisible Hangul fillers.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u034F\u115F\u1160\u3164\uFFA0\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u

/** Whitespace `trim` would drop, minus the invisible characters an excerpt must show (U+FEFF, U+2028/9). */
const LEADING_SPACE = /^[^\S\uFEFF\u2028\u2029]+/
const TRAILING_SPACE = /[^\S\uFEFF\u2028\u2029]+$/

/** How many characters of context an excerpt of a long line keeps before the match. */
const CONTEXT_BEFORE = 40

/** `\u200b`, `\u{e0041}`; a tab stays readable as `\t`. */
function escapeCodePoint(char: string): string {
  if (char === '\t') return '\\t'
  const code = char.codePointAt(0) ?? 0
  return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`
}

export function escapeInvisible(text: string): string {
  let result = ''
  for (const char of text) result += INVISIBLE.test(char) ? escapeCodePoint(char) : char
  return result
}

/** Where `index` of the original line lands once the secrets before it are masked. */
function maskedIndex(index: number, secrets: readonly SecretMatch[]): number {
  let shift = 0
  for (const secret of secrets) {
    if (secret.end <= secret.start || secret.start >= index) continue
    const kept = Math.min(secret.start + 4, secret.end) - secret.start + 1
    shift += Math.min(index, secret.end) - secret.start - Math.min(kept, index - secret.start)
  }
  return index - shift
}

/**
 * What a warning shows of its line: trimmed, secrets masked (first 4 characters + `…`), invisible
 * characters escaped, at most LINT_LIMITS.excerptChars characters. A longer line (minified code)
 * is cut to a window around `index`, the match, with `…` where text was left out.
 */
export function excerptOf(line: string, index = 0, secrets: readonly SecretMatch[] = findSecrets(line)): string {
  const max = LINT_LIMITS.excerptChars
  const masked = maskSecrets(line, secrets)
  const start = masked.match(LEADING_SPACE)?.[0].length ?? 0
  const text = masked.slice(start).replace(TRAILING_SPACE, '')
  if (text.length <= max) {
    const shown = escapeInvisible(text)
    if (shown.length <= max) return shown
  }
  const at = Math.max(0, Math.min(text.length, maskedIndex(index, secrets) - start))
  let from = Math.max(0, Math.min(at - CONTEXT_BEFORE, text.length - (max - 2)))
  const low = text.charCodeAt(from)
  if (from > 0 && low >= 0xdc00 && low <= 0xdfff) from -= 1
  let result = from > 0 ? '…' : ''
  let next = from
  while (next < text.length) {
    const char = String.fromCodePoint(text.codePointAt(next) ?? 0)
    const piece = INVISIBLE.test(char) ? escapeCodePoint(char) : char
    if (result.length + piece.length > max - 1) break
    result += piece
    next += char.length
  }
  return next < text.length ? `${result}…` : result
}
