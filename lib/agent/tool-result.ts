import { SkillyardError } from '../errors/skillyard-error'

/** What a tool call answers. Errors the host produces start with `HOST:` so a model can tell them from a script's output. */
export type ToolResult =
  | { ok: true; result: unknown }
  | { ok: false; error: { code: string; message: string; [extra: string]: unknown } }

export const HOST_PREFIX = 'HOST: '

/** Details a model can act on; everything else stays in the server's records. */
const MODEL_VISIBLE_DETAILS = new Set(['findings', 'approvalId', 'field', 'exitCode', 'stderr', 'stdout', 'timedOut', 'durationMs'])

export function hostMessage(message: string): string {
  return message.startsWith(HOST_PREFIX) ? message : `${HOST_PREFIX}${message}`
}

/** A domain error as the model sees it; unknown errors are hidden (a raw message could carry an injection). */
export function toToolError(error: unknown): ToolResult {
  if (error instanceof SkillyardError) {
    const extra = Object.fromEntries(Object.entries(error.details ?? {}).filter(([key]) => MODEL_VISIBLE_DETAILS.has(key)))
    return { ok: false, error: { code: error.code, message: hostMessage(error.message), ...extra } }
  }
  console.error('Tool call failed unexpectedly:', error)
  return { ok: false, error: { code: 'internal_error', message: hostMessage('the tool failed inside Skillyard; the owner can find the details in the server log.') } }
}
