import { finding } from './finding'
import { LIMITS } from './limits'
import { codePointLength, nfkc, pyStrip } from './unicode-text'
import type { Finding } from './types'

/**
 * The characters a skill name may hold besides `-`: Unicode letters and numbers.
 *
 * skills-ref accepts any character for which Python's `str.isalnum()` is true. That is
 * `isalpha()` (categories Lu, Ll, Lt, Lm, Lo) or `isnumeric()` (Numeric_Type Decimal, Digit or
 * Numeric, which is Nd, Nl, No plus some CJK ideographs that are Lo anyway). `\p{L}\p{N}` covers
 * the same set except for a handful of Lo ideographs whose numeric value Python also knows;
 * they are letters, so they are in `\p{L}` too. Combining marks (Mn, Mc) are not alphanumeric in
 * Python and are not accepted here either, so names in scripts that need them (e.g. Devanagari
 * vowel signs) fail in both. Case is checked separately (`name === name.toLowerCase()`).
 */
export const NAME_CHARACTERS = /^[\p{L}\p{N}-]*$/u

/** What `name` must look like, said once for messages and UI hints. */
export const NAME_RULE_TEXT = 'lowercase letters, digits and single hyphens, not starting or ending with a hyphen'

export interface NameCheck {
  /** The trimmed, NFKC-normalised name when it is a non-empty string (even if otherwise invalid). */
  name: string | null
  findings: Finding[]
}

/** skills-ref's name normalisation: Python `strip()`, then NFKC. */
export function normalizeSkillName(raw: string): string {
  return nfkc(pyStrip(raw))
}

/**
 * skills-ref rules V7–V13 for a `name` value that is present in the frontmatter, in skills-ref's
 * order and with its exact messages. `folderName` is the skill's directory name (compared after NFKC).
 */
export function checkSkillName(value: unknown, folderName: string, skillMdPath = 'SKILL.md'): NameCheck {
  const place = { field: 'name', path: skillMdPath }
  if (typeof value !== 'string' || pyStrip(value) === '') {
    return {
      name: null,
      findings: [finding('name_empty', 'error', 'spec', "Field 'name' must be a non-empty string", place)],
    }
  }
  const name = normalizeSkillName(value)
  const findings: Finding[] = []
  const length = codePointLength(name)
  if (length > LIMITS.nameCodePoints) {
    findings.push(
      finding(
        'name_too_long',
        'error',
        'spec',
        `Skill name '${name}' exceeds ${LIMITS.nameCodePoints} character limit (${length} chars)`,
        place,
      ),
    )
  }
  if (name !== name.toLowerCase()) {
    findings.push(finding('name_not_lowercase', 'error', 'spec', `Skill name '${name}' must be lowercase`, place))
  }
  if (name.startsWith('-') || name.endsWith('-')) {
    findings.push(finding('name_hyphen_edge', 'error', 'spec', 'Skill name cannot start or end with a hyphen', place))
  }
  if (name.includes('--')) {
    findings.push(
      finding('name_consecutive_hyphens', 'error', 'spec', 'Skill name cannot contain consecutive hyphens', place),
    )
  }
  if (!NAME_CHARACTERS.test(name)) {
    findings.push(
      finding(
        'name_invalid_characters',
        'error',
        'spec',
        `Skill name '${name}' contains invalid characters. Only letters, digits, and hyphens are allowed.`,
        place,
      ),
    )
  }
  if (nfkc(folderName) !== name) {
    findings.push(
      finding(
        'name_directory_mismatch',
        'error',
        'spec',
        `Directory name '${folderName}' must match skill name '${name}'`,
        place,
      ),
    )
  }
  return { name, findings }
}

/** True when `name` passes every name rule on its own (the directory rule aside). */
export function isValidSkillName(name: string): boolean {
  return checkSkillName(name, normalizeSkillName(name)).findings.length === 0 && normalizeSkillName(name) === name
}
