'use client'
import Link from 'next/link'
import { useId } from 'react'
import { button } from '@/components/skill-page/button-styles'
import { approvalIdOf, modelText, outcomeLabel, type CallEntry } from './call-log'

const TONE = {
  ok: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  waiting: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  error: 'bg-red-50 text-red-800 ring-red-600/20',
} as const

const preClass = 'mt-1 max-h-[28rem] overflow-auto whitespace-pre-wrap break-words rounded-md p-3 font-mono text-xs leading-relaxed'

/** The calls made in the current session, newest first; the newest open. */
export function CallHistory({
  session,
  entries,
  busy,
  onCallAgain,
  onClear,
}: {
  session: string
  entries: readonly CallEntry[]
  busy: boolean
  onCallAgain(entry: CallEntry, approvalId: string): void
  onClear(): void
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          Calls in session <code className="font-mono text-base">{session || '—'}</code>
        </h2>
        {entries.length > 0 && (
          <button type="button" className={button.small} onClick={onClear}>Clear this list</button>
        )}
      </div>
      {entries.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">
          No calls in this session yet. Start with <code className="font-mono">list_skills</code>, then <code className="font-mono">load_skill</code> — the
          answers here are exactly what the model would be handed.
        </p>
      ) : (
        <ol className="space-y-3" aria-label="Calls, newest first">
          {entries.map((entry, index) => (
            <li key={entry.id} id={`call-${entry.id}`}>
              <CallCard entry={entry} number={entries.length - index} open={index === 0} busy={busy} onCallAgain={onCallAgain} />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

function CallCard({ entry, number, open, busy, onCallAgain }: { entry: CallEntry; number: number; open: boolean; busy: boolean; onCallAgain(entry: CallEntry, approvalId: string): void }) {
  const label = outcomeLabel(entry)
  const text = modelText(entry)
  const approvalId = approvalIdOf(entry)
  return (
    <article className="rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="call-entry">
      <details open={open}>
        <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5 text-sm">
          <span className="tabular-nums text-slate-500">#{number}</span>
          <code className="font-mono font-semibold text-slate-900">{entry.tool}</code>
          <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONE[label.tone]}`} data-testid="call-outcome">{label.text}</span>
          {entry.approvalId && <span className="text-xs text-slate-500">with approvalId</span>}
          <span className="ml-auto text-xs text-slate-500">
            <time dateTime={entry.at}>{new Date(entry.at).toLocaleTimeString()}</time> · {entry.durationMs} ms
          </span>
        </summary>
        <div className="space-y-3 border-t border-slate-100 px-4 py-3">
          <div>
            <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500">Arguments sent</h3>
            <pre className={`${preClass} bg-slate-50 text-slate-800`}>
              {entry.argumentsText.trim() || '(none)'}
              {entry.approvalId && `\napprovalId: ${entry.approvalId}`}
            </pre>
          </div>
          {approvalId && (
            <div className="rounded-md bg-amber-50 px-3 py-3 text-sm text-amber-950 ring-1 ring-amber-200" data-testid="approval-notice">
              <p>
                This run waits for your approval. Request <code className="rounded bg-amber-100 px-1 font-mono" data-testid="approval-id">{approvalId}</code>{' '}
                is listed on{' '}
                <Link href="/approvals" target="_blank" className="font-medium text-indigo-700 underline underline-offset-2">
                  Approvals
                </Link>{' '}
                (opens in a new tab). Answer it there, then call again — the assistant would do the same.
              </p>
              <button type="button" className={`${button.secondary} mt-2`} disabled={busy} onClick={() => onCallAgain(entry, approvalId)}>
                Call again with approvalId
              </button>
            </div>
          )}
          {entry.outcome.kind === 'unreachable' ? (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">The call did not reach Skillyard: {entry.outcome.message}</p>
          ) : (
            <>
              {text !== null && (
                <div>
                  <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500">Text the model reads</h3>
                  <pre className={`${preClass} bg-slate-900 text-slate-100`} data-testid="model-text" tabIndex={0}>{text}</pre>
                </div>
              )}
              <div>
                <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500">
                  Full answer (JSON{entry.outcome.kind === 'refused' ? `, HTTP ${entry.outcome.status}` : ''})
                </h3>
                <pre className={`${preClass} bg-slate-50 text-slate-800`} data-testid="result-json" tabIndex={0}>{JSON.stringify(entry.outcome.body, null, 2)}</pre>
              </div>
            </>
          )}
        </div>
      </details>
    </article>
  )
}
