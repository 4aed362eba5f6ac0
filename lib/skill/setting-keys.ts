/**
 * Where Skillyard reads its settings: keys under the frontmatter's `metadata` mapping. Each
 * setting has its Skillyard key first and then the aliases we accept from skills written for
 * Lucia (`lucia.*`, and its `parameters_schema`).
 */
export const SETTING_KEYS = {
  tier: ['skillyard.tier', 'lucia.tier'],
  execution: ['skillyard.execution', 'lucia.execution'],
  timeoutSeconds: ['skillyard.timeout-seconds', 'lucia.timeout-seconds'],
  allowedDomains: ['skillyard.allowed-domains', 'lucia.allowed-domains'],
  network: ['skillyard.network', 'lucia.network'],
  parametersSchema: ['skillyard.parameters-schema', 'parameters_schema'],
} as const

export type SettingName = keyof typeof SETTING_KEYS

/** Keys Skillyard keeps for the owner's information (from skill.json manifests) without acting on them. */
export const INFORMATIONAL_KEYS: readonly string[] = ['skillyard.env-allow', 'skillyard.category']

/** The metadata keys whose value may be a mapping instead of a string. */
export const PARAMETERS_SCHEMA_KEYS: readonly string[] = SETTING_KEYS.parametersSchema

export const SKILLYARD_KEY_PREFIX = 'skillyard.'
