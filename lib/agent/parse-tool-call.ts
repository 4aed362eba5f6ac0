import { z } from 'zod'
import { SkillyardError } from '../errors/skillyard-error'
import { fromZodError } from '../errors/from-zod-error'
import { findDuplicateKey } from './duplicate-keys'
import { invalid } from './strict-arguments'

/** The body of POST /api/agent/call. */
const envelope = z
  .object({
    session: z.string().trim().min(1).max(200),
    tool: z.string().min(1).max(100),
    arguments: z.unknown().optional(),
    approvalId: z.string().min(1).max(100).optional(),
  })
  .strict()

export type ToolCall = z.infer<typeof envelope>

/** Largest call body accepted (a draft of 40 files fits well inside). */
export const MAX_CALL_BYTES = 6 * 1024 * 1024

/**
 * Parses a call from its raw JSON text, once: malformed JSON is `bad_request`, a repeated field
 * anywhere is refused (inside `arguments` as `invalid_arguments` naming it), then the envelope
 * is checked strictly.
 */
export function parseToolCall(text: string): ToolCall {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new SkillyardError('bad_request', 'The request body is not valid JSON.')
  }
  const duplicate = findDuplicateKey(text)
  if (duplicate?.startsWith('arguments.')) throw invalid(duplicate.slice('arguments.'.length), 'appears more than once; send each field once')
  if (duplicate) throw new SkillyardError('invalid_request', `'${duplicate}' appears more than once in the call.`)
  const parsed = envelope.safeParse(value)
  if (!parsed.success) throw fromZodError(parsed.error)
  return parsed.data
}
