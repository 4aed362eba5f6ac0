'use client'
import { useRouter } from 'next/navigation'
import { useTransition } from 'react'
import { button } from '@/components/skill-page/button-styles'
import { ApprovalCard } from './approval-card'
import type { ApprovalView } from './approval-types'

/** The pending runs, newest first, or the empty state; Refresh picks up requests made since. */
export function ApprovalList({ items, serverNow }: { items: ApprovalView[]; serverNow: number }) {
  const router = useRouter()
  const [refreshing, startRefresh] = useTransition()
  const refresh = (
    <button type="button" className={button.secondary} disabled={refreshing} onClick={() => startRefresh(() => router.refresh())}>
      {refreshing ? 'Refreshing…' : 'Refresh'}
    </button>
  )
  if (items.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center" data-testid="approvals-empty">
        <h2 className="text-lg font-semibold text-slate-900">No script runs wait for you</h2>
        <p className="mx-auto mt-2 max-w-xl text-sm text-slate-600">
          When the assistant runs a script of a <strong>change</strong>- or <strong>destructive</strong>-tier skill (
          <code className="font-mono text-xs">run_skill_script</code>), the run waits here until you allow it once, allow that skill version for the
          chat, or deny it. Read-tier scripts run without asking. A request expires after 30 minutes; the assistant then has to ask again.
        </p>
        <div className="mt-4">{refresh}</div>
      </div>
    )
  }
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          {items.length} run{items.length === 1 ? '' : 's'} waiting, newest first.
        </p>
        {refresh}
      </div>
      <ul className="space-y-4" aria-label="Script runs waiting for approval">
        {items.map((item) => (
          <li key={item.id}>
            <ApprovalCard item={item} serverNow={serverNow} />
          </li>
        ))}
      </ul>
    </div>
  )
}
