'use client'
import { useEffect, useId, useState } from 'react'
import { inputClass, primaryButton, secondaryButton } from '@/components/browser/styles'
import { apiFetch } from '@/lib/ui/api-client'
import { toApiError } from './import-error'

type TokenStatus = { saved: boolean; fromEnvironment: boolean }

/**
 * The GitHub token used for imports and update checks (private repositories, a higher rate
 * limit). Write-only: the server says whether one is saved, never what it is.
 */
export function GitHubTokenForm() {
  const id = useId()
  const [status, setStatus] = useState<TokenStatus | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState('')

  useEffect(() => {
    apiFetch<TokenStatus>('/api/settings/github-token').then(setStatus, (caught) => setError(toApiError(caught).message))
  }, [])

  async function save(token: string | null) {
    setBusy(true)
    setError(null)
    setNotice('')
    try {
      const { saved } = await apiFetch<{ saved: boolean }>('/api/settings/github-token', { method: 'PUT', json: { token } })
      setStatus((previous) => ({ fromEnvironment: previous?.fromEnvironment ?? false, saved }))
      setNotice(saved ? 'Token saved. It stays on the server and is not shown again.' : 'Saved token removed.')
      return true
    } catch (caught) {
      setError(toApiError(caught).message)
      return false
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      aria-labelledby={`${id}-title`}
      noValidate
      className="space-y-3"
      onSubmit={async (event) => {
        event.preventDefault()
        const form = event.currentTarget
        const token = String(new FormData(form).get('token') ?? '').trim()
        if (!token) {
          setNotice('')
          return setError('Paste a token first.')
        }
        if (await save(token)) form.reset()
      }}
    >
      <div>
        {/* The disclosure's summary shows the title; the heading names the form for assistive technology. */}
        <h3 id={`${id}-title`} className="sr-only">GitHub token</h3>
        <p className="max-w-prose text-sm text-slate-600">
          Optional. Needed for private repositories; it also raises GitHub’s limit from 60 to 5,000 requests an hour. A fine-grained token with read-only
          “Contents” access is enough.
        </p>
        <p className="mt-1 text-sm text-slate-700" data-testid="token-status">
          {status === null
            ? 'Checking whether a token is set…'
            : status.fromEnvironment
              ? 'The server’s GITHUB_TOKEN environment variable is used; it takes precedence over a token saved here.'
              : status.saved
                ? 'A token is saved.'
                : 'No token: public repositories only, at GitHub’s lower rate limit.'}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <label className="block min-w-64 flex-1 text-sm">
          <span className="font-medium text-slate-700">{status?.saved ? 'Replace the saved token' : 'Token'}</span>
          <input
            name="token"
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder="github_pat_…"
            disabled={busy}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`${inputClass} font-mono`}
          />
        </label>
        <button type="submit" className={primaryButton} disabled={busy}>
          Save token
        </button>
        {status?.saved && (
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => void save(null)}>
            Remove saved token
          </button>
        )}
      </div>
      <p role="status" className={notice ? 'text-sm text-emerald-800' : 'sr-only'}>
        {notice}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </form>
  )
}
