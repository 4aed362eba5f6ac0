import { finding } from './finding'
import { LIMITS } from './limits'
import { checkSkillName } from './name'
import { compareUtf8 } from './path-order'
import { getOwn, hasOwn, isPlainObject } from './plain-data'
import { SETTING_KEYS } from './setting-keys'
import type { Finding } from './types'
import { codePointLength, pyStrip } from './unicode-text'

/** The top-level fields the spec defines; skills-ref flags anything else. */
export const ALLOWED_FIELDS = ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'] as const

export interface FrontmatterRulesOptions {
  /** Unknown fields and non-string metadata values become errors instead of warnings. */
  strict?: boolean
  /** The file the frontmatter came from, for findings (`SKILL.md` or `skill.md`). */
  path?: string
}

export interface FrontmatterCheck {
  name: string | null
  description: string | null
  findings: Finding[]
}

/** Python's repr of a list of short strings: `['a', 'b']`. */
function pythonList(items: readonly string[]): string {
  return `[${items.map((item) => `'${item}'`).join(', ')}]`
}

/**
 * The frontmatter rules of the spec as skills-ref checks them (V5–V18), in skills-ref's order
 * and with its exact messages, followed by the spec rules skills-ref leaves out (metadata,
 * allowed-tools, license types, an empty compatibility).
 */
export function checkFrontmatter(
  frontmatter: Record<string, unknown>,
  folderName: string,
  options: FrontmatterRulesOptions = {},
): FrontmatterCheck {
  const path = options.path ?? 'SKILL.md'
  const strict = options.strict ?? false
  const findings: Finding[] = []

  const allowed: readonly string[] = ALLOWED_FIELDS
  const extra = Object.keys(frontmatter).filter((key) => !allowed.includes(key))
  if (extra.length > 0) {
    findings.push(
      finding(
        'unexpected_fields',
        strict ? 'error' : 'warning',
        'skills-ref',
        `Unexpected fields in frontmatter: ${[...extra].sort(compareUtf8).join(', ')}. Only ${pythonList(
          [...ALLOWED_FIELDS].sort(compareUtf8),
        )} are allowed.`,
        { path },
      ),
    )
  }

  let name: string | null = null
  if (!hasOwn(frontmatter, 'name')) {
    findings.push(finding('name_missing', 'error', 'spec', 'Missing required field in frontmatter: name', { field: 'name', path }))
  } else {
    const check = checkSkillName(frontmatter.name, folderName, path)
    name = check.name
    findings.push(...check.findings)
  }

  let description: string | null = null
  if (!hasOwn(frontmatter, 'description')) {
    findings.push(
      finding('description_missing', 'error', 'spec', 'Missing required field in frontmatter: description', {
        field: 'description',
        path,
      }),
    )
  } else {
    const value = frontmatter.description
    if (typeof value !== 'string' || pyStrip(value) === '') {
      findings.push(
        finding('description_empty', 'error', 'spec', "Field 'description' must be a non-empty string", { field: 'description', path }),
      )
    } else {
      description = pyStrip(value)
      const length = codePointLength(value)
      if (length > LIMITS.descriptionCodePoints) {
        findings.push(
          finding(
            'description_too_long',
            'error',
            'spec',
            `Description exceeds ${LIMITS.descriptionCodePoints} character limit (${length} chars)`,
            { field: 'description', path },
          ),
        )
      }
    }
  }

  if (hasOwn(frontmatter, 'compatibility')) {
    const value = frontmatter.compatibility
    if (typeof value !== 'string') {
      findings.push(
        finding('compatibility_not_string', 'error', 'spec', "Field 'compatibility' must be a string", { field: 'compatibility', path }),
      )
    } else {
      const length = codePointLength(value)
      if (length > LIMITS.compatibilityCodePoints) {
        findings.push(
          finding(
            'compatibility_too_long',
            'error',
            'spec',
            `Compatibility exceeds ${LIMITS.compatibilityCodePoints} character limit (${length} chars)`,
            { field: 'compatibility', path },
          ),
        )
      } else if (pyStrip(value) === '') {
        findings.push(
          finding(
            'compatibility_empty',
            'warning',
            'spec',
            "Field 'compatibility' is empty; the spec wants 1-500 characters when it is given, so remove it or describe the requirement",
            { field: 'compatibility', path },
          ),
        )
      }
    }
  }

  findings.push(...checkMetadata(frontmatter, strict, path))
  findings.push(...checkAllowedTools(frontmatter, path))

  if (hasOwn(frontmatter, 'license') && typeof frontmatter.license !== 'string') {
    findings.push(
      finding(
        'license_not_string',
        'warning',
        'spec',
        "Field 'license' should be a string: a license name or the name of a bundled license file",
        { field: 'license', path },
      ),
    )
  }

  return { name, description, findings }
}

/** Keys the settings reader checks itself (with errors of its own), so no generic warning is added for them. */
const SETTING_KEY_SET: ReadonlySet<string> = new Set(Object.values(SETTING_KEYS).flat())

function checkMetadata(frontmatter: Record<string, unknown>, strict: boolean, path: string): Finding[] {
  if (!hasOwn(frontmatter, 'metadata')) return []
  const metadata = frontmatter.metadata
  if (!isPlainObject(metadata)) {
    return [
      finding(
        'metadata_not_mapping',
        'error',
        'spec',
        "Field 'metadata' must be a mapping of keys to string values, e.g. 'metadata:' followed by indented 'author: example-org' lines",
        { field: 'metadata', path },
      ),
    ]
  }
  const findings: Finding[] = []
  for (const key of Object.keys(metadata)) {
    if (SETTING_KEY_SET.has(key)) continue
    if (typeof getOwn(metadata, key) === 'string') continue
    findings.push(
      finding(
        'metadata_value_not_string',
        strict ? 'error' : 'warning',
        'spec',
        `metadata.${key} should be a string (the spec's metadata maps keys to string values); write the value as text`,
        { field: `metadata.${key}`, path },
      ),
    )
  }
  return findings
}

function checkAllowedTools(frontmatter: Record<string, unknown>, path: string): Finding[] {
  if (!hasOwn(frontmatter, 'allowed-tools')) return []
  const value = frontmatter['allowed-tools']
  if (typeof value === 'string') return []
  const place = { field: 'allowed-tools', path }
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return [
      finding(
        'allowed_tools_list',
        'warning',
        'spec',
        "Field 'allowed-tools' should be a space-separated string such as 'Bash(git:*) Read'; a YAML list is accepted",
        place,
      ),
    ]
  }
  return [
    finding(
      'allowed_tools_invalid',
      'error',
      'spec',
      "Field 'allowed-tools' must be a space-separated string of tool names, such as 'Bash(git:*) Read'",
      place,
    ),
  ]
}
