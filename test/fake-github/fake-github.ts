import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { RepoState, type FakeFiles, type FakeRepo } from './fake-repo'

/**
 * A GitHub REST API stand-in on 127.0.0.1 for the importer's tests and the browser tests:
 * GitHub's JSON shapes, headers and errors for the endpoints the importer uses, over repositories
 * built in memory with real git object SHA-1s. Failures (404, rate limits, 5xx, slowness,
 * corrupted blobs) are switched on per test with `setFailure`.
 */

export type FailureRule = {
  /** Requests it applies to: a substring of (or pattern for) the path with its query. Default: all. */
  match?: string | RegExp
  /** How many matching requests fail; default: all until cleared. */
  times?: number
} & (
  | { kind: 'not_found' }
  /** 403 without rate-limit headers: a token without access. */
  | { kind: 'forbidden' }
  /** 401 Bad credentials. */
  | { kind: 'unauthorized' }
  /** 403 with `x-ratelimit-remaining: 0` and `x-ratelimit-reset` (epoch seconds; default in 30 minutes). */
  | { kind: 'rate_limit'; resetAt?: number }
  /** 429 with `retry-after` (seconds; default 60): a secondary rate limit. */
  | { kind: 'secondary_rate_limit'; retryAfterSeconds?: number }
  /** A 5xx answer (default 500). */
  | { kind: 'server_error'; status?: number }
  /** The normal answer, `delayMs` late (for timeouts). */
  | { kind: 'slow'; delayMs: number }
  /** A blob answer with one byte changed, under the requested SHA. */
  | { kind: 'wrong_blob' }
)

export interface RecordedRequest {
  method: string
  /** Path and query, as sent (percent-encoding kept). */
  path: string
  headers: Record<string, string>
}

export interface FakeGitHubOptions {
  /** The token private repositories need; any other Authorization gets 401, as on GitHub. */
  token?: string
  /** Answer every `recursive` tree request with `truncated: true` and only part of the entries. */
  truncateRecursive?: boolean
  /** Entries a recursive answer may hold before GitHub truncates it (GitHub: 100,000). */
  recursiveLimit?: number
  /** Port to listen on; default 0 (any free port). */
  port?: number
}

export interface FakeGitHub {
  /** The API root to pass as `baseUrl` / GITHUB_API_URL, e.g. `http://127.0.0.1:41234`. */
  url: string
  close(): Promise<void>
  /** Every API request so far (the `/_fake/` control routes are not recorded). */
  requests: RecordedRequest[]
  /** The one active failure rule; null clears it. */
  setFailure(rule: FailureRule | null): void
  setTruncateRecursive(on: boolean): void
  /** A new commit on a branch (created if missing) with `files`, or with `files(current)`. Returns its SHA. */
  updateBranch(owner: string, repo: string, branch: string, files: FakeFiles | ((current: FakeFiles) => FakeFiles), message?: string): string
  /** The in-memory repository, for asserting SHAs. */
  repo(owner: string, repo: string): RepoState
}

const DOCS = 'https://docs.github.com/rest'

type Answer = { status: number; body: unknown; headers?: Record<string, string> }

function json(status: number, body: unknown, headers?: Record<string, string>): Answer {
  return { status, body, ...(headers ? { headers } : {}) }
}

const notFound = (): Answer => json(404, { message: 'Not Found', documentation_url: DOCS, status: '404' })

/** Base64 in lines of 60 characters, each ending in `\n`, as GitHub's blob API sends it. */
function githubBase64(bytes: Uint8Array): string {
  const text = Buffer.from(bytes).toString('base64')
  let result = ''
  for (let i = 0; i < text.length; i += 60) result += `${text.slice(i, i + 60)}\n`
  return result
}

