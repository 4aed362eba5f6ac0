/**
 * Host names a skill may reach (`skillyard.allowed-domains`): a DNS name such as
 * `api.example.com`, or `*.example.com` for every subdomain of a name with at least two labels.
 * No scheme, port, path or trailing dot; Unicode names must be given in punycode (`xn--…`).
 */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
const MAX_HOSTNAME_LENGTH = 253

export function isValidHostname(host: string): boolean {
  if (host.length === 0 || host.length > MAX_HOSTNAME_LENGTH) return false
  return host.split('.').every((label) => LABEL.test(label))
}

/** True for `api.example.com` and `*.example.com`; false for `*.com`, `https://x.org`, `a_b.org`. */
export function isValidDomainPattern(pattern: string): boolean {
  if (pattern.startsWith('*.')) {
    const suffix = pattern.slice(2)
    return suffix.includes('.') && isValidHostname(suffix)
  }
  return isValidHostname(pattern)
}

/** Splits a domain list written with spaces and/or commas; lower-cases and drops repeats. */
export function splitDomainList(text: string): string[] {
  const seen = new Set<string>()
  for (const item of text.split(/[\s,]+/u)) {
    if (item !== '') seen.add(item.toLowerCase())
  }
  return [...seen]
}
