'use client'
import { useId, useState } from 'react'
import { inputClass, primaryButton, secondaryButton } from '@/components/browser/styles'
import { apiFetch } from '@/lib/ui/api-client'
import { errorMessage } from '@/lib/ui/skill-api'

/** Only web addresses: the server accepts http and https and nothing else. */
function problemWith(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'Enter a full address, e.g. https://ntfy.example.com/skillyard.'
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'The address must start with http:// or https://.'
}

/**
 * The review webhook: where Skillyard POSTs a small JSON message when a draft or an edit plan
 * arrives. Saved on the server (GET/PUT /api/settings/webhook); clearing it stops the messages.
 */
export function WebhookForm({ initialUrl }: { initialUrl: string | null }) {
  const id = useId()
  const [saved, setSaved] = useState(initialUrl)
  const [value, setValue] = useState(initialUrl ?? '')
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState('')
  const [busy, setBusy] = useState(false)

  async function save(url: string | null) {
    setBusy(true)
    setError(null)
    setNotice('')
    try {
      const answer = await apiFetch<{ url: string | null }>('/api/settings/webhook', { method: 'PUT', json: { url } })
      setSaved(answer.url)
      setValue(answer.url ?? '')
      setNotice(answer.url ? 'Saved. The next draft or edit plan is announced there.' : 'Cleared. No messages are sent.')
    } catch (caught) {
      setError(errorMessage(caught))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      aria-labelledby={`${id}-title`}
      noValidate
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault()
        const url = value.trim()
        const problem = url ? problemWith(url) : 'Enter the address to notify, or use Clear to stop notifications.'
        if (problem) {
          setNotice('')
          return setError(problem)
        }
        void save(url)
      }}
    >
      <div>
        <h3 id={`${id}-title`} className="font-medium">Review webhook</h3>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          When the assistant drafts a skill or proposes an edit, Skillyard sends a small JSON POST to this address, e.g.{' '}
          <code className="break-all rounded bg-slate-100 px-1 font-mono text-xs">{'{"event":"plan_proposed","skill":"…","planId":"…","at":"…","review":"/review"}'}</code>.
          It carries no skill content. Best effort: a failed delivery is logged and not retried, and never blocks the assistant.
        </p>
        <p className="mt-1 text-sm text-slate-700" data-testid="webhook-status">
          {saved ? (
            <>
              Sending to <span className="break-all font-mono">{saved}</span>
            </>
          ) : (
            'No webhook: nothing is sent. The Needs review count in the menu still shows what waits.'
          )}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <label className="block min-w-0 flex-[1_1_16rem] text-sm">
          <span className="font-medium text-slate-700">Webhook URL</span>
          <input
            name="url"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://…"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`${inputClass} font-mono`}
          />
        </label>
        <button type="submit" className={primaryButton} disabled={busy}>
          Save
        </button>
        {saved && (
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => void save(null)}>
            Clear
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
