'use client'
import { useState } from 'react'
import { ApiError, apiFetch } from '@/lib/ui/api-client'
import { CreateTokenForm, type CreatedToken } from './create-token-form'
import { NewTokenNotice } from './new-token-notice'
import { TokenTable, type TokenRow } from './token-table'

/** The API tokens section: create one (its text is shown once), list the active ones, revoke. */
export function ApiTokens({ initialTokens }: { initialTokens: TokenRow[] }) {
  const [tokens, setTokens] = useState(initialTokens)
  const [created, setCreated] = useState<CreatedToken | null>(null)
  const [listError, setListError] = useState<string | null>(null)
  // Said after a revoke: the row (and the button that had focus) is gone, so say what happened.
  const [revoked, setRevoked] = useState<string | null>(null)

  async function reload() {
    try {
      setTokens((await apiFetch<{ tokens: TokenRow[] }>('/api/tokens')).tokens)
      setListError(null)
    } catch (caught) {
      setListError(caught instanceof ApiError ? caught.message : 'Could not reach the server to refresh the list.')
    }
  }

  return (
    <section aria-labelledby="api-tokens" className="space-y-6">
      <div>
        <h2 id="api-tokens" className="text-lg font-semibold">API tokens</h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          A token lets a program call Skillyard without your password: send it as <code className="rounded bg-slate-100 px-1 font-mono text-xs">Authorization: Bearer &lt;token&gt;</code>.
          Give an assistant token to your LLM agent; keep owner tokens for your own automation.
        </p>
      </div>
      <CreateTokenForm
        onCreated={(token) => {
          setCreated(token)
          setRevoked(null)
          void reload()
        }}
      />
      {created && <NewTokenNotice token={created} onDone={() => setCreated(null)} />}
      {listError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {listError}
        </p>
      )}
      <p role="status" className={revoked ? 'rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900' : 'sr-only'}>
        {revoked && `Revoked “${revoked}”. Anything still using it now gets 401.`}
      </p>
      <TokenTable
        tokens={tokens}
        onRevoked={async (token) => {
          setRevoked(token.name)
          await reload()
        }}
      />
    </section>
  )
}
