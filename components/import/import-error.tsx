import { FindingList } from '@/components/finding-list'
import { LIMITS } from '@/lib/skill/limits'
import type { Finding } from '@/lib/skill/types'
import { ApiError } from '@/lib/ui/api-client'
import { formatBytes } from '@/lib/ui/format'

/**
 * A title and what to do next for each code the import API answers with. The API's own message
 * (which names the entry or the skill) is always shown too; this only frames it.
 */
const HINTS: Record<string, { title: string; hint?: string }> = {
  zip_too_large: { title: 'The file is too large' },
  zip_invalid: { title: 'Not a zip archive Skillyard can read', hint: 'Upload a .zip or .skill file, e.g. a skill folder compressed again with your file manager.' },
  path_unsafe: { title: 'An entry’s path is unsafe', hint: 'Paths may not be absolute or climb out with “..”. Nothing was imported.' },
  link_entry: { title: 'The archive contains a link', hint: 'Symbolic and hard links are refused; replace them with the files they point to.' },
  path_collision: { title: 'Two entries have the same path', hint: 'Two paths differ only in letter case or Unicode form; rename one of them.' },
  too_many_files: { title: 'Too many files', hint: `A skill may have at most ${LIMITS.filesPerSkill} files, an archive ${LIMITS.archiveEntries} entries.` },
  file_too_large: { title: 'A file is too large', hint: `Each file may be at most ${formatBytes(LIMITS.fileBytes)}.` },
  skill_too_large: { title: 'A skill is too large', hint: `A skill may be at most ${formatBytes(LIMITS.skillBytes)} in all.` },
  encrypted_entry: { title: 'The archive is encrypted', hint: 'Password-protected entries cannot be read; create the archive without a password.' },
  no_skill_found: { title: 'No skill found', hint: 'Each skill is a folder with a SKILL.md (or a skill.json manifest) at its top.' },
  manifest_invalid: { title: 'A skill.json manifest cannot be converted', hint: 'Fix the field the message names, or add a SKILL.md beside it.' },
  invalid_skill: { title: 'A chosen skill is not valid', hint: 'Fix these errors, or untick the skill and import the others.' },
  skill_exists: { title: 'A skill of that name already exists', hint: 'Tick “Replace existing skills” to import over it, or untick it.' },
  builtin_read_only: { title: 'Built-in skills cannot be replaced', hint: 'Rename the folder (and the name in its SKILL.md) to import it beside the built-in one.' },
  too_many_skills: { title: 'Too many skills', hint: `Skillyard keeps at most ${LIMITS.skills} skills; delete some first.` },
  invalid_request: { title: 'The import request was refused' },
  github_url_invalid: { title: 'Not a GitHub URL Skillyard understands', hint: 'Use owner/repo, https://github.com/owner/repo/tree/<ref>/<path> or …/blob/<ref>/<path>/SKILL.md.' },
  github_not_found: { title: 'Not found on GitHub', hint: 'Check the owner, repository, ref and path. A private repository needs a GitHub token (below).' },
  github_forbidden: { title: 'GitHub refused access', hint: 'The saved token may lack access to this repository, or may have been revoked.' },
  github_rate_limited: { title: 'GitHub’s rate limit is used up', hint: 'A GitHub token raises the limit from 60 to 5,000 requests an hour.' },
  github_unavailable: { title: 'GitHub did not answer properly', hint: 'Try again in a moment.' },
  github_tree_too_large: { title: 'The repository is too large to list', hint: 'Point the URL at the folder that holds the skills: …/tree/<ref>/<path>.' },
  csrf_rejected: { title: 'The request was refused', hint: 'Reload the page and try again.' },
  unauthenticated: { title: 'You are signed out', hint: 'Sign in again in another tab, then retry.' },
  network_error: { title: 'No answer from Skillyard' },
  one_file: { title: 'More than one file' },
  aborted: { title: 'Upload cancelled', hint: 'Nothing was written. Choose the file again to start over.' },
}

/** Any thrown value as an ApiError, so one component can show it. */
export function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(0, 'network_error', 'Could not reach the server. Check the connection and try again.')
}

function findingsOf(error: ApiError): Finding[] {
  const findings = error.details?.findings
  return Array.isArray(findings) ? (findings as Finding[]) : []
}

/** An API error where it happened: a code-specific title, the API's message, and the findings of an invalid skill. */
export function ImportError({ error, id }: { error: ApiError; id?: string }) {
  const known = HINTS[error.code]
  const findings = findingsOf(error)
  const skill = typeof error.details?.skill === 'string' ? error.details.skill : null
  return (
    <div id={id} role="alert" className="space-y-2 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900" data-testid="import-error" data-code={error.code}>
      <p className="font-semibold">{known?.title ?? 'The import failed'}</p>
      <p className="break-words">{error.message}</p>
      {known?.hint && <p className="text-red-800">{known.hint}</p>}
      {findings.length > 0 && (
        <div className="space-y-1.5 pt-1">
          {skill && <p className="font-medium">Findings for <span className="font-mono">{skill}</span>:</p>}
          <FindingList findings={findings} />
        </div>
      )}
      <p className="text-xs text-red-700/80">
        Code: <code className="font-mono">{error.code}</code>
        {error.status > 0 && ` · HTTP ${error.status}`}
      </p>
    </div>
  )
}
