import { checkSkillPath, isValidSkillName } from '../skill'

/**
 * Skill files as MCP resources (SEP-2640): `skill://<name>/<path>`. Skillyard has no prefix
 * segments, so the skill path is the skill's name and its only segment (the URI's authority).
 */
export const SKILL_SCHEME = 'skill://'

/** The skill's root directory: `skill://<name>` (no trailing slash). */
export function skillRootUri(name: string): string {
  return `${SKILL_SCHEME}${name}`
}

/** One file: each path segment percent-encoded, so `references/a b.md` stays one readable URI. */
export function skillFileUri(name: string, path: string): string {
  return `${skillRootUri(name)}/${path.split('/').map(encodeURIComponent).join('/')}`
}

export type ParsedSkillUri =
  | { ok: true; name: string; /** null for the skill's root directory */ path: string | null }
  | { ok: false; reason: string }

/**
 * Reads a `skill://` URI without a URL parser: `new URL` would resolve `a/../b` before we could
 * refuse it. Every decoded segment goes through lib/skill's path rule, so `..`, `.`, empty and
 * absolute segments and encoded slashes (`%2F`) never resolve to a file.
 */
export function parseSkillUri(uri: string): ParsedSkillUri {
  if (!uri.startsWith(SKILL_SCHEME)) return { ok: false, reason: 'it is not a skill:// URI' }
  const [name = '', ...encoded] = uri.slice(SKILL_SCHEME.length).split('/')
  if (!isValidSkillName(name)) return { ok: false, reason: `'${name}' is not a skill name` }
  if (encoded.length === 0) return { ok: true, name, path: null }
  const segments: string[] = []
  for (const segment of encoded) {
    let decoded: string
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      return { ok: false, reason: 'it has a malformed percent-encoding' }
    }
    if (decoded.includes('/')) return { ok: false, reason: 'a path segment contains an encoded /' }
    segments.push(decoded)
  }
  const checked = checkSkillPath(segments.join('/'))
  return checked.ok ? { ok: true, name, path: checked.path } : { ok: false, reason: 'its path is outside the skill' }
}
