'use client'
import Link from 'next/link'
import { useId, useState } from 'react'
import { ActionProblem } from '@/components/review/action-problem'
import { Age, Expiry } from '@/components/review/clock'
import { LintList } from '@/components/review/lint-list'
import { Hash } from '@/components/review/review-meta'
import { button } from '@/components/skill-page/button-styles'
import { ApiError } from '@/lib/ui/api-client'
import { errorMessage } from '@/lib/ui/skill-api'
import { decideApproval } from './approvals-api'
import type { ApprovalDecision, ApprovalView } from './approval-types'

const TIER_STYLE: Record<string, string> = {
  change: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  destructive: 'bg-red-50 text-red-800 ring-red-600/30',
}

const DONE: Record<ApprovalDecision, string> = {
  once: 'Allowed once. The assistant’s next call with this approvalId runs the script.',
  always: 'Allowed for this version in this session. The assistant’s calls run without asking until the skill changes.',
  deny: 'Denied. The assistant is told not to retry this run.',
}

type State = { kind: 'idle' } | { kind: 'busy'; decision: ApprovalDecision } | { kind: 'done'; decision: ApprovalDecision } | { kind: 'error'; message: string; stale: boolean }

/** One waiting run: what would run, with which arguments, the lint of that script, and the three answers. */
export function ApprovalCard({ item, serverNow }: { item: ApprovalView; serverNow: number }) {
  const [state, setState] = useState<State>({ kind: 'idle' })
  const titleId = useId()
  const lintId = useId()
  const alwaysHintId = useId()
  const problemId = useId()
  const skillHref = `/skills/${encodeURIComponent(item.skillName)}`
  const changed = item.currentHash !== item.skillHash

  async function decide(decision: ApprovalDecision) {
    setState({ kind: 'busy', decision })
    try {
      await decideApproval(item.id, decision)
      setState({ kind: 'done', decision })
    } catch (error) {
      // Answered elsewhere (another tab) or expired: nothing to do here but read why.
      const stale = error instanceof ApiError && (error.code === 'approval_decided' || error.code === 'approval_expired' || error.code === 'approval_not_found')
      setState({ kind: 'error', message: errorMessage(error), stale })
    }
  }

  const settled = state.kind === 'done' || (state.kind === 'error' && state.stale)
  const busy = state.kind === 'busy'
  const label = (decision: ApprovalDecision, text: string, busyText: string) => (state.kind === 'busy' && state.decision === decision ? busyText : text)

  return (
    <article aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="approval" data-approval-id={item.id}>
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TIER_STYLE[item.tier] ?? 'bg-slate-100 text-slate-700 ring-slate-500/20'}`}>
          {item.tier} tier
        </span>
        <h2 id={titleId} className="min-w-0 text-base font-semibold text-slate-900">
          <Link href={skillHref} className="break-all font-mono hover:underline">{item.skillName}</Link>
          <span className="mx-1.5 text-slate-400" aria-hidden>›</span>
          <code className="break-all font-mono" data-testid="approval-script">{item.script}</code>
        </h2>
      </div>

      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
        <span>
          version <Hash hash={item.skillHash} />
        </span>
        <span>
          session <code className="rounded bg-slate-100 px-1 font-mono text-slate-800" data-testid="approval-session">{item.session || '(none)'}</code>{' '}
          {item.caller.kind === 'playground' ? 'from your playground' : <>via token {item.caller.name ? `“${item.caller.name}”` : <code className="font-mono">{item.caller.id}</code>}</>}
        </span>
        <span>
          asked <Age at={item.createdAt} serverNow={serverNow} />
        </span>
        <Expiry at={item.expiresAt} serverNow={serverNow} />
      </p>

      {changed && (
        <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
          {item.currentHash === null
            ? 'This skill was deleted after the request. Allowing it changes nothing; deny it or let it expire.'
            : 'This skill changed after the request, so the run cannot happen as asked: allowing it would not apply to the new version.'}
        </p>
      )}

      <div className="mt-3">
        <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500">Arguments</h3>
        <pre className="mt-1 max-h-72 overflow-auto whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 font-mono text-xs text-slate-800 ring-1 ring-slate-200" data-testid="approval-arguments">
          {item.arguments}
        </pre>
      </div>

      <div className="mt-3">
        <h3 id={lintId} className="text-xs font-medium uppercase tracking-wide text-slate-500">
          Lint of <span className="font-mono normal-case">{item.script}</span> in this version
        </h3>
        <div className="mt-1">
          {item.lint === null ? (
            <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-600">This version can no longer be read, so it was not linted.</p>
          ) : (
            <LintList warnings={item.lint} notLinted={item.notLinted} headingId={lintId} />
          )}
        </div>
      </div>

      <div className="mt-4 flex flex-wrap items-start gap-2">
        <button type="button" className={button.primary} disabled={busy || settled} onClick={() => decide('once')}>
          {label('once', 'Allow once', 'Allowing…')}
        </button>
        <button type="button" className={button.secondary} disabled={busy || settled} onClick={() => decide('always')} aria-describedby={alwaysHintId}>
          {label('always', 'Always for this version', 'Allowing…')}
        </button>
        <button type="button" className={button.danger} disabled={busy || settled} onClick={() => decide('deny')}>
          {label('deny', 'Deny', 'Denying…')}
        </button>
      </div>
      <p id={alwaysHintId} className="mt-2 text-xs text-slate-500">
        “Always” grants <code className="rounded bg-slate-100 px-1 font-mono text-slate-800">{item.grantKey}</code> for this session; any edit of the skill
        voids it.
      </p>

      {state.kind === 'done' && (
        <p role="status" className="mt-2 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200" data-testid="approval-done">
          {DONE[state.decision]}
        </p>
      )}
      {state.kind === 'error' && (
        <ActionProblem id={problemId} tone={state.stale ? 'conflict' : 'error'} testId="approval-problem">
          <p>{state.message}</p>
        </ActionProblem>
      )}
    </article>
  )
}
