/**
 * Starting arguments for a tool, read from the JSON Schema the model is given. Pure: the
 * playground prefills its editor with this, so the owner only fills in values.
 */

export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  enum?: unknown[]
  const?: unknown
  default?: unknown
  description?: string
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  /** Other keywords (minLength, maxItems…) pass through untouched. */
  [keyword: string]: unknown
}

/** An optional property the skeleton leaves out, named so the owner knows it exists. */
export interface OptionalField {
  name: string
  type: string
  description?: string
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null')
  if (schema.type) return schema.type
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0]
  return branch ? typeOf(branch) : schema.properties ? 'object' : undefined
}

/** A placeholder value of the schema's type: the default, the first enum value, or an empty one. */
export function placeholderOf(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default
  if (schema.const !== undefined) return schema.const
  if (schema.enum && schema.enum.length > 0) return schema.enum[0]
  switch (typeOf(schema)) {
    case 'string':
      return ''
    case 'number':
    case 'integer':
      return 0
    case 'boolean':
      return false
    case 'array':
      return []
    case 'object':
      return skeletonOf(schema)
    default:
      return null
  }
}

/**
 * The required properties with placeholders, plus optional object-valued ones as `{}` (an empty
 * object is always a fair start, e.g. run_skill_script's `arguments`). Other optional properties
 * are left out: an empty string would fail their own rules (min length).
 */
export function skeletonOf(schema: JsonSchema): Record<string, unknown> {
  const required = new Set(schema.required ?? [])
  const skeleton: Record<string, unknown> = {}
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (required.has(name)) skeleton[name] = placeholderOf(property)
    else if (typeOf(property) === 'object') skeleton[name] = {}
  }
  return skeleton
}

/** Properties the skeleton left out, for a hint under the editor. */
export function optionalFieldsOf(schema: JsonSchema): OptionalField[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {})
    .filter(([name, property]) => !required.has(name) && typeOf(property) !== 'object')
    .map(([name, property]) => ({ name, type: typeOf(property) ?? 'any', ...(property.description ? { description: property.description } : {}) }))
}

/** The live skill names a tool's `name` takes (the tool list sends them as an enum), or null. */
export function skillNamesOf(schema: JsonSchema): string[] | null {
  const values = schema.properties?.name?.enum
  return Array.isArray(values) && values.every((value) => typeof value === 'string') ? (values as string[]) : null
}

export const formatArguments = (value: unknown) => JSON.stringify(value, null, 2)

/** The skeleton with `name` set to the chosen skill. */
export function skeletonText(schema: JsonSchema, skillName?: string): string {
  const skeleton = skeletonOf(schema)
  if (skillName !== undefined && 'name' in skeleton) skeleton.name = skillName
  return formatArguments(skeleton)
}

/**
 * The arguments text with `name` replaced, keeping everything else the owner typed. Text that is
 * not a JSON object is replaced by the skeleton.
 */
export function withSkillName(text: string, schema: JsonSchema, skillName: string): string {
  const parsed = parseArguments(text)
  if (!parsed.ok || !isObject(parsed.value)) return skeletonText(schema, skillName)
  return formatArguments({ ...parsed.value, name: skillName })
}

/** The `name` the arguments text holds now, when it is one of `names`. */
export function skillNameIn(text: string, names: readonly string[]): string | null {
  const parsed = parseArguments(text)
  const name = parsed.ok && isObject(parsed.value) ? parsed.value.name : undefined
  return typeof name === 'string' && names.includes(name) ? name : null
}

export type ParsedArguments = { ok: true; value: unknown } | { ok: false; message: string }

/** Arguments text as JSON; empty text means "no arguments". */
export function parseArguments(text: string): ParsedArguments {
  if (text.trim() === '') return { ok: true, value: undefined }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) }
  }
}
