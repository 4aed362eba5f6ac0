/** What lib/skill hands to the rest of the app. Pure data: no I/O, no classes. */

export type Severity = 'error' | 'warning'

/** Who defines the rule: the agentskills.io spec, the skills-ref validator, Claude's surfaces, or us. */
export type FindingOrigin = 'spec' | 'skills-ref' | 'claude' | 'skillyard'

export interface Finding {
  /** Stable snake_case identifier of the rule, e.g. `name_too_long`. */
  code: string
  severity: Severity
  message: string
  origin: FindingOrigin
  /** Frontmatter field the finding is about: `name`, `metadata.skillyard.tier`, … */
  field?: string
  /** File inside the skill the finding is about, e.g. `SKILL.md` or `scripts/run.sh`. */
  path?: string
  /** 1-based position inside `path`, when known (Monaco markers use it). */
  line?: number
  column?: number
}

/** One file of a skill package. Paths are relative POSIX, NFC, checked by `checkSkillPath`. */
export interface SkillFile {
  path: string
  bytes: Uint8Array
  executable: boolean
}

/** A parsed SKILL.md. `frontmatter` keeps every top-level key in source order, unknown ones too. */
export interface SkillDocument {
  frontmatter: Record<string, unknown>
  /** Everything after the closing `---` line, byte for byte (not trimmed). */
  body: string
  /** 1-based line of SKILL.md where the body starts (for markers in the body). */
  bodyLine: number
}

export type Tier = 'read' | 'change' | 'destructive'
export type Execution = 'sandbox'
export type Network = 'none' | 'allowlist'
export type JsonSchemaObject = Record<string, unknown>

/** Skillyard's own settings, read from `metadata.skillyard.*` (or the `lucia.*` aliases). */
export interface SkillSettings {
  tier: Tier
  execution: Execution
  timeoutSeconds: number
  allowedDomains: string[]
  network: Network
  /** One schema for every script, a map from script path to schema, or nothing declared. */
  parametersSchema:
    | { kind: 'shared'; schema: JsonSchemaObject }
    | { kind: 'per-script'; schemas: Record<string, JsonSchemaObject> }
    | null
}

/** Everything lib/skill knows about a set of files meant to be one skill. */
export interface SkillInspection {
  /** `name` from the frontmatter (NFKC, trimmed) when it is a non-empty string. */
  name: string | null
  description: string | null
  /** Which file holds the document: `SKILL.md`, or `skill.md` as a fallback (with a warning). */
  skillMdPath: string | null
  document: SkillDocument | null
  settings: SkillSettings
  findings: Finding[]
  /** True when no finding is an error. */
  valid: boolean
}
