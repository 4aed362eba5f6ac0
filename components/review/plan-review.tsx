'use client'
import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'
import { Badge } from '@/components/status-badge'
import { shortHash } from '@/lib/ui/format'
import { Age, Expiry, useNow } from './clock'
import { LintList } from './lint-list'
import { PlanActions, type PlanOutcome } from './plan-actions'
import { PlanChanges } from './plan-changes'
import { Fact, Hash, LintCount, Rationale, SourceChats } from './review-meta'
import type { PlanReview } from './review-types'
import { exactTime } from './time-format'

const STATUS_STYLE: Record<PlanReview['status'], string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  rejected: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  expired: 'bg-red-50 text-red-800 ring-red-600/20',
}

/** One edit plan under review: why, the diff per file, the lint of the new content, and the decision. */
export function PlanReviewPage({ plan, serverNow }: { plan: PlanReview; serverNow: number }) {
  const now = useNow(serverNow)
  const [outcome, setOutcome] = useState<PlanOutcome | null>(null)
  const [expiredByServer, setExpiredByServer] = useState(false)
  const outcomeRef = useRef<HTMLDivElement>(null)
  const changesRef = useRef<HTMLElement>(null)
  const [selected, setSelected] = useState(plan.changes[0]?.path ?? null)
  const changed = new Set(plan.changes.map((change) => change.path))
  const expired = plan.status === 'expired' || (plan.status === 'pending' && (expiredByServer || now >= new Date(plan.expiresAt).getTime()))
  const status = plan.status === 'pending' && expired ? 'expired' : plan.status
  const open = plan.status === 'pending' || plan.status === 'expired'
  const stale = open && plan.currentHash !== null && plan.currentHash !== plan.baseHash
  const skillHref = `/skills/${encodeURIComponent(plan.skillName)}`
  const newLint = plan.lint.filter((warning) => warning.isNew).length

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus()
  }, [outcome])

  return (
    <div className="space-y-6">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
        <Link href="/review" className="hover:underline">Needs review</Link> <span aria-hidden>/</span>{' '}
        <span aria-current="page">Edit plan for {plan.skillName}</span>
      </nav>

      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="plan-title" className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-800 ring-1 ring-inset ring-sky-600/20">Edit plan</span>
            <h1 id="plan-title" className="text-2xl font-semibold tracking-tight">
              Change to{' '}
              <Link href={skillHref} className="break-all font-mono hover:underline">
                {plan.skillName}
              </Link>
            </h1>
            <span data-testid="plan-status">
              <Badge className={STATUS_STYLE[status]}>{status}</Badge>
            </span>
            <LintCount count={plan.lint.length} fresh={newLint} />
          </div>
          <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white px-4 py-2">
            <Fact label="Proposed by">the assistant</Fact>
            <Fact label="Rationale">
              <Rationale text={plan.rationale} />
            </Fact>
            <Fact label="Source chat">
              <SourceChats chats={plan.session ? [plan.session] : []} />
            </Fact>
            <Fact label="Proposed">
              <Age at={plan.createdAt} serverNow={serverNow} />
              {open && (
                <>
                  {' · '}
                  <span data-testid="plan-expiry">
                    <Expiry at={plan.expiresAt} serverNow={serverNow} />
                  </span>
                </>
              )}
            </Fact>
            <Fact label="Version">
              <span data-testid="plan-hashes">
                <Hash hash={plan.baseHash} /> → <Hash hash={plan.newHash} />
              </span>
              <span className="ml-2 text-xs tabular-nums text-slate-600">
                <span className="text-emerald-700">+{plan.additions}</span> <span className="text-red-700">−{plan.deletions}</span> in {plan.changes.length} file
                {plan.changes.length === 1 ? '' : 's'}
              </span>
            </Fact>
          </dl>
          {stale && (
            <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200" data-testid="plan-stale">
              <span className="font-mono">{plan.skillName}</span> has changed since this plan was made (it is now at {shortHash(plan.currentHash!)}), so
              approving it will be refused. <Link href={skillHref} className="font-medium underline">See the skill as it is now</Link>.
            </p>
          )}
          {plan.currentHash === null && (
            <p role="note" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
              The skill <span className="font-mono">{plan.skillName}</span> no longer exists; this plan cannot be applied.
            </p>
          )}
        </section>

        <aside aria-labelledby="decision-title" className="h-fit space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <h2 id="decision-title" className="text-base font-semibold">Your decision</h2>
          {outcome ? (
            <div ref={outcomeRef} tabIndex={-1} role="status" data-testid="plan-outcome" className="space-y-2 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
              <p>
                {outcome.kind === 'approved'
                  ? `Approved. ${plan.skillName} is now at version ${shortHash(outcome.hash)}.`
                  : 'Rejected. The skill did not change; your reason is kept with the plan.'}
              </p>
              <p className="flex flex-wrap gap-x-3">
                <Link href={skillHref} className="font-medium underline">Open the skill</Link>
                <Link href="/review" className="font-medium underline">Back to Needs review</Link>
              </p>
            </div>
          ) : open ? (
            <>
              {expired && (
                <p role="status" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="plan-expired">
                  This plan expired at {exactTime(plan.expiresAt)}.
                </p>
              )}
              <PlanActions
                id={plan.id}
                skillName={plan.skillName}
                baseHash={plan.baseHash}
                expired={expired}
                onDecided={setOutcome}
                onExpired={() => setExpiredByServer(true)}
              />
            </>
          ) : (
            <div className="space-y-1 text-sm text-slate-700" data-testid="plan-decided">
              <p>
                {plan.status === 'approved' ? 'Approved' : 'Rejected'}
                {plan.decidedAt && <> <Age at={plan.decidedAt} serverNow={serverNow} /></>}.
              </p>
              {plan.rejectReason && (
                <p className="whitespace-pre-wrap break-words">
                  <span className="text-slate-500">Reason: </span>
                  {plan.rejectReason}
                </p>
              )}
            </div>
          )}
        </aside>
      </div>

      <section aria-labelledby="lint-title" className="space-y-2">
        <h2 id="lint-title" className="text-lg font-semibold">
          Lint of the new content <span className="text-sm font-normal text-slate-500">({plan.lint.length})</span>
        </h2>
        <p className="max-w-3xl text-sm text-slate-600">
          The lint run on the skill as it would be after this plan. Warnings marked “new in this plan” are not in the current version. Hints, not verdicts.
        </p>
        <LintList
          warnings={plan.lint}
          notLinted={plan.notLinted}
          headingId="lint-title"
          canOpen={(file) => changed.has(file)}
          onOpen={(file) => {
            setSelected(file)
            changesRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
          }}
        />
      </section>

      <section ref={changesRef} aria-labelledby="changes-title" className="scroll-mt-4 space-y-2">
        <h2 id="changes-title" className="text-lg font-semibold">Changes</h2>
        <PlanChanges changes={plan.changes} baseHash={plan.baseHash} newHash={plan.newHash} selected={selected} onSelect={setSelected} />
      </section>
    </div>
  )
}
