import type { z } from 'zod'
import { SkillyardError } from '../../errors/skillyard-error'
import { githubError, type GitHubErrorCode } from './errors'
import { githubErrorBodySchema } from './github-schemas'
import type { GitHubRepo } from './parse-github-url'
import { describeRetryAt, isRateLimited, retryAtFrom } from './rate-limit'

export const DEFAULT_GITHUB_API_URL = 'https://api.github.com'
export const DEFAULT_TIMEOUT_MS = 15_000
/** Large enough for a recursive tree answer (GitHub caps those at 7 MB). */
const DEFAULT_MAX_BYTES = 16 * 1024 * 1024
const ERROR_BODY_BYTES = 64 * 1024
const MAX_REDIRECTS = 3

export interface GitHubOptions {
  /** API root: `https://api.github.com`, a GitHub Enterprise `…/api/v3`, or a test server. Default: `GITHUB_API_URL`, else api.github.com. */
  baseUrl?: string
  /** Sent as `Authorization: Bearer …`; never logged and never part of an error or a result. */
  token?: string
  fetch?: typeof fetch
  /** Per request, body included. Default 15 s. */
  timeoutMs?: number
  /** Clock for rate-limit messages, in ms since the epoch. */
  now?: () => number
}

export interface GetOptions {
  /** The message for a 404, naming what was missing in the caller's words. */
  notFound?: string
  /** Largest body accepted; a longer answer is refused while it streams in. */
  maxBytes?: number
}

export interface GitHubClient {
  readonly baseUrl: string
  /** GET `path` (under the API root), check the status and parse the JSON body with `schema`. */
  getJson<T>(path: string, schema: z.ZodType<T>, options?: GetOptions): Promise<T>
}

/** The API root from the environment (`GITHUB_API_URL`), else GitHub's. */
export function githubApiUrl(env: Record<string, string | undefined> = process.env): string {
  const value = env.GITHUB_API_URL?.trim()
  return value ? value : DEFAULT_GITHUB_API_URL
}

/** `/repos/{owner}/{repo}/…`, each part percent-encoded; a part may hold `/` (a ref or a path). */
export function repoPath(repo: GitHubRepo, ...parts: string[]): string {
  const encoded = parts.map((part) => part.split('/').map(encodeURIComponent).join('/'))
  return ['', 'repos', encodeURIComponent(repo.owner), encodeURIComponent(repo.repo), ...encoded].join('/')
}

// Header values must be visible ASCII; checking first keeps fetch's own error (which quotes the
// value) from ever carrying the token.
const TOKEN = /^[\x21-\x7e]+$/

