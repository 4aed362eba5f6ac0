'use client'
import { useId, useState } from 'react'
import { inputClass, primaryButton } from '@/components/browser/styles'
import type { GitHubImportResult } from '@/lib/transfer/import-github'
import { ApiError, apiFetch } from '@/lib/ui/api-client'
import { shortHash } from '@/lib/ui/format'
import type { Plain } from '@/lib/ui/skill-view'
import { CandidateChecklist } from './candidate-checklist'
import { FocusHeading } from './focus-heading'
import { ImportError, toApiError } from './import-error'
import { ImportSummary } from './import-summary'
import { Spinner } from './spinner'

type Preview = Extract<GitHubImportResult, { dryRun: true }>
type Imported = Plain<Extract<GitHubImportResult, { dryRun: false }>>
/** What the dry run was asked, so the import fetches exactly the same place. */
type Request = { url: string; ref?: string }

type Phase =
  | { kind: 'idle' }
  | { kind: 'looking' }
  | { kind: 'preview'; request: Request; preview: Preview }
  | { kind: 'importing'; request: Request; preview: Preview }
  | { kind: 'done'; result: Imported }

export const GITHUB_URL_FORMS = ['owner/repo', 'https://github.com/owner/repo/tree/<ref>/<path>', 'https://github.com/owner/repo/blob/<ref>/<path>/SKILL.md']

/**
 * From GitHub: a URL (and an optional ref) → the skill folders found there with their findings,
 * at one commit → import the ticked ones from that same ref.
 */
export function GitHubImport() {
  const id = useId()
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  const [formError, setFormError] = useState<ApiError | null>(null)
  const [importError, setImportError] = useState<ApiError | null>(null)
  const [previewKey, setPreviewKey] = useState(0)
  const looking = phase.kind === 'looking'
  const busy = looking || phase.kind === 'importing'

  async function find(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const form = new FormData(event.currentTarget)
    const url = String(form.get('url') ?? '').trim()
    const ref = String(form.get('ref') ?? '').trim()
    if (!url) {
      setFormError(new ApiError(0, 'github_url_invalid', 'Enter a repository or a folder on GitHub.'))
      return
    }
    const request: Request = ref ? { url, ref } : { url }
    setFormError(null)
    setImportError(null)
    setPhase({ kind: 'looking' })
    try {
      const preview = await apiFetch<Preview>('/api/import/github', { method: 'POST', json: { ...request, dryRun: true } })
      setPreviewKey((key) => key + 1)
      setPhase({ kind: 'preview', request, preview })
    } catch (error) {
      setFormError(toApiError(error))
      setPhase({ kind: 'idle' })
    }
  }

  async function importChosen(names: string[], replace: boolean) {
    if (phase.kind !== 'preview') return
    const { request, preview } = phase
    setImportError(null)
    setPhase({ kind: 'importing', request, preview })
    try {
      const result = await apiFetch<Imported>('/api/import/github', { method: 'POST', json: { ...request, skills: names, replace, dryRun: false } })
      setPhase({ kind: 'done', result })
    } catch (error) {
      setImportError(toApiError(error))
      setPhase({ kind: 'preview', request, preview })
    }
  }

  return (
    <div className="space-y-6">
      <form onSubmit={find} noValidate aria-label="Find skills on GitHub" className="space-y-4">
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_18rem]">
          <label className="block text-sm">
            <span className="font-medium text-slate-700">Repository or folder on GitHub</span>
            <input
              name="url"
              type="text"
              inputMode="url"
              required
              autoComplete="off"
              spellCheck={false}
              disabled={busy}
              placeholder="owner/repo or https://github.com/owner/repo/tree/<ref>/<path>"
              aria-invalid={formError ? true : undefined}
              aria-describedby={`${id}-forms${formError ? ` ${id}-error` : ''}`}
              className={`${inputClass} font-mono`}
            />
          </label>
          <label className="block text-sm">
            <span className="font-medium text-slate-700">
              Branch, tag or commit <span className="font-normal text-slate-500">(optional)</span>
            </span>
            <input
              name="ref"
              type="text"
              autoComplete="off"
              spellCheck={false}
              disabled={busy}
              placeholder="default branch"
              aria-describedby={`${id}-ref`}
              className={`${inputClass} font-mono`}
            />
            <span id={`${id}-ref`} className="mt-1 block text-xs text-slate-500">
              Empty: the ref in the URL, or the default branch.
            </span>
          </label>
        </div>
        <div id={`${id}-forms`} className="text-xs text-slate-500">
          Accepted forms:{' '}
          {GITHUB_URL_FORMS.map((form, index) => (
            <span key={form}>
              {index > 0 && ', '}
              <code className="break-all rounded bg-slate-100 px-1 font-mono text-slate-700">{form}</code>
            </span>
          ))}
          .
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={`${primaryButton} gap-2`} disabled={busy}>
            {looking && <Spinner />}
            {looking ? 'Looking at GitHub…' : 'Find skills'}
          </button>
          <p role="status" aria-live="polite" className="text-sm text-slate-600">
            {looking ? 'Looking at GitHub: listing the folders and downloading each skill to check it. This can take a few seconds.' : ''}
          </p>
        </div>
        {formError && <ImportError error={formError} id={`${id}-error`} />}
      </form>

      {(phase.kind === 'preview' || phase.kind === 'importing') && (
        <section aria-labelledby={`${id}-preview`} className="space-y-3">
          <div className="space-y-1">
            <FocusHeading id={`${id}-preview`} className="font-semibold text-slate-900">
              Skills in <span className="break-all font-mono">{phase.preview.repo}</span>
            </FocusHeading>
            <RepoFacts repo={phase.preview.repo} refName={phase.preview.ref} commitSha={phase.preview.commitSha} path={phase.preview.path} />
            <p className="text-sm text-slate-600">Nothing has been written yet. The import takes the ticked folders from this same ref.</p>
          </div>
          <CandidateChecklist
            key={previewKey}
            items={phase.preview.folders}
            busy={phase.kind === 'importing'}
            busyLabel="Importing from GitHub…"
            error={importError}
            onImport={(names, replace) => void importChosen(names, replace)}
          >
            {phase.kind === 'importing' && (
              <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
                <Spinner /> Downloading the chosen folders from GitHub and writing them…
              </p>
            )}
          </CandidateChecklist>
        </section>
      )}

      {phase.kind === 'done' && (
        <ImportSummary
          imported={phase.result.imported}
          source={<RepoFacts repo={phase.result.repo} refName={phase.result.ref} commitSha={phase.result.commitSha} />}
          onAgain={() => setPhase({ kind: 'idle' })}
          againLabel="Import more from GitHub"
        />
      )}
    </div>
  )
}

/** Where the skills come from: repository, ref, commit and folder. */
function RepoFacts({ repo, refName, commitSha, path }: { repo: string; refName: string; commitSha: string; path?: string }) {
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-0.5 text-sm" data-testid="repo-facts">
      <div className="flex gap-1">
        <dt className="text-slate-500">Repository</dt>
        <dd>
          <a href={`https://github.com/${repo}`} className="font-mono text-indigo-700 hover:underline" rel="noreferrer noopener" target="_blank">
            {repo}
          </a>
        </dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-slate-500">Ref</dt>
        <dd className="font-mono">{refName}</dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-slate-500">Commit</dt>
        <dd className="font-mono" title={commitSha}>
          {shortHash(commitSha)}
        </dd>
      </div>
      {path !== undefined && (
        <div className="flex gap-1">
          <dt className="text-slate-500">Folder</dt>
          <dd className="font-mono">{path || '/'}</dd>
        </div>
      )}
    </dl>
  )
}
