import type { z } from 'zod'
import { authenticate, type Principal } from '../auth/principal'
import { isSafeMethod, isSameOrigin } from '../auth/same-origin'
import { SkillyardError } from '../errors/skillyard-error'
import { defaultStore } from '../store'
import { fromZodError, toErrorResponse } from './error-response'

type Params = Record<string, string | string[]>

/**
 * Who may call a route: anyone (`public`), the owner or the assistant (`any`: reading skills,
 * assistant tools), or only the owner (`owner`: everything that changes what the assistant may use).
 */
export type Access = 'public' | 'any' | 'owner'

export interface RouteInput<Body, A extends Access> {
  request: Request
  params: Params
  body: Body
  principal: A extends 'public' ? Principal | null : Principal
}

export interface RouteOptions<Schema extends z.ZodType | undefined, A extends Access> {
  access: A
  /** The JSON body's schema; malformed JSON is `bad_request`, a schema failure `invalid_request`. */
  body?: Schema
}

/**
 * The one wrapper every route handler goes through: awaits Next's params, authenticates, checks
 * scope and same-origin, parses the body, runs the handler and maps any thrown error to JSON.
 */
export function route<A extends Access, Schema extends z.ZodType | undefined = undefined>(
  options: RouteOptions<Schema, A>,
  handler: (input: RouteInput<Schema extends z.ZodType ? z.infer<Schema> : undefined, A>) => Promise<Response | unknown>,
) {
  return async (request: Request, context: { params: Promise<Params> }): Promise<Response> => {
    try {
      const principal = await authorize(request, options.access)
      const params = (await context?.params) ?? {}
      const body = options.body ? await parseBody(request, options.body) : undefined
      const result = await handler({ request, params, body: body as never, principal: principal as never })
      return result instanceof Response ? result : Response.json(result)
    } catch (error) {
      return toErrorResponse(error)
    }
  }
}

async function authorize(request: Request, access: Access): Promise<Principal | null> {
  const principal = await authenticate(defaultStore(), request)
  if (access === 'public') return principal
  if (!principal) throw new SkillyardError('unauthenticated', 'Sign in, or send an API token as "Authorization: Bearer <token>".')
  if (access === 'owner' && principal.scope !== 'owner') {
    throw new SkillyardError('forbidden', 'This needs the owner. Assistant tokens can read skills and propose changes, not make them.')
  }
  if (principal.via === 'session' && !isSafeMethod(request.method) && !isSameOrigin(request)) {
    throw new SkillyardError('csrf_rejected', 'This request did not come from a Skillyard page (its Origin does not match). Reload the page and try again.')
  }
  return principal
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
