import { Ajv, type ValidateFunction } from 'ajv'
import { SkillyardError } from '../errors/skillyard-error'
import type { SkillSettings } from '../skill'
import { hostMessage } from './tool-result'

/** Text holding arguments is parsed only up to this size. */
export const MAX_ARGUMENT_TEXT = 32 * 1024

export type ArgumentRepair = 'none' | 'string'

/**
 * Reads a script's arguments once (seed 004 "Script arguments"): an object passes; text holding
 * a JSON object is parsed once and the repair reported; null or missing is {}. Anything else is
 * refused with the HOST: reply that tells the model what to send instead.
 */
export function normalizeScriptArguments(value: unknown): { args: Record<string, unknown>; repair: ArgumentRepair } {
  if (value === null || value === undefined) return { args: {}, repair: 'none' }
  if (typeof value === 'string') {
    if (value.length > MAX_ARGUMENT_TEXT) throw refusal(`arguments was text longer than ${MAX_ARGUMENT_TEXT} characters; send a JSON object.`)
    let parsed: unknown
    try {
      parsed = JSON.parse(value)
    } catch {
      throw refusal("arguments was a string that isn't valid JSON; send a JSON object, not a quoted string.")
    }
    if (isObject(parsed)) return { args: parsed, repair: 'string' }
    return refuseValue(parsed)
  }
  if (isObject(value)) return { args: value, repair: 'none' }
  return refuseValue(value)
}

function refuseValue(value: unknown): never {
  if (Array.isArray(value)) throw refusal('arguments was an array; send an object with a "node" key.')
  if (typeof value === 'string') throw refusal("arguments was a string that isn't valid JSON; send a JSON object, not a quoted string.")
  throw refusal(`arguments was a ${value === null ? 'null' : typeof value}; send a JSON object.`)
}

function refusal(message: string): SkillyardError {
  return new SkillyardError('invalid_arguments', hostMessage(message))
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const ajv = new Ajv({ allErrors: false, strict: false })
const compiled = new Map<string, ValidateFunction>()

/** Validates arguments against the skill's schema for `script` (per script, or shared); no schema → any object. */
export function validateScriptArguments(settings: SkillSettings, script: string, args: Record<string, unknown>): void {
  const declared = settings.parametersSchema
  const schema = declared?.kind === 'shared' ? declared.schema : declared?.kind === 'per-script' ? declared.schemas[script] : undefined
  if (!schema) return
  const key = JSON.stringify(schema)
  let validate = compiled.get(key)
  if (!validate) {
    try {
      validate = ajv.compile(schema)
    } catch (error) {
      throw new SkillyardError('invalid_skill', hostMessage(`the skill's parameters schema does not compile (${(error as Error).message}); tell the owner.`))
    }
    if (compiled.size > 500) compiled.clear()
    compiled.set(key, validate)
  }
  if (!validate(args)) {
    const error = validate.errors?.[0]
    throw new SkillyardError('invalid_arguments', hostMessage(`arguments invalid: ${error?.instancePath || '/'} ${error?.message ?? 'does not match the schema'}`))
  }
}
