import Link from 'next/link'
import { Age, Expiry } from './clock'
import { Hash, LintCount, Rationale, SourceChats } from './review-meta'
import type { QueueItem } from './review-types'

const KIND_STYLE = {
  draft: 'bg-violet-50 text-violet-800 ring-violet-600/20',
  plan: 'bg-sky-50 text-sky-800 ring-sky-600/20',
} as const

export const draftHref = (name: string) => `/review/drafts/${encodeURIComponent(name)}`
export const planHref = (id: string) => `/review/plans/${encodeURIComponent(id)}`

/** The review queue: drafts and edit plans together, newest first, or the empty state. */
export function ReviewQueue({ items, serverNow }: { items: QueueItem[]; serverNow: number }) {
  if (items.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center" data-testid="review-empty">
        <h2 className="text-lg font-semibold text-slate-900">Nothing waits for you</h2>
        <p className="mx-auto mt-2 max-w-xl text-sm text-slate-600">
          When the assistant drafts a new skill (<code className="font-mono text-xs">draft_skill</code>) or proposes a change to one (
          <code className="font-mono text-xs">edit_skill</code>), it lands here. Nothing it writes is used until you enable the draft or approve the
          plan.
        </p>
      </div>
    )
  }
  return (
    <ul className="space-y-3" aria-label="Waiting for review">
      {items.map((item) => (
        <li key={item.kind === 'draft' ? `d:${item.name}` : `p:${item.id}`}>
          {item.kind === 'draft' ? <DraftCard item={item} serverNow={serverNow} /> : <PlanCard item={item} serverNow={serverNow} />}
        </li>
      ))}
    </ul>
  )
}

function Card({ kind, title, href, children }: { kind: QueueItem['kind']; title: string; href: string; children: React.ReactNode }) {
  return (
    <article className="relative rounded-lg border border-slate-200 bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-indigo-500 hover:border-slate-300" data-testid="review-item">
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${KIND_STYLE[kind]}`}>{kind === 'draft' ? 'New skill draft' : 'Edit plan'}</span>
        <h2 className="min-w-0 text-base font-semibold text-slate-900">
          {/* The link covers the card (its ::after), so the whole card is one click and one tab stop. */}
          <Link href={href} className="break-all font-mono after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none">
            {title}
          </Link>
        </h2>
      </div>
      <div className="mt-2 space-y-2">{children}</div>
    </article>
  )
}

function Row({ children }: { children: React.ReactNode }) {
  return <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">{children}</div>
}

function DraftCard({ item, serverNow }: { item: Extract<QueueItem, { kind: 'draft' }>; serverNow: number }) {
  return (
    <Card kind="draft" title={item.name} href={draftHref(item.name)}>
      <Row>
        <span>by the {item.author}</span>
        <span>
          written <Age at={item.at} serverNow={serverNow} />
        </span>
        <span>
          {item.fileCount} file{item.fileCount === 1 ? '' : 's'}
        </span>
        <span>
          version <Hash hash={item.hash} />
        </span>
        <LintCount count={item.lintCount} />
        {item.errorCount > 0 && (
          <span className="rounded-full bg-red-50 px-2 py-0.5 font-medium text-red-800 ring-1 ring-inset ring-red-600/20">
            {item.errorCount} validation error{item.errorCount === 1 ? '' : 's'}
          </span>
        )}
      </Row>
      <Rationale text={item.rationale} clamp />
      <Row>
        <span>Source chats:</span> <SourceChats chats={item.sourceChats} />
      </Row>
    </Card>
  )
}

function PlanCard({ item, serverNow }: { item: Extract<QueueItem, { kind: 'plan' }>; serverNow: number }) {
  return (
    <Card kind="plan" title={item.skillName} href={planHref(item.id)}>
      <Row>
        <span>by the assistant</span>
        <span>
          proposed <Age at={item.at} serverNow={serverNow} />
        </span>
        <Expiry at={item.expiresAt} serverNow={serverNow} />
        <span className="tabular-nums">
          <span className="text-emerald-700">+{item.additions}</span> <span className="text-red-700">−{item.deletions}</span>
        </span>
        <span>
          <Hash hash={item.baseHash} /> → <Hash hash={item.newHash} />
        </span>
        <LintCount count={item.lintCount} fresh={item.newLintCount} />
        {item.stale && (
          <span className="rounded-full bg-amber-50 px-2 py-0.5 font-medium text-amber-900 ring-1 ring-inset ring-amber-600/30" data-testid="plan-stale-badge">
            skill changed since
          </span>
        )}
      </Row>
      <Rationale text={item.rationale} clamp />
      <Row>
        <span>Source chat:</span> <SourceChats chats={item.session ? [item.session] : []} />
      </Row>
    </Card>
  )
}
