import { checkSkillPath } from './path'
import { getOwn, isPlainObject, setOwn } from './plain-data'
import type { JsonSchemaObject, SkillSettings } from './types'

export type ParametersSchema = NonNullable<SkillSettings['parametersSchema']>

export type SchemaRead = { ok: true; value: ParametersSchema } | { ok: false; problem: string }

/** A key that names a file of the skill (`scripts/run.py`, `run.sh`) rather than a JSON Schema keyword. */
function looksLikeScriptPath(key: string): boolean {
  return checkSkillPath(key).ok && (key.includes('/') || /\.[A-Za-z0-9]+$/.test(key))
}

function isObjectSchema(schema: Record<string, unknown>): boolean {
  return getOwn(schema, 'type') === 'object'
}

/**
 * Reads a parameters schema given as a mapping (already typed by the parser) or as JSON text.
 * It is one schema for every script, or a map from script path to schema: a map counts as
 * per-script when every key looks like a file path and every value is an object. Every schema
 * must say `"type": "object"`, because a script's arguments are one JSON object.
 */
export function readParametersSchema(value: unknown): SchemaRead {
  let data = value
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value) as unknown
    } catch (error) {
      return { ok: false, problem: `is not valid JSON text (${(error as Error).message}); give a JSON object or a YAML mapping` }
    }
  }
  if (!isPlainObject(data)) {
    return { ok: false, problem: 'must be a JSON Schema object (a YAML mapping or JSON text such as {"type": "object"})' }
  }
  const keys = Object.keys(data)
  const perScript = keys.length > 0 && keys.every((key) => looksLikeScriptPath(key) && isPlainObject(data[key]))
  if (!perScript) {
    if (!isObjectSchema(data)) {
      return { ok: false, problem: 'must have "type": "object" (a script takes one JSON object of arguments)' }
    }
    return { ok: true, value: { kind: 'shared', schema: data as JsonSchemaObject } }
  }
  const schemas: Record<string, JsonSchemaObject> = {}
  const wrong: string[] = []
  for (const key of keys) {
    const schema = getOwn(data, key) as Record<string, unknown>
    if (!isObjectSchema(schema)) wrong.push(key)
    setOwn(schemas, key, schema)
  }
  if (wrong.length > 0) {
    return {
      ok: false,
      problem: `has schemas without "type": "object" for ${wrong.map((key) => `'${key}'`).join(', ')} (a script takes one JSON object of arguments)`,
    }
  }
  return { ok: true, value: { kind: 'per-script', schemas } }
}
