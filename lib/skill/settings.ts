import { finding, type FindingCode } from './finding'
import { isValidDomainPattern, splitDomainList } from './hostname'
import { LIMITS } from './limits'
import { readParametersSchema } from './parameters-schema'
import { getOwn, hasOwn, isPlainObject, plainEqual } from './plain-data'
import { INFORMATIONAL_KEYS, SETTING_KEYS, SKILLYARD_KEY_PREFIX, type SettingName } from './setting-keys'
import type { Execution, Finding, Network, SkillSettings, Tier } from './types'

export const TIERS: readonly Tier[] = ['read', 'change', 'destructive']
export const EXECUTIONS: readonly Execution[] = ['sandbox']
export const NETWORKS: readonly Network[] = ['none', 'allowlist']

export const DEFAULT_SETTINGS: Readonly<SkillSettings> = Object.freeze({
  tier: 'read',
  execution: 'sandbox',
  timeoutSeconds: LIMITS.timeoutSecondsDefault,
  allowedDomains: [],
  network: 'none',
  parametersSchema: null,
})

export function defaultSettings(): SkillSettings {
  return { ...DEFAULT_SETTINGS, allowedDomains: [] }
}

type Read<T> = { ok: true; value: T } | { ok: false; code: FindingCode; problem: string }
type Reader<T> = (value: unknown) => Read<T>

const bad = <T>(code: FindingCode, problem: string): Read<T> => ({ ok: false, code, problem })

function shown(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : `a ${Array.isArray(value) ? 'list' : typeof value === 'object' && value !== null ? 'mapping' : typeof value}`
}

function oneOf(values: readonly string[]): string {
  return values.map((value) => `'${value}'`).join(', ')
}

const readTier: Reader<Tier> = (value) => {
  const text = typeof value === 'string' ? value.trim() : value
  return TIERS.includes(text as Tier)
    ? { ok: true, value: text as Tier }
    : bad('tier_invalid', `must be one of ${oneOf(TIERS)} (got ${shown(value)}); it sets how much approval a script run needs`)
}

/** Runners Lucia had and Skillyard does not: named so the message can say so. */
const UNSUPPORTED_EXECUTIONS = ['node', 'spark']

const readExecution: Reader<Execution> = (value) => {
  const text = typeof value === 'string' ? value.trim() : value
  if (EXECUTIONS.includes(text as Execution)) return { ok: true, value: text as Execution }
  if (typeof text === 'string' && UNSUPPORTED_EXECUTIONS.includes(text)) {
    return bad('execution_unsupported', `is '${text}', which Skillyard does not support: scripts run only in Skillyard's sandbox, so use 'sandbox' or remove the key`)
  }
  return bad('execution_invalid', `must be 'sandbox' (got ${shown(value)})`)
}

const readTimeout: Reader<number> = (value) => {
  const text = typeof value === 'string' ? value.trim() : ''
  const seconds = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN
  return seconds >= 1 && seconds <= LIMITS.timeoutSecondsMax
    ? { ok: true, value: seconds }
    : bad('timeout_invalid', `must be a whole number of seconds from 1 to ${LIMITS.timeoutSecondsMax} (got ${shown(value)})`)
}

const readDomains: Reader<string[]> = (value) => {
  if (typeof value !== 'string') {
    return bad('allowed_domains_invalid', `must be text: host names separated by spaces or commas (got ${shown(value)})`)
  }
  const domains = splitDomainList(value)
  const invalid = domains.filter((domain) => !isValidDomainPattern(domain))
  if (invalid.length > 0) {
    return bad(
      'allowed_domains_invalid',
      `has invalid host names: ${invalid.map((item) => `'${item}'`).join(', ')}. Give bare host names such as api.example.com or *.example.com (no scheme, port or path; punycode for Unicode names), separated by spaces or commas`,
    )
  }
  if (domains.length > LIMITS.allowedDomains) {
    return bad('allowed_domains_too_many', `lists ${domains.length} host names; at most ${LIMITS.allowedDomains} are allowed`)
  }
  return { ok: true, value: domains }
}

const readNetwork: Reader<Network> = (value) => {
  const text = typeof value === 'string' ? value.trim() : value
  if (NETWORKS.includes(text as Network)) return { ok: true, value: text as Network }
  if (text === 'bridge') {
    return bad(
      'network_invalid',
      "is 'bridge', which Skillyard does not support: its sandbox never gets an open network. Use 'allowlist' together with skillyard.allowed-domains to reach named hosts, or 'none'",
    )
  }
  return bad('network_invalid', `must be ${oneOf(NETWORKS)} (got ${shown(value)})`)
}

