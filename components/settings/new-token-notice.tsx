'use client'
import { useEffect, useId, useRef, useState } from 'react'
import { secondaryButton } from '@/components/browser/styles'
import { SCOPES, type CreatedToken } from './create-token-form'

/** The new token's text, shown this once: Skillyard keeps only its hash. */
export function NewTokenNotice({ token, onDone }: { token: CreatedToken; onDone: () => void }) {
  const id = useId()
  const field = useRef<HTMLInputElement>(null)
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)

  // Move focus to the token so keyboard and screen-reader users land on what they must copy.
  useEffect(() => {
    field.current?.focus()
    field.current?.select()
    setCopied(null)
  }, [token.id])

  async function copy() {
    field.current?.select()
    try {
      await navigator.clipboard.writeText(token.token)
      setCopied('yes')
    } catch {
      // No clipboard permission (e.g. plain http on another host): the text is selected for Ctrl+C.
      setCopied('failed')
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-5" data-testid="new-token">
      <div>
        <h3 id={`${id}-title`} className="font-medium text-amber-950">
          Token “{token.name}” created ({SCOPES[token.scope].label.toLowerCase()} scope)
        </h3>
        <p className="mt-1 text-sm text-amber-900">
          <strong>Copy it now: it will not be shown again.</strong> Skillyard stores only a hash of it. If you lose it, revoke it and create another.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <label className="block w-full min-w-0 text-sm sm:w-auto sm:flex-1">
          <span className="font-medium text-amber-950">New token</span>
          <input
            ref={field}
            readOnly
            value={token.token}
            onFocus={(event) => event.currentTarget.select()}
            spellCheck={false}
            className="mt-1 block w-full rounded-md border border-amber-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-1 focus:ring-indigo-500"
          />
        </label>
        <button type="button" onClick={copy} className={secondaryButton}>
          {copied === 'yes' ? 'Copied' : 'Copy'}
        </button>
        <button type="button" onClick={onDone} className={secondaryButton}>
          Done
        </button>
      </div>
      <p role="status" className={copied ? 'text-xs text-amber-900' : 'sr-only'}>
        {copied === 'yes' ? 'Copied to the clipboard.' : copied === 'failed' ? 'The browser blocked the clipboard; the token is selected, press Ctrl+C (⌘C).' : ''}
      </p>
    </section>
  )
}
