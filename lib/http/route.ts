import type { z } from 'zod'
import { SkillyardError } from '../errors/skillyard-error'
import { fromZodError, toErrorResponse } from './error-response'

type Params = Record<string, string | string[]>

export interface RouteInput<Body> {
  request: Request
  params: Params
  body: Body
}

export interface RouteOptions<Schema extends z.ZodType | undefined> {
  /** The JSON body's schema; malformed JSON is `bad_request`, a schema failure `invalid_request`. */
  body?: Schema
}

/**
 * The one wrapper every route handler goes through: awaits Next's params, parses the body,
 * runs the handler and maps any thrown error to the JSON error shape.
 */
export function route<Schema extends z.ZodType | undefined = undefined>(
  options: RouteOptions<Schema>,
  handler: (input: RouteInput<Schema extends z.ZodType ? z.infer<Schema> : undefined>) => Promise<Response | unknown>,
) {
  return async (request: Request, context: { params: Promise<Params> }): Promise<Response> => {
    try {
      const params = (await context?.params) ?? {}
      const body = options.body ? await parseBody(request, options.body) : undefined
      const result = await handler({ request, params, body: body as never })
      return result instanceof Response ? result : Response.json(result)
    } catch (error) {
      return toErrorResponse(error)
    }
  }
}

async function parseBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  let json: unknown
  try {
    json = await request.json()
  } catch {
    throw new SkillyardError('bad_request', 'The request body is not valid JSON.')
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) throw fromZodError(parsed.error)
  return parsed.data
}

/** A route parameter as one string (catch-all segments joined with `/`). */
export function param(params: Params, key: string): string {
  const value = params[key]
  return Array.isArray(value) ? value.join('/') : (value ?? '')
}