export function createGitHubClient(options: GitHubOptions = {}): GitHubClient {
  const baseUrl = (options.baseUrl ?? githubApiUrl()).replace(/\/+$/, '')
  const root = parseRoot(baseUrl)
  const fetchImpl = options.fetch ?? globalThis.fetch
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const now = options.now ?? Date.now
  const token = options.token?.trim() || undefined
  if (token !== undefined && !TOKEN.test(token)) {
    throw githubError('github_forbidden', 'The GitHub token contains spaces or characters a token cannot have; paste it again.')
  }

  const headers: Record<string, string> = {
    Accept: 'application/vnd.github+json',
    'User-Agent': 'skillyard',
    'X-GitHub-Api-Version': '2022-11-28',
  }
  if (token !== undefined) headers.Authorization = `Bearer ${token}`

  /** Every error leaves through here: whatever GitHub or the network said, the token is cut out. */
  function fail(code: GitHubErrorCode, message: string, details?: Record<string, unknown>): Error {
    const clean = (text: string) => (token === undefined ? text : text.split(token).join('[token]'))
    const safeDetails =
      details === undefined
        ? undefined
        : Object.fromEntries(Object.entries(details).map(([key, value]) => [key, typeof value === 'string' ? clean(value) : value]))
    return githubError(code, clean(message), safeDetails)
  }

  function transportError(error: unknown, path: string): Error {
    if (error instanceof SkillyardError) return error
    if (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TimeoutError') {
      return fail('github_unavailable', `GitHub did not answer within ${formatSeconds(timeoutMs)} (GET ${path}); try again later.`, {
        reason: 'timeout',
      })
    }
    return fail('github_unavailable', `Could not reach GitHub at ${baseUrl} (${describeCause(error)}); try again later.`, {
      reason: 'network',
    })
  }

  async function send(path: string, signal: AbortSignal): Promise<Response> {
    let url = new URL(`${baseUrl}${path}`)
    for (let hop = 0; ; hop += 1) {
      const response = await fetchImpl(url, { headers, signal, redirect: 'manual' })
      if (![301, 302, 303, 307, 308].includes(response.status)) return response
      await response.body?.cancel()
      const location = response.headers.get('location')
      // A renamed repository redirects within the API; anything leaving it would take the token along.
      const next = location === null ? null : new URL(location, url)
      if (next === null || next.origin !== root.origin || hop >= MAX_REDIRECTS) {
        throw fail('github_unavailable', `GitHub redirected GET ${path} somewhere the importer does not follow.`, { reason: 'redirect' })
      }
      url = next
    }
  }

  async function errorFor(response: Response, path: string, request: GetOptions): Promise<Error> {
    const text = await readBody(response, ERROR_BODY_BYTES).catch(() => '')
    const message = githubMessage(text)
    const status = response.status
    const said = message === '' ? `${status}` : `${status}: ${message}`
    if (status === 404) return fail('github_not_found', request.notFound ?? `GitHub has nothing at GET ${path} (404).`, { status })
    if (isRateLimited(status, response.headers, message)) {
      const retryAt = retryAtFrom(response.headers, now())
      const hint = token === undefined ? ' Requests made with a GitHub token get a much higher limit.' : ''
      return fail(
        'github_rate_limited',
        `GitHub's rate limit is used up. Try again after ${describeRetryAt(retryAt, now())}.${hint}`,
        { retryAt: new Date(retryAt).toISOString(), status },
      )
    }
    if (status === 401) {
      return fail(
        'github_forbidden',
        token === undefined
          ? `GitHub asks for a token (${said}). Add a GitHub token that can read this repository.`
          : `GitHub did not accept the token (${said}). Check that it is valid and not expired.`,
        { status },
      )
    }
    if (status === 403) {
      return fail(
        'github_forbidden',
        token === undefined
          ? `GitHub refused GET ${path} (${said}). A GitHub token with access may be needed.`
          : `GitHub refused GET ${path} (${said}). The token may lack read access ("Contents: read") to this repository.`,
        { status },
      )
    }
    if (status === 409 && /empty/i.test(message)) {
      return fail('github_not_found', request.notFound ?? `The repository is empty (GET ${path}).`, { status })
    }
    if (status >= 500) {
      return fail('github_unavailable', `GitHub had a problem answering GET ${path} (${said}); try again later.`, { status })
    }
    return fail('github_unavailable', `GitHub answered GET ${path} with an unexpected ${said}.`, { status })
  }

  async function getJson<T>(path: string, schema: z.ZodType<T>, request: GetOptions = {}): Promise<T> {
    const signal = AbortSignal.timeout(timeoutMs)
    let text: string
    try {
      const response = await send(path, signal)
      if (!response.ok) throw await errorFor(response, path, request)
      text = await readBody(response, request.maxBytes ?? DEFAULT_MAX_BYTES)
    } catch (error) {
      throw transportError(error, path)
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw fail('github_unavailable', `GitHub's answer to GET ${path} is not JSON.`, { reason: 'invalid_answer' })
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : ''
      throw fail('github_unavailable', `GitHub's answer to GET ${path} has an unexpected shape${where}: ${issue?.message ?? 'invalid'}.`, {
        reason: 'invalid_answer',
      })
    }
    return parsed.data
  }

  /** Reads at most `maxBytes`, counting what arrives rather than trusting Content-Length. */
  async function readBody(response: Response, maxBytes: number): Promise<string> {
    if (response.body === null) return ''
    const reader = response.body.getReader()
    const chunks: Uint8Array[] = []
    let total = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      total += value.byteLength
      if (total > maxBytes) {
        await reader.cancel()
        throw fail('github_unavailable', `GitHub's answer is larger than the ${maxBytes} bytes expected; nothing was imported.`, {
          reason: 'answer_too_large',
        })
      }
      chunks.push(value)
    }
    return Buffer.concat(chunks).toString('utf8')
  }

  return { baseUrl, getJson }
}

function parseRoot(baseUrl: string): URL {
  let url: URL
  try {
    url = new URL(baseUrl)
  } catch {
    throw githubError('github_unavailable', `The GitHub API address '${baseUrl}' is not a URL; check GITHUB_API_URL.`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw githubError('github_unavailable', `The GitHub API address '${baseUrl}' must start with https:// or http://.`)
  }
  return url
}

function githubMessage(text: string): string {
  try {
    const parsed = githubErrorBodySchema.safeParse(JSON.parse(text))
    if (!parsed.success) return ''
    // GitHub's message is shown to the owner: one line, printable, bounded.
    return parsed.data.message.replace(/[\u0000-\u001f\u007f-\u009f]+/gu, ' ').trim().slice(0, 300)
  } catch {
    return ''
  }
}

function describeCause(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? String((cause as { code: unknown }).code) : ''
  const message = cause instanceof Error ? cause.message : String(cause)
  return (code && !message.includes(code) ? `${code}: ${message}` : message).slice(0, 200)
}

function formatSeconds(ms: number): string {
  if (ms < 1000) return `${ms} ms`
  const seconds = Math.round(ms / 100) / 10
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
}
