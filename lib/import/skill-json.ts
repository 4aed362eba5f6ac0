import { z } from 'zod'
import { LIMITS } from '../skill/limits'
import { checkSkillPath, displayPath } from '../skill/path'
import { setOwn } from '../skill/plain-data'
import { renderSkillMd } from '../skill/render-skill-md'
import { SETTING_KEYS } from '../skill/setting-keys'
import type { SkillFile, Tier } from '../skill/types'
import { importError } from './types'

/**
 * Converts a subprocess-skill manifest (`skill.json`: name, description, schema, entry,
 * env_allow, timeout_seconds, class, category) into an Agent Skill: a generated SKILL.md
 * beside the entry script and the other files. The mapping says what became what, for the
 * import preview.
 */

export const SKILL_JSON = 'skill.json'

const CLASS_TO_TIER: Record<'safe' | 'mutating' | 'dangerous', Tier> = {
  safe: 'read',
  mutating: 'change',
  dangerous: 'destructive',
}

/** Metadata keys for the manifest fields that have no Skillyard setting of their own. */
export const SKILL_JSON_METADATA = {
  envAllow: 'skillyard.env-allow',
  category: 'skillyard.category',
  /** Prefix for manifest fields Skillyard does not know, kept as compact JSON text. */
  unknownPrefix: 'skill-json.',
} as const

const KNOWN_FIELDS = ['name', 'description', 'schema', 'entry', 'env_allow', 'timeout_seconds', 'class', 'category'] as const

const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

// Only the known fields are handed to zod (picked with Object.hasOwn); unknown ones are kept
// separately as metadata, so nothing the owner wrote is dropped.
const manifestSchema = z.object({
  name: z.string().regex(/^[a-z0-9_]+$/, 'must be lower_snake_case: letters a-z, digits and _'),
  description: z.string(),
  // Validated, never rebuilt: zod would copy the object by assignment, and the schema must
  // reach SKILL.md exactly as written (a `__proto__` key included, as data).
  schema: z.custom<Record<string, unknown>>(isJsonObject, 'must be a JSON Schema object').optional(),
  entry: z.string().min(1, 'must name the executable to run'),
  env_allow: z.array(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be environment variable names')).optional(),
  timeout_seconds: z.number().int().nonnegative().optional(),
  class: z.enum(['safe', 'mutating', 'dangerous']).optional(),
  category: z.string().optional(),
})

type Manifest = z.infer<typeof manifestSchema>

export interface SkillJsonConversion {
  /** The skill name: the manifest's snake_case name in kebab-case. */
  name: string
  /** SKILL.md (generated) plus every file but skill.json; the entry is marked executable. */
  files: SkillFile[]
  mapping: Record<string, string>
}

function invalid(message: string, field?: string) {
  return importError('manifest_invalid', `skill.json is invalid: ${message}`, field === undefined ? {} : { field })
}

/**
 * Parses the manifest text. JSON.parse stores a `__proto__` key as an own data property (it
 * never calls the setter), and the known fields are copied out by Object.hasOwn before zod
 * sees them, so nothing in the manifest can reach a prototype.
 */
function parseManifest(bytes: Uint8Array): { manifest: Manifest; raw: Record<string, unknown> } {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw invalid('it is not UTF-8 text')
  }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (error) {
    throw invalid(`it is not valid JSON (${(error as Error).message})`)
  }
  if (!isJsonObject(raw)) throw invalid('it must be one JSON object')
  const known: Record<string, unknown> = {}
  for (const field of KNOWN_FIELDS) if (Object.hasOwn(raw, field)) known[field] = raw[field]
  const parsed = manifestSchema.safeParse(known)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = String(issue?.path[0] ?? '')
    throw invalid(`field '${field}' ${issue?.message ?? 'is invalid'}`, field)
  }
  return { manifest: parsed.data, raw }
}

/** The entry as a path inside the skill folder; `./run.sh` is `run.sh`. */
function entryPath(entry: string, files: readonly SkillFile[]): string {
  const relative = entry.replace(/^(\.\/)+/, '')
  const check = checkSkillPath(relative)
  if (!check.ok) {
    throw importError(
      'path_unsafe',
      `skill.json's entry '${displayPath(entry)}' must be a file inside the skill folder: ${check.finding.message}`,
      { field: 'entry' },
    )
  }
  if (check.path === SKILL_JSON) throw invalid("field 'entry' names skill.json itself; it must name the executable", 'entry')
  if (files.some((file) => file.path === check.path)) return check.path
  const isFolder = files.some((file) => file.path.startsWith(`${check.path}/`))
  throw invalid(
    isFolder ? `field 'entry' names the folder '${check.path}', not a file` : `field 'entry' names '${check.path}', which is not a file in the skill folder`,
    'entry',
  )
}

