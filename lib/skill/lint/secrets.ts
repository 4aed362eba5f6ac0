/**
 * Secret-looking strings: the one list both the `secret-like` rule and excerpt masking use, so an
 * excerpt of any rule never shows a secret the lint recognises.
 */

export interface SecretMatch {
  /** Where the secret value starts and ends in the line (the part that gets masked). */
  start: number
  end: number
  kind: string
}

interface SecretPattern {
  kind: string
  /** Global regex; every quantifier is bounded, so a line is scanned in linear time. */
  pattern: RegExp
  /** Index of the capture group that holds the secret value (0 = the whole match). */
  group: number
  /** Drops look-alikes (documentation examples, placeholders). */
  accept?: (value: string) => boolean
}

const hasLetterAndDigit = (value: string): boolean => /[A-Za-z]/.test(value) && /[0-9]/.test(value)

/** Values that are obviously not real secrets: variables, templates, placeholders. */
function looksLikePlaceholder(value: string): boolean {
  return (
    /^[$<{%]/.test(value) ||
    /\$\{|\{\{|%\(|^\*+$|^x+$|^\.+$/i.test(value) ||
    /your[_-]?|example|placeholder|changeme|change[_-]me|redacted|dummy|<.*>|xxxx/i.test(value)
  )
}

const SECRET_PATTERNS: readonly SecretPattern[] = [
  { kind: 'an AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g, group: 0, accept: (value) => !value.includes('EXAMPLE') },
  {
    kind: 'a private key',
    // The body after the header is the secret; on one line it appears in JSON/env files (`\n`-escaped).
    pattern: /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----((?:\\n|\\r|[A-Za-z0-9+/= \t:-]){0,100000})/g,
    group: 1,
    accept: () => true,
  },
  { kind: 'a GitHub token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{20,255}|github_pat_[A-Za-z0-9_]{20,255})/g, group: 0 },
  { kind: 'a Slack token', pattern: /\bxox[abpr]-[A-Za-z0-9-]{10,255}/g, group: 0 },
  {
    kind: 'an API key (sk-…)',
    pattern: /(?<![A-Za-z0-9_-])sk-(?:ant-)?[A-Za-z0-9_-]{20,255}/g,
    group: 0,
    accept: hasLetterAndDigit,
  },
  {
    kind: 'a hard-coded credential',
    // `password = "…"`, `api_key: '…'`, `"client_secret": "…"`; the key may carry a prefix (`db_password`).
    pattern:
      /(?:password|passwd|passphrase|secret|api[_-]?key|apikey|access[_-]?key|auth[_-]?token|access[_-]?token|private[_-]?key|token)[A-Za-z0-9_-]{0,30}["']?[ \t]{0,10}(?::=|[:=])[ \t]{0,10}(["'])([^"'\s]{8,300})\1/gi,
    group: 2,
    accept: (value) => !looksLikePlaceholder(value),
  },
]

/**
 * Every secret-looking value in the line, in order, without overlaps. A private key header alone
 * on its line is a match with an empty value (nothing on the line to mask).
 */
export function findSecrets(line: string): SecretMatch[] {
  const found: SecretMatch[] = []
  for (const { kind, pattern, group, accept } of SECRET_PATTERNS) {
    pattern.lastIndex = 0
    for (let match = pattern.exec(line); match !== null; match = pattern.exec(line)) {
      const value = match[group] ?? ''
      if ((accept ?? hasAnyValue)(value)) {
        const start = match.index + match[0].lastIndexOf(value)
        found.push({ start, end: start + value.length, kind })
      }
      if (match[0].length === 0) pattern.lastIndex += 1
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end)
  const merged: SecretMatch[] = []
  for (const item of found) {
    const last = merged[merged.length - 1]
    if (last && item.start < last.end) continue
    if (last && item.start === last.start && item.end === last.end) continue
    merged.push(item)
  }
  return merged
}

const hasAnyValue = (value: string): boolean => value.length > 0

/** Keeps the first 4 characters of each secret and replaces the rest with `…`. */
export function maskSecrets(line: string, secrets: readonly SecretMatch[] = findSecrets(line)): string {
  let result = ''
  let at = 0
  for (const secret of secrets) {
    if (secret.end <= secret.start) continue
    result += line.slice(at, secret.start) + line.slice(secret.start, Math.min(secret.start + 4, secret.end)) + '…'
    at = secret.end
  }
  return result + line.slice(at)
}
