import { displayPath } from '../../skill/path'
import { githubError } from './errors'

/** A repository on GitHub. */
export interface GitHubRepo {
  owner: string
  repo: string
}

/** What an address names, before GitHub is asked anything. */
export interface GitHubLocation extends GitHubRepo {
  /** A ref given on its own (a separate form field); it overrides the ref inside the URL. */
  ref?: string
  /**
   * The segments after `tree/` or `blob/` (a trailing SKILL.md dropped): a ref followed by a
   * folder. A ref may contain `/` (`release/v1`), so only GitHub can tell where it ends;
   * `resolveRef` splits them.
   */
  refAndPath?: string[]
  /** The folder inside the repository when no split is needed: `''` is the root. */
  path?: string
}

export const ACCEPTED_FORMS =
  'owner/repo, https://github.com/owner/repo, https://github.com/owner/repo/tree/<branch>/<folder> ' +
  'or https://github.com/owner/repo/blob/<branch>/<folder>/SKILL.md'

// GitHub's own rules: a login is 1–39 letters, digits or hyphens and does not start with a hyphen;
// a repository name is up to 100 of letters, digits, `.`, `_` and `-`.
export const OWNER_NAME = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}$/
export const REPO_NAME = /^[A-Za-z0-9._-]{1,100}$/
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/u
const SCHEME = /^([a-z][a-z0-9+.-]*):\/\/(.*)$/is
const BARE_HOST = /^(?:www\.)?github\.com\//i
const GITHUB_HOSTS = new Set(['github.com', 'www.github.com'])
const SKILL_MD = new Set(['SKILL.md', 'skill.md'])

function invalid(input: string, reason: string): Error {
  const shown = displayPath(input.length > 200 ? `${input.slice(0, 200)}…` : input)
  return githubError('github_url_invalid', `'${shown}' is not a GitHub repository or folder address: ${reason}. Use ${ACCEPTED_FORMS}.`, {
    reason,
  })
}

/** The part after the host, or the whole input for the `owner/repo` shorthand. */
function pathPart(input: string): string {
  const withScheme = SCHEME.exec(input)
  if (withScheme) {
    const scheme = withScheme[1]!.toLowerCase()
    if (scheme !== 'https' && scheme !== 'http') throw invalid(input, `'${scheme}://' addresses are not supported`)
    const remainder = withScheme[2]!
    const slash = remainder.indexOf('/')
    const host = (slash === -1 ? remainder : remainder.slice(0, slash)).toLowerCase()
    if (!GITHUB_HOSTS.has(host)) throw invalid(input, `'${host}' is not github.com`)
    return slash === -1 ? '' : remainder.slice(slash + 1)
  }
  if (BARE_HOST.test(input)) return input.replace(BARE_HOST, '')
  return input
}

function decodeSegment(input: string, segment: string): string {
  let decoded: string
  try {
    decoded = decodeURIComponent(segment)
  } catch {
    throw invalid(input, `'${segment}' is not valid percent-encoding`)
  }
  if (decoded === '' || decoded === '.' || decoded === '..') throw invalid(input, `it has an empty, '.' or '..' segment`)
  if (CONTROL_CHARACTER.test(decoded) || decoded.includes('\\') || decoded.includes('/')) {
    throw invalid(input, `'${displayPath(decoded)}' contains a character not allowed in a ref or folder name`)
  }
  return decoded
}

/** A folder inside a repository as the importer stores it: `''` (the root) or `a/b`, no `.`/`..`/empty segment. */
export function isFolderPath(path: string): boolean {
  if (path === '') return true
  if (path.length > 4096 || CONTROL_CHARACTER.test(path) || path.includes('\\')) return false
  return path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
}

/**
 * Git's ref-name rules (git check-ref-format), minus the ones that only matter locally:
 * no control characters, spaces or `~^:?*[\`, no `..`, `@{` or `//`, no leading or trailing
 * `/` or `.`, no segment starting with `.` or ending with `.lock`.
 */
export function isValidRefName(ref: string): boolean {
  if (ref === '' || ref.length > 255 || ref === '@') return false
  if (/[\u0000-\u0020\u007f~^:?*[\\]/u.test(ref)) return false
  if (ref.includes('..') || ref.includes('@{') || ref.includes('//')) return false
  if (ref.startsWith('/') || ref.endsWith('/') || ref.endsWith('.')) return false
  return ref.split('/').every((segment) => !segment.startsWith('.') && !segment.endsWith('.lock'))
}

/**
 * Reads a pasted repository address. Accepts `owner/repo`, `https://github.com/owner/repo`
 * (with or without `.git` or a trailing slash), `…/tree/<ref>/<folder>` and
 * `…/blob/<ref>/<folder>/SKILL.md` (which names the folder). Query strings and fragments are
 * ignored. Anything else is `github_url_invalid`. `ref`, when given, overrides the URL's ref.
 */
export function parseGitHubUrl(input: string, ref?: string): GitHubLocation {
  const text = input.trim()
  if (text === '') throw invalid(input, 'it is empty')
  const rest = pathPart(text).replace(/[?#].*$/s, '')
  const segments = rest.split('/')
  if (segments.length > 1 && segments[segments.length - 1] === '') segments.pop()
  const [rawOwner = '', rawRepo = '', kind, ...more] = segments
  if (rawOwner.includes('.') && segments.length >= 2 && !SCHEME.test(text)) {
    throw invalid(input, `'${rawOwner}' looks like a host; only github.com is supported`)
  }
  if (!OWNER_NAME.test(rawOwner)) {
    throw invalid(input, rawOwner === '' ? 'the owner is missing' : `'${rawOwner}' is not a GitHub user or organisation name`)
  }
  const repo = rawRepo.endsWith('.git') ? rawRepo.slice(0, -'.git'.length) : rawRepo
  if (!REPO_NAME.test(repo) || repo === '.' || repo === '..') {
    throw invalid(input, repo === '' ? 'the repository name is missing' : `'${rawRepo}' is not a GitHub repository name`)
  }

  const location: GitHubLocation = { owner: rawOwner, repo }
  if (ref !== undefined && ref.trim() !== '') {
    const explicit = ref.trim()
    if (!isValidRefName(explicit)) throw invalid(explicit, 'it is not a valid branch, tag or commit name')
    location.ref = explicit
  }
  if (kind === undefined) return { ...location, path: '' }
  if (kind !== 'tree' && kind !== 'blob') {
    throw invalid(input, `only links to a folder (…/tree/…) or a SKILL.md (…/blob/…) are understood, not …/${kind}/…`)
  }
  const refAndPath = more.map((segment) => decodeSegment(input, segment))
  if (kind === 'blob') {
    const last = refAndPath.pop()
    if (last === undefined || !SKILL_MD.has(last)) throw invalid(input, 'a …/blob/… link must point at a SKILL.md file')
  }
  if (refAndPath.length === 0) throw invalid(input, `the branch, tag or commit after '${kind}/' is missing`)
  return { ...location, refAndPath }
}
