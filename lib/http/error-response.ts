import { z } from 'zod'
import { ERROR_STATUS, SkillyardError, isSkillyardError } from '../errors/skillyard-error'

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

/** A zod failure as one readable `invalid_request` naming the first field that failed. */
export function fromZodError(error: z.ZodError): SkillyardError {
  const issue = error.issues[0]
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
  return new SkillyardError('invalid_request', `${where}${issue?.message ?? 'The request is not valid.'}`, {
    issues: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  })
}
