'use client'
import { useState } from 'react'
import { Modal } from '@/components/browser/modal'
import { dangerButton, secondaryButton } from '@/components/browser/styles'
import type { ApiTokenSummary } from '@/lib/store/access/api-tokens'
import { ApiError, apiFetch } from '@/lib/ui/api-client'
import { formatTime } from '@/lib/ui/format'
import { SCOPES } from './create-token-form'

/** A token as the page has it: dates as ISO text, the same shape `GET /api/tokens` answers with. */
export type TokenRow = Omit<ApiTokenSummary, 'createdAt' | 'lastUsedAt'> & { createdAt: string; lastUsedAt: string | null }

export function TokenTable({ tokens, onRevoked }: { tokens: TokenRow[]; onRevoked: (token: TokenRow) => Promise<void> }) {
  const [revoking, setRevoking] = useState<TokenRow | null>(null)

  if (tokens.length === 0) {
    return <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">No active API tokens.</p>
  }
  return (
    <>
      <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Active API tokens</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">Name</th>
              <th scope="col" className="px-4 py-2 font-medium">Scope</th>
              <th scope="col" className="hidden px-4 py-2 font-medium sm:table-cell">Created</th>
              <th scope="col" className="px-4 py-2 font-medium">Last used</th>
              <th scope="col" className="px-4 py-2 font-medium"><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {tokens.map((token) => (
              <tr key={token.id}>
                <th scope="row" className="max-w-xs break-words px-4 py-2.5 font-medium text-slate-900">{token.name}</th>
                <td className="px-4 py-2.5">
                  <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${token.scope === 'owner' ? 'bg-red-50 text-red-800 ring-red-600/20' : 'bg-slate-100 text-slate-700 ring-slate-500/20'}`}>
                    {SCOPES[token.scope].label}
                  </span>
                </td>
                <td className="hidden whitespace-nowrap px-4 py-2.5 text-slate-600 sm:table-cell">
                  <time dateTime={token.createdAt}>{formatTime(token.createdAt)}</time>
                </td>
                <td className="whitespace-nowrap px-4 py-2.5 text-slate-600">
                  {token.lastUsedAt ? <time dateTime={token.lastUsedAt}>{formatTime(token.lastUsedAt)}</time> : 'never'}
                </td>
                <td className="px-4 py-2.5 text-right">
                  <button
                    type="button"
                    onClick={() => setRevoking(token)}
                    aria-label={`Revoke ${token.name}`}
                    className="rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50"
                  >
                    Revoke
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Modal open={revoking !== null} onClose={() => setRevoking(null)} labelledBy="revoke-token-title">
        {revoking && (
          <RevokeConfirm
            token={revoking}
            onCancel={() => setRevoking(null)}
            onRevoked={async () => {
              setRevoking(null)
              await onRevoked(revoking)
            }}
          />
        )}
      </Modal>
    </>
  )
}

function RevokeConfirm({ token, onCancel, onRevoked }: { token: TokenRow; onCancel: () => void; onRevoked: () => Promise<void> }) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function revoke() {
    setBusy(true)
    setError(null)
    try {
      await apiFetch(`/api/tokens/${encodeURIComponent(token.id)}`, { method: 'DELETE' })
      await onRevoked()
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Could not reach the server.')
      setBusy(false)
    }
  }

  return (
    <div className="space-y-4">
      <h2 id="revoke-token-title" className="text-lg font-semibold">Revoke “{token.name}”?</h2>
      <p className="text-sm text-slate-600">
        Anything that uses this {SCOPES[token.scope].label.toLowerCase()} token gets <code className="font-mono">401</code> from its next request on. This cannot be undone.
      </p>
      {error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onCancel} className={secondaryButton}>
          Cancel
        </button>
        <button type="button" onClick={revoke} disabled={busy} className={dangerButton}>
          {busy ? 'Revoking…' : 'Revoke token'}
        </button>
      </div>
    </div>
  )
}
