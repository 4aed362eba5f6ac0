import type { Finding, FindingOrigin, Severity } from './types'

/**
 * Every finding code lib/skill emits. Codes are API: the importer, the store, the UI and the
 * assistant tools match on them, so they never change meaning once shipped.
 */
export const FINDING_CODES = [
  // SKILL.md bytes and frontmatter framing
  'skill_md_too_large',
  'skill_md_invalid_utf8',
  'skill_md_nul_byte',
  'skill_md_bom',
  'frontmatter_missing',
  'frontmatter_not_closed',
  'yaml_invalid',
  'yaml_alias_limit',
  'yaml_too_deep',
  'yaml_warning',
  'frontmatter_not_mapping',
  // the folder a skill is read from (skills-ref V1, V2)
  'path_missing',
  'path_not_directory',
  // the files of a skill
  'path_unsafe',
  'path_collision',
  'too_many_files',
  'file_too_large',
  'skill_too_large',
  'skill_md_missing',
  'skill_md_lowercase',
  'symlink_skipped',
  'special_file_skipped',
  // frontmatter fields (skills-ref V5–V18 and the spec)
  'unexpected_fields',
  'name_missing',
  'name_empty',
  'name_too_long',
  'name_not_lowercase',
  'name_hyphen_edge',
  'name_consecutive_hyphens',
  'name_invalid_characters',
  'name_directory_mismatch',
  'description_missing',
  'description_empty',
  'description_too_long',
  'compatibility_not_string',
  'compatibility_too_long',
  'compatibility_empty',
  'metadata_not_mapping',
  'metadata_value_not_string',
  'allowed_tools_list',
  'allowed_tools_invalid',
  'license_not_string',
  // Claude surfaces
  'name_reserved_word',
  'name_xml_tag',
  'description_xml_tag',
  // Skillyard settings under metadata
  'setting_unknown',
  'setting_conflict',
  'tier_invalid',
  'execution_invalid',
  'execution_unsupported',
  'timeout_invalid',
  'network_invalid',
  'network_allowlist_empty',
  'allowed_domains_invalid',
  'allowed_domains_too_many',
  'allowed_domains_unused',
  'parameters_schema_invalid',
  'parameters_schema_unknown_script',
] as const

export type FindingCode = (typeof FINDING_CODES)[number]

type FindingPlace = Pick<Finding, 'field' | 'path' | 'line' | 'column'>

/** Builds a finding; optional places that are undefined are left out so results compare cleanly. */
export function finding(
  code: FindingCode,
  severity: Severity,
  origin: FindingOrigin,
  message: string,
  place: FindingPlace = {},
): Finding {
  const result: Finding = { code, severity, message, origin }
  if (place.field !== undefined) result.field = place.field
  if (place.path !== undefined) result.path = place.path
  if (place.line !== undefined) result.line = place.line
  if (place.column !== undefined) result.column = place.column
  return result
}

export function hasErrors(findings: readonly Finding[]): boolean {
  return findings.some((item) => item.severity === 'error')
}
