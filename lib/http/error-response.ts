import { z } from 'zod'
import { fromZodError } from '../errors/from-zod-error'
import { ERROR_STATUS, SkillyardError, isSkillyardError } from '../errors/skillyard-error'

export { fromZodError }

export interface ErrorBody {
  error: { code: string; message: string; details?: Record<string, unknown> }
}

/** The one place a thrown error becomes an HTTP response. Unknown errors are logged and hidden. */
export function toErrorResponse(error: unknown): Response {
  if (isSkillyardError(error)) return errorJson(error)
  if (error instanceof z.ZodError) return errorJson(fromZodError(error))
  console.error('Unexpected error while handling a request:', error)
  return errorJson(new SkillyardError('internal_error', 'Something went wrong on the server. The details are in the server log.'))
}

export function errorJson(error: SkillyardError, headers?: HeadersInit): Response {
  const body: ErrorBody = { error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) } }
  return Response.json(body, { status: ERROR_STATUS[error.code], headers })
}
