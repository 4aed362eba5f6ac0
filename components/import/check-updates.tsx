'use client'
import Link from 'next/link'
import { useState } from 'react'
import { secondaryButton } from '@/components/browser/styles'
import { Badge } from '@/components/status-badge'
import type { UpdateCheck } from '@/lib/transfer/check-updates'
import { apiFetch, type ApiError } from '@/lib/ui/api-client'
import { shortHash } from '@/lib/ui/format'
import { ImportError, toApiError } from './import-error'
import { Spinner } from './spinner'

type State = { kind: 'idle' } | { kind: 'checking' } | { kind: 'done'; results: UpdateCheck[] } | { kind: 'error'; error: ApiError }

/**
 * "Check GitHub skills for updates": every skill imported from GitHub is compared with its ref's
 * head; a change comes in as a new version that is not approved yet.
 */
export function CheckUpdates() {
  const [state, setState] = useState<State>({ kind: 'idle' })
  const checking = state.kind === 'checking'

  async function check() {
    setState({ kind: 'checking' })
    try {
      const { results } = await apiFetch<{ results: UpdateCheck[] }>('/api/import/check-updates', { method: 'POST' })
      setState({ kind: 'done', results })
    } catch (error) {
      setState({ kind: 'error', error: toApiError(error) })
    }
  }

  const results = state.kind === 'done' ? state.results : []
  const count = (outcome: UpdateCheck['outcome']) => results.filter((result) => result.outcome === outcome).length

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={`${secondaryButton} gap-2`} onClick={() => void check()} disabled={checking}>
          {checking && <Spinner />}
          {checking ? 'Checking GitHub…' : 'Check GitHub skills for updates'}
        </button>
        <p role="status" aria-live="polite" className="text-sm text-slate-600">
          {checking
            ? 'Comparing each GitHub skill with the head of its branch or tag…'
            : state.kind === 'done'
              ? results.length === 0
                ? 'No skill here came from GitHub, so there is nothing to check.'
                : `Checked ${results.length} ${results.length === 1 ? 'skill' : 'skills'}: ${count('updated')} updated, ${count('current')} up to date, ${count('failed')} failed.`
              : ''}
        </p>
      </div>
      {state.kind === 'error' && <ImportError error={state.error} />}
      {results.length > 0 && (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white" aria-label="Update check results" data-testid="update-results">
          {results.map((result) => (
            <li key={result.name} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-2.5 text-sm" data-testid="update-result" data-name={result.name}>
              <Link href={`/skills/${encodeURIComponent(result.name)}`} className="break-all font-mono font-medium text-indigo-700 hover:underline">
                {result.name}
              </Link>
              {result.outcome === 'updated' ? (
                <>
                  <Badge className="bg-amber-50 text-amber-900 ring-amber-600/30">updated</Badge>
                  <span className="text-slate-700">
                    New version{' '}
                    {result.hash && (
                      <code className="font-mono" title={result.hash}>
                        {shortHash(result.hash)}
                      </code>
                    )}
                    {result.commitSha && (
                      <>
                        {' '}from commit{' '}
                        <code className="font-mono" title={result.commitSha}>
                          {shortHash(result.commitSha)}
                        </code>
                      </>
                    )}
                    , not approved yet:{' '}
                    <Link href={`/skills/${encodeURIComponent(result.name)}#history`} className="font-medium text-indigo-700 hover:underline">
                      review the diff in History
                    </Link>{' '}
                    and enable the new version.
                  </span>
                </>
              ) : result.outcome === 'current' ? (
                <>
                  <Badge className="bg-emerald-50 text-emerald-800 ring-emerald-600/20">up to date</Badge>
                  {result.commitSha && (
                    <span className="text-slate-500">
                      at commit{' '}
                      <code className="font-mono" title={result.commitSha}>
                        {shortHash(result.commitSha)}
                      </code>
                    </span>
                  )}
                </>
              ) : (
                <>
                  <Badge className="bg-red-50 text-red-800 ring-red-600/30">failed</Badge>
                  <span className="min-w-0 break-words text-red-800">
                    {result.error?.message ?? 'The check failed.'}
                    {result.error?.code && <span className="ml-1 text-xs opacity-70">{result.error.code}</span>}
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
