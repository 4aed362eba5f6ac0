import type { z } from 'zod'
import { SkillyardError } from '../errors/skillyard-error'

/**
 * Reads tool arguments once and strictly against a strict zod schema: case-sensitive names, no
 * unknown field, every value of its type (repeated fields are caught earlier, on the raw text,
 * by parseToolCall). Any problem is `invalid_arguments` naming the field.
 */
export function readStrictArguments<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value ?? {})
  if (parsed.success) return parsed.data
  // An unknown (or wrongly cased) field explains the other problems best, so it is reported first.
  const issue = parsed.error.issues.find((candidate) => candidate.code === 'unrecognized_keys') ?? parsed.error.issues[0]!
  if (issue.code === 'unrecognized_keys') {
    const where = issue.path.length ? `${issue.path.join('.')}.` : ''
    throw invalid(`${where}${issue.keys[0]}`, `is not a field of this tool (names are case-sensitive); allowed: ${allowedKeys(schema, issue.path)}`)
  }
  throw invalid(issue.path.join('.') || '(arguments)', issue.message)
}

export function invalid(field: string, problem: string): SkillyardError {
  return new SkillyardError('invalid_arguments', `arguments.${field} ${problem}`, { field })
}

function allowedKeys(schema: z.ZodType, path: readonly PropertyKey[]): string {
  let node: unknown = schema
  for (const part of path) node = (node as { shape?: Record<string, unknown> }).shape?.[String(part)]
  const shape = (node as { shape?: Record<string, unknown> } | undefined)?.shape
  return shape ? Object.keys(shape).join(', ') : 'see the tool definition'
}