const readSchema: Reader<NonNullable<SkillSettings['parametersSchema']>> = (value) => {
  const read = readParametersSchema(value)
  return read.ok ? read : bad('parameters_schema_invalid', read.problem)
}

export interface SettingsRead {
  settings: SkillSettings
  findings: Finding[]
  /** Settings the skill declared itself (not defaults), by setting name. */
  declared: ReadonlySet<SettingName>
}

/**
 * Reads Skillyard's settings from the frontmatter's `metadata`: the `skillyard.*` keys and the
 * `lucia.*` / `parameters_schema` aliases (SETTING_KEYS). A bad value is an error finding on
 * `metadata.<key>` and the setting keeps its default. When a key and its alias are both given
 * they must agree.
 */
export function readSkillSettings(metadata: unknown, path = 'SKILL.md'): SettingsRead {
  const settings = defaultSettings()
  const findings: Finding[] = []
  const declared = new Set<SettingName>()
  if (!isPlainObject(metadata)) return { settings, findings, declared }

  function read<T>(setting: SettingName, reader: Reader<T>): T | undefined {
    let chosen: { key: string; value: T } | undefined
    for (const key of SETTING_KEYS[setting]) {
      if (!hasOwn(metadata as Record<string, unknown>, key)) continue
      const raw = getOwn(metadata as Record<string, unknown>, key)
      const result = reader(raw)
      if (!result.ok) {
        findings.push(finding(result.code, 'error', 'skillyard', `metadata.${key} ${result.problem}`, { field: `metadata.${key}`, path }))
        continue
      }
      if (chosen === undefined) {
        chosen = { key, value: result.value }
      } else if (!plainEqual(chosen.value, result.value)) {
        findings.push(
          finding(
            'setting_conflict',
            'error',
            'skillyard',
            `metadata.${chosen.key} and metadata.${key} disagree (${JSON.stringify(chosen.value)} and ${JSON.stringify(result.value)}); keep only metadata.${chosen.key}`,
            { field: `metadata.${key}`, path },
          ),
        )
      }
    }
    if (chosen !== undefined) declared.add(setting)
    return chosen?.value
  }

  settings.tier = read('tier', readTier) ?? settings.tier
  settings.execution = read('execution', readExecution) ?? settings.execution
  settings.timeoutSeconds = read('timeoutSeconds', readTimeout) ?? settings.timeoutSeconds
  settings.allowedDomains = read('allowedDomains', readDomains) ?? settings.allowedDomains
  const network = read('network', readNetwork)
  settings.parametersSchema = read('parametersSchema', readSchema) ?? null

  // Lucia's rule, kept for its skills: listing domains is what gives a sandboxed script a network.
  if (network === undefined) {
    settings.network = settings.allowedDomains.length > 0 ? 'allowlist' : 'none'
  } else {
    settings.network = network
    const networkKey = SETTING_KEYS.network.find((key) => hasOwn(metadata, key)) ?? SETTING_KEYS.network[0]
    if (network === 'allowlist' && settings.allowedDomains.length === 0) {
      findings.push(
        finding(
          'network_allowlist_empty',
          'error',
          'skillyard',
          `metadata.${networkKey} is 'allowlist' but no host is listed; add metadata.skillyard.allowed-domains (e.g. 'api.example.com') or set the network to 'none'`,
          { field: `metadata.${networkKey}`, path },
        ),
      )
    }
    if (network === 'none' && settings.allowedDomains.length > 0) {
      findings.push(
        finding(
          'allowed_domains_unused',
          'warning',
          'skillyard',
          `metadata.${networkKey} is 'none', so the listed allowed domains are not reachable; set it to 'allowlist' or remove the domains`,
          { field: `metadata.${networkKey}`, path },
        ),
      )
    }
  }

  const known = new Set<string>([...Object.values(SETTING_KEYS).flat(), ...INFORMATIONAL_KEYS])
  for (const key of Object.keys(metadata)) {
    if (key.startsWith(SKILLYARD_KEY_PREFIX) && !known.has(key)) {
      findings.push(
        finding(
          'setting_unknown',
          'warning',
          'skillyard',
          `metadata.${key} is not a Skillyard setting; the settings are ${Object.values(SETTING_KEYS)
            .map((keys) => keys[0])
            .join(', ')}`,
          { field: `metadata.${key}`, path },
        ),
      )
    }
  }
  return { settings, findings, declared }
}
