import type { z } from 'zod'
import { SkillyardError } from './skillyard-error'

/** A zod failure as one readable `invalid_request` naming the first field that failed. */
export function fromZodError(error: z.ZodError): SkillyardError {
  const issue = error.issues[0]
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
  return new SkillyardError('invalid_request', `${where}${issue?.message ?? 'The request is not valid.'}`, {
    issues: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  })
}
