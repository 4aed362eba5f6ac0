'use client'
import { useId, useState } from 'react'
import { inputClass, primaryButton } from '@/components/browser/styles'
import type { TokenScope } from '@/lib/store/access/api-tokens'
import { ApiError, apiFetch } from '@/lib/ui/api-client'

export interface CreatedToken {
  id: string
  token: string
  name: string
  scope: TokenScope
}

/** What each scope may do, in one line; the API's route table is what enforces it. */
export const SCOPES: Record<TokenScope, { label: string; explanation: string }> = {
  assistant: { label: 'Assistant', explanation: 'Read skills, call the assistant tools, write drafts and edit proposals.' },
  owner: { label: 'Owner', explanation: 'The whole owner API, for your own automation. Treat it like your password.' },
}

export function CreateTokenForm({ onCreated }: { onCreated: (token: CreatedToken) => void }) {
  const id = useId()
  const [scope, setScope] = useState<TokenScope>('assistant')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const name = String(new FormData(form).get('name') ?? '').trim()
    if (!name) return setError('Give the token a name that says where it is used, so you know which one to revoke.')
    setBusy(true)
    setError(null)
    try {
      onCreated(await apiFetch<CreatedToken>('/api/tokens', { method: 'POST', json: { name, scope } }))
      form.reset()
      setScope('assistant')
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Could not reach the server.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={`${id}-title`} className="font-medium">Create a token</h3>
      <div className="grid gap-4 md:grid-cols-[minmax(0,18rem)_1fr]">
        <label className="block text-sm">
          <span className="font-medium text-slate-700">Token name</span>
          <input
            name="name"
            required
            autoComplete="off"
            placeholder="e.g. Claude on my laptop"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={inputClass}
          />
        </label>
        <fieldset className="text-sm">
          <legend className="font-medium text-slate-700">Scope</legend>
          <div className="mt-1 grid gap-2 sm:grid-cols-2">
            {(Object.entries(SCOPES) as [TokenScope, (typeof SCOPES)[TokenScope]][]).map(([value, { label, explanation }]) => (
              <label
                key={value}
                className={`flex cursor-pointer items-start gap-2 rounded-md border px-3 py-2 ${scope === value ? 'border-indigo-500 bg-indigo-50/60 ring-1 ring-indigo-500' : 'border-slate-300 hover:bg-slate-50'}`}
              >
                <input
                  type="radio"
                  name="scope"
                  value={value}
                  checked={scope === value}
                  onChange={() => setScope(value)}
                  aria-describedby={`${id}-${value}`}
                  className="mt-0.5 size-4 accent-indigo-600"
                />
                <span>
                  <span className="font-medium text-slate-900">{label}</span>
                  <span id={`${id}-${value}`} className="block text-xs text-slate-600">
                    {explanation}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Creating…' : 'Create token'}
      </button>
    </form>
  )
}
