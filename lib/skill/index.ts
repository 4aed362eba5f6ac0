/**
 * lib/skill's public API: the SKILL.md document model, its rules, the hash and diffs. No I/O.
 * `./hash` uses node:crypto, so client components import the module they need
 * (`@/lib/skill/types`, `@/lib/skill/status`, …) rather than this index.
 */
export type {
  Execution,
  Finding,
  FindingOrigin,
  JsonSchemaObject,
  Network,
  Severity,
  SkillDocument,
  SkillFile,
  SkillInspection,
  SkillSettings,
  Tier,
} from './types'
export { LIMITS } from './limits'
export { FINDING_CODES, finding, hasErrors, type FindingCode } from './finding'
export { parseSkillMd, type ParsedSkillMd } from './parse-skill-md'
export type { Position } from './yaml-frontmatter'
export { inspectSkill, type InspectSkillInput, type InspectSkillOptions } from './inspect-skill'
export { checkFrontmatter, ALLOWED_FIELDS, type FrontmatterCheck, type FrontmatterRulesOptions } from './frontmatter-rules'
export { checkSkillName, isValidSkillName, normalizeSkillName, NAME_CHARACTERS, NAME_RULE_TEXT, type NameCheck } from './name'
export { checkClaudeRules, RESERVED_NAME_WORDS, XML_TAG } from './claude-rules'
export { checkSkillPath, findPathCollisions, pathCollisionKey, displayPath, type PathCheck } from './path'
export {
  readSkillSettings,
  defaultSettings,
  DEFAULT_SETTINGS,
  TIERS,
  EXECUTIONS,
  NETWORKS,
  type SettingsRead,
} from './settings'
export { SETTING_KEYS, PARAMETERS_SCHEMA_KEYS, type SettingName } from './setting-keys'
export { readParametersSchema, type ParametersSchema, type SchemaRead } from './parameters-schema'
export { isValidDomainPattern, isValidHostname, splitDomainList } from './hostname'
export { renderSkillMd } from './render-skill-md'
export { toPromptXml, htmlEscape, type PromptEntry } from './prompt-xml'
export { codePointLength } from './unicode-text'
export { sha256Hex, skillHash, skillHashFromManifest, grantKey } from './hash'
export { compareUtf8, bytesEqual } from './path-order'
export { skillStatus, STATUS_LABEL, type SkillStatus } from './status'
export { isScriptFile, extensionOf, SCRIPT_INTERPRETERS } from './scripts'
export { editFrontmatter, renameSkillMd, setMetadataValue } from './edit-frontmatter'
export { diffFileSets, diffFile, type DiffableFile, type FileChange, type FileDiff } from './diff'
export { decodeText } from './text'
export {
  lintSkill,
  lintToFindings,
  filesNotLinted,
  LINT_RULES,
  LINT_LIMITS,
  type LintRule,
  type LintWarning,
  type LintInput,
} from './lint'