export async function startFakeGitHub(repos: FakeRepo[], options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const states = new Map<string, RepoState>()
  for (const spec of repos) states.set(`${spec.owner}/${spec.repo}`.toLowerCase(), new RepoState(spec))
  const requests: RecordedRequest[] = []
  let failure: (FailureRule & { remaining: number }) | null = null
  let truncateRecursive = options.truncateRecursive ?? false
  const recursiveLimit = options.recursiveLimit ?? 100_000
  let used = 0
  let base = ''

  const setFailure = (rule: FailureRule | null) => {
    failure = rule === null ? null : { ...rule, remaining: rule.times ?? Number.POSITIVE_INFINITY }
  }
  const stateOf = (owner: string, repo: string): RepoState => {
    const state = states.get(`${owner}/${repo}`.toLowerCase())
    if (state === undefined) throw new Error(`fake-github: no repository ${owner}/${repo}`)
    return state
  }
  const updateBranch: FakeGitHub['updateBranch'] = (owner, repo, branch, files, message) => {
    const state = stateOf(owner, repo)
    const next = typeof files === 'function' ? files({ ...(state.branchFiles.get(branch) ?? {}) }) : files
    return state.commitFiles(branch, next, message ?? `Update ${branch}`)
  }

  function rateHeaders(authenticated: boolean): Record<string, string> {
    const limit = authenticated ? 5000 : 60
    return {
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': String(Math.max(1, limit - used)),
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
      'x-ratelimit-used': String(used),
      'x-ratelimit-resource': 'core',
    }
  }

  function failureAnswer(rule: FailureRule): Answer | null {
    const reset = Math.floor(Date.now() / 1000) + 1800
    switch (rule.kind) {
      case 'not_found':
        return notFound()
      case 'forbidden':
        return json(403, { message: 'Resource not accessible by personal access token', documentation_url: DOCS, status: '403' })
      case 'unauthorized':
        return json(401, { message: 'Bad credentials', documentation_url: DOCS, status: '401' })
      case 'rate_limit':
        return json(
          403,
          {
            message:
              "API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests get a higher rate limit. " +
              'Check out the documentation for more details.)',
            documentation_url: `${DOCS}/overview/resources-in-the-rest-api#rate-limiting`,
          },
          { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(rule.resetAt ?? reset), 'x-ratelimit-used': '60' },
        )
      case 'secondary_rate_limit':
        return json(
          429,
          { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.', documentation_url: DOCS },
          { 'retry-after': String(rule.retryAfterSeconds ?? 60) },
        )
      case 'server_error':
        return json(rule.status ?? 500, { message: 'Server Error' })
      default:
        return null
    }
  }

  function treeJson(state: RepoState, sha: string, recursive: boolean): Answer {
    const items = state.trees.get(sha)
    if (items === undefined) return notFound()
    const url = (kind: string, itemSha: string) => `${base}/repos/${state.owner}/${state.repo}/git/${kind}/${itemSha}`
    let entries = recursive ? state.recursiveEntries(sha) : items.map((item) => ({ ...item, path: item.name }))
    const truncated = recursive && (truncateRecursive || entries.length > recursiveLimit)
    if (truncated) entries = entries.slice(0, truncateRecursive ? Math.min(entries.length, 2) : recursiveLimit)
    return json(200, {
      sha,
      url: url('trees', sha),
      tree: entries.map((item) => ({
        path: item.path,
        mode: item.mode,
        type: item.type,
        sha: item.sha,
        ...(item.type === 'blob' ? { size: item.size, url: url('blobs', item.sha) } : item.type === 'tree' ? { url: url('trees', item.sha) } : {}),
      })),
      truncated,
    })
  }

  function commitJson(state: RepoState, sha: string): Record<string, unknown> {
    const commit = state.commits.get(sha)!
    const person = { name: commit.who.name, email: commit.who.email, date: new Date(commit.who.time * 1000).toISOString() }
    return {
      sha,
      node_id: `C_${sha.slice(0, 20)}`,
      url: `${base}/repos/${state.owner}/${state.repo}/git/commits/${sha}`,
      html_url: `https://github.com/${state.owner}/${state.repo}/commit/${sha}`,
      author: person,
      committer: person,
      tree: { sha: commit.tree, url: `${base}/repos/${state.owner}/${state.repo}/git/trees/${commit.tree}` },
      message: commit.message,
      parents: commit.parents.map((parent) => ({ sha: parent, url: `${base}/repos/${state.owner}/${state.repo}/git/commits/${parent}` })),
      verification: { verified: false, reason: 'unsigned', signature: null, payload: null },
    }
  }

  function refJson(state: RepoState, ref: string, object: { type: string; sha: string }): Record<string, unknown> {
    const kind = object.type === 'tag' ? 'tags' : 'commits'
    return {
      ref,
      node_id: `REF_${Buffer.from(ref).toString('base64')}`,
      url: `${base}/repos/${state.owner}/${state.repo}/git/${ref}`,
      object: { sha: object.sha, type: object.type, url: `${base}/repos/${state.owner}/${state.repo}/git/${kind}/${object.sha}` },
    }
  }

  /** Routes one API request; `segments` are the decoded path segments after `/repos/{o}/{r}`. */
  function route(state: RepoState, segments: string[], query: URLSearchParams): Answer {
    const [first, second, ...rest] = segments
    const repoUrl = `${base}/repos/${state.owner}/${state.repo}`
    if (first === undefined) {
      return json(200, {
        id: 1,
        node_id: 'R_fake',
        name: state.repo,
        full_name: `${state.owner}/${state.repo}`,
        private: state.private,
        owner: { login: state.owner, type: 'Organization' },
        html_url: `https://github.com/${state.owner}/${state.repo}`,
        url: repoUrl,
        default_branch: state.defaultBranch,
      })
    }
    if (first === 'commits' && second !== undefined) {
      const sha = state.commitFor([second, ...rest].join('/'))
      if (sha === null) return json(422, { message: `No commit found for SHA: ${second}`, documentation_url: DOCS, status: '422' })
      const full = commitJson(state, sha)
      return json(200, {
        sha,
        node_id: full.node_id,
        commit: { author: full.author, committer: full.committer, message: full.message, tree: full.tree, url: full.url, comment_count: 0 },
        url: `${repoUrl}/commits/${sha}`,
        html_url: full.html_url,
        parents: full.parents,
      })
    }
    if (first !== 'git' || second === undefined) return notFound()
    const name = rest.join('/')
    switch (second) {
      case 'ref': {
        const [namespace, ...nameParts] = rest
        const refName = nameParts.join('/')
        const head = namespace === 'heads' ? state.heads.get(refName) : undefined
        const object = head !== undefined ? { type: 'commit', sha: head } : namespace === 'tags' ? state.tags.get(refName) : undefined
        return object ? json(200, refJson(state, `refs/${namespace}/${refName}`, object)) : notFound()
      }
      case 'matching-refs': {
        const prefix = `refs/${name}`
        return json(200, state.allRefs().filter((item) => item.ref.startsWith(prefix)).map((item) => refJson(state, item.ref, item.object)))
      }
      case 'tags': {
        const tag = state.tagObjects.get(name)
        if (tag === undefined) return notFound()
        return json(200, {
          node_id: `TAG_${tag.sha.slice(0, 20)}`,
          tag: tag.name,
          sha: tag.sha,
          url: `${repoUrl}/git/tags/${tag.sha}`,
          message: `${tag.message}\n`,
          tagger: { name: tag.who.name, email: tag.who.email, date: new Date(tag.who.time * 1000).toISOString() },
          object: { sha: tag.object.sha, type: tag.object.type, url: `${repoUrl}/git/commits/${tag.object.sha}` },
          verification: { verified: false, reason: 'unsigned', signature: null, payload: null },
        })
      }
      case 'commits':
        return state.commits.has(name) ? json(200, commitJson(state, name)) : notFound()
      case 'trees': {
        // Like GitHub, a branch or tag name stands for its commit's tree.
        const commit = state.trees.has(name) ? null : state.commitFor(name)
        return treeJson(state, commit === null ? name : state.commits.get(commit)!.tree, query.has('recursive'))
      }
      case 'blobs': {
        const bytes = state.blobs.get(name)
        if (bytes === undefined) return notFound()
        return json(200, {
          sha: name,
          node_id: `B_${name.slice(0, 20)}`,
          size: bytes.byteLength,
          url: `${repoUrl}/git/blobs/${name}`,
          content: githubBase64(bytes),
          encoding: 'base64',
        })
      }
      default:
        return notFound()
    }
  }

  function corruptBlob(answer: Answer): Answer {
    const body = answer.body as { content?: string }
    if (answer.status !== 200 || typeof body.content !== 'string') return answer
    const bytes = Buffer.from(body.content.replace(/\n/g, ''), 'base64')
    if (bytes.length === 0) return json(200, { ...body, content: githubBase64(Buffer.from('x')), size: 1 })
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0x01
    return json(200, { ...body, content: githubBase64(bytes) })
  }

  async function control(request: IncomingMessage, url: URL): Promise<Answer> {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = chunks.length === 0 ? {} : (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>)
    const action = `${request.method} ${url.pathname}`
    if (action === 'GET /_fake/requests') return json(200, requests)
    if (action === 'DELETE /_fake/requests') {
      requests.length = 0
      return json(200, { ok: true })
    }
    if (action === 'POST /_fake/failure') {
      setFailure((body.rule ?? null) as FailureRule | null)
      return json(200, { ok: true })
    }
    if (action === 'POST /_fake/truncate') {
      truncateRecursive = body.on === true
      return json(200, { ok: true })
    }
    if (action === 'POST /_fake/branches') {
      const { owner, repo, branch, files, message } = body as { owner: string; repo: string; branch: string; files: FakeFiles; message?: string }
      return json(200, { commitSha: updateBranch(owner, repo, branch, files, message) })
    }
    return notFound()
  }

  async function answer(request: IncomingMessage, url: URL): Promise<Answer> {
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([key, value]) => [key, Array.isArray(value) ? value.join(', ') : (value ?? '')]),
    )
    requests.push({ method: request.method ?? 'GET', path: `${url.pathname}${url.search}`, headers })
    used += 1

    const rule = failure
    let matched = false
    if (rule !== null && rule.remaining > 0) {
      const target = `${url.pathname}${url.search}`
      matched =
        (rule.match === undefined || (typeof rule.match === 'string' ? target.includes(rule.match) : rule.match.test(target))) &&
        // A corrupted blob only makes sense for blob requests; other requests do not use up the rule.
        (rule.kind !== 'wrong_blob' || url.pathname.includes('/git/blobs/'))
      if (matched) {
        rule.remaining -= 1
        const failed = failureAnswer(rule)
        if (failed !== null) return failed
        if (rule.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, rule.delayMs))
      }
    }

    const authorization = headers.authorization
    if (authorization !== undefined && options.token !== undefined && authorization !== `Bearer ${options.token}`) {
      return json(401, { message: 'Bad credentials', documentation_url: DOCS, status: '401' })
    }
    if (request.method !== 'GET') return notFound()
    let segments: string[]
    try {
      segments = url.pathname.split('/').slice(1).map(decodeURIComponent)
    } catch {
      return notFound()
    }
    if (segments[0] !== 'repos' || segments.length < 3) return notFound()
    const state = states.get(`${segments[1]}/${segments[2]}`.toLowerCase())
    const authorised = state !== undefined && (!state.private || (options.token !== undefined && authorization === `Bearer ${options.token}`))
    if (state === undefined || !authorised) return notFound()
    const result = route(state, segments.slice(3), url.searchParams)
    return matched && rule?.kind === 'wrong_blob' && segments[4] === 'blobs' ? corruptBlob(result) : result
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', base)
    let result: Answer
    try {
      result = url.pathname.startsWith('/_fake/') ? await control(request, url) : await answer(request, url)
    } catch (error) {
      result = json(500, { message: `fake-github: ${error instanceof Error ? error.message : String(error)}` })
    }
    if (response.destroyed) return
    const body = JSON.stringify(result.body)
    response.writeHead(result.status, {
      'content-type': 'application/json; charset=utf-8',
      'x-github-api-version-selected': '2022-11-28',
      'x-github-request-id': randomUUID(),
      ...rateHeaders(request.headers.authorization !== undefined),
      ...result.headers,
    })
    response.end(body)
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy())
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: base,
    requests,
    setFailure,
    setTruncateRecursive: (on) => {
      truncateRecursive = on
    },
    updateBranch,
    repo: stateOf,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