/** Compact JSON, or a typed refusal when the value is nested too deeply to serialise. */
function compactJson(value: unknown, field: string): string {
  try {
    return JSON.stringify(value)
  } catch {
    throw invalid(`field '${field}' is nested too deeply`, field)
  }
}

const shorten = (text: string, max = 80): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

function body(name: string, description: string, entry: string): string {
  return [
    '',
    `# ${name}`,
    '',
    description,
    '',
    '## How to run',
    '',
    `Run \`${entry}\` from the skill folder. It reads its arguments as one JSON object on stdin`,
    '(described by `skillyard.parameters-schema`, when given), writes one JSON object as its',
    'result on stdout and logs progress on stderr. A non-zero exit status means the run failed.',
    '',
    '_Converted by Skillyard from a skill.json manifest._',
    '',
  ].join('\n')
}

/**
 * Converts the skill.json among `files` (paths relative to the skill folder). Throws
 * `manifest_invalid` naming the field, or `path_unsafe` for an entry outside the folder.
 */
export function convertSkillJson(files: readonly SkillFile[]): SkillJsonConversion {
  const manifestFile = files.find((file) => file.path === SKILL_JSON)
  if (!manifestFile) throw invalid('the folder has no skill.json')
  const { manifest, raw } = parseManifest(manifestFile.bytes)
  const entry = entryPath(manifest.entry, files)
  const name = manifest.name.replace(/_/g, '-')
  const tier = CLASS_TO_TIER[manifest.class ?? 'safe']

  const mapping: Record<string, string> = {}
  const metadata: Record<string, unknown> = {}
  const put = (from: string, key: string, value: string, shown = value) => {
    setOwn(metadata, key, value)
    mapping[from] = `${key}: ${shorten(shown)}`
  }
  mapping[`name: ${manifest.name}`] = `name: ${name}`
  mapping[`description: ${shorten(manifest.description)}`] = `description: ${shorten(manifest.description)}`
  put(`class: ${manifest.class ?? '(not given, so safe)'}`, SETTING_KEYS.tier[0], tier)
  if (manifest.schema !== undefined) {
    const schema = compactJson(manifest.schema, 'schema')
    put(`schema: ${shorten(schema, 60)}`, SETTING_KEYS.parametersSchema[0], schema)
  }
  if (manifest.timeout_seconds !== undefined) {
    const seconds = manifest.timeout_seconds === 0 ? LIMITS.timeoutSecondsDefault : manifest.timeout_seconds
    const note = manifest.timeout_seconds === 0 ? ' (0 means the default)' : ''
    put(`timeout_seconds: ${manifest.timeout_seconds}`, SETTING_KEYS.timeoutSeconds[0], String(seconds), `${seconds}${note}`)
  }
  if (manifest.env_allow !== undefined) {
    put(`env_allow: ${JSON.stringify(manifest.env_allow)}`, SKILL_JSON_METADATA.envAllow, manifest.env_allow.join(' '))
  }
  if (manifest.category !== undefined) put(`category: ${manifest.category}`, SKILL_JSON_METADATA.category, manifest.category)
  for (const key of Object.keys(raw)) {
    if ((KNOWN_FIELDS as readonly string[]).includes(key)) continue
    const value = compactJson(raw[key], key)
    put(`${key}: ${shorten(value, 60)}`, `${SKILL_JSON_METADATA.unknownPrefix}${key}`, value)
  }
  mapping[`entry: ${manifest.entry}`] = `${entry} (kept, marked executable; the SKILL.md body says how to run it)`
  mapping[SKILL_JSON] = 'SKILL.md (generated; skill.json itself is not kept)'

  const frontmatter: Record<string, unknown> = { name, description: manifest.description, metadata }
  const skillMd = renderSkillMd({ frontmatter, body: body(name, manifest.description, entry), bodyLine: 1 })
  const kept = files
    .filter((file) => file.path !== SKILL_JSON)
    .map((file) => (file.path === entry ? { ...file, executable: true } : file))
  return { name, files: [{ path: 'SKILL.md', bytes: new TextEncoder().encode(skillMd), executable: false }, ...kept], mapping }
}
