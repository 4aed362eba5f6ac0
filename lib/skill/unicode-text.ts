/**
 * Small text helpers that make JavaScript strings measure like the Python strings skills-ref
 * checks: lengths in code points, `str.strip()` whitespace, NFKC.
 */

/** Length in Unicode code points, like Python's `len(str)` (JS `.length` counts UTF-16 units). */
export function codePointLength(text: string): number {
  let count = 0
  for (const _ of text) count += 1
  return count
}

/**
 * Python's `str.isspace()` set. It differs from JS `\s`: Python counts U+001C–U+001F and U+0085
 * as whitespace, and does not count U+FEFF.
 */
const PY_SPACE = '\\t\\n\\u000b\\u000c\\r\\u001c-\\u001f \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000'
const PY_STRIP = new RegExp(`^[${PY_SPACE}]+|[${PY_SPACE}]+$`, 'gu')

/** Python's `str.strip()` with no arguments. */
export function pyStrip(text: string): string {
  return text.replace(PY_STRIP, '')
}

export function nfkc(text: string): string {
  return text.normalize('NFKC')
}
