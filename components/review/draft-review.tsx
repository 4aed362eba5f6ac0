'use client'
import Link from 'next/link'
import { useEffect, useMemo, useRef, useState } from 'react'
import { FindingList } from '@/components/finding-list'
import { CopyButton } from '@/components/skill-page/copy-button'
import { StatusBadge } from '@/components/status-badge'
import { shortHash } from '@/lib/ui/format'
import { Age } from './clock'
import { DraftActions } from './draft-actions'
import { DraftFiles } from './draft-files'
import { LintList } from './lint-list'
import { Fact, LintCount, Rationale, SourceChats } from './review-meta'
import type { DraftReview } from './review-types'
import { isSkillMdPath } from '@/lib/skill/skill-md-path'

/** One draft under review: why the assistant wrote it, its lint, its files read-only, and the decision. */
export function DraftReviewPage({ draft, serverNow }: { draft: DraftReview; serverNow: number }) {
  const [selected, setSelected] = useState<string | null>(() => (draft.files.find((f) => isSkillMdPath(f.path)) ?? draft.files[0])?.path ?? null)
  const [enabled, setEnabled] = useState(false)
  const filesRef = useRef<HTMLElement>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)
  const findings = useMemo(() => [...draft.validation, ...draft.lintFindings], [draft])
  const errors = draft.validation.filter((f) => f.severity === 'error')
  const skillHref = `/skills/${encodeURIComponent(draft.name)}`

  // The buttons the owner used are gone once the draft is enabled: move focus to what happened.
  useEffect(() => {
    if (enabled) outcomeRef.current?.focus()
  }, [enabled])

  function open(path: string) {
    setSelected(path)
    filesRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
  }

  return (
    <div className="space-y-6">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
        <Link href="/review" className="hover:underline">Needs review</Link> <span aria-hidden>/</span> <span aria-current="page">Draft {draft.name}</span>
      </nav>

      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="draft-title" className="min-w-0 space-y-4">
          <div className="space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="rounded-full bg-violet-50 px-2 py-0.5 text-xs font-medium text-violet-800 ring-1 ring-inset ring-violet-600/20">New skill draft</span>
              <h1 id="draft-title" className="break-all font-mono text-2xl font-semibold tracking-tight">{draft.name}</h1>
              <span data-testid="draft-status"><StatusBadge status={draft.status} /></span>
              <LintCount count={draft.lint.length} />
            </div>
            <p className="max-w-3xl text-slate-700">{draft.description}</p>
          </div>
          <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white px-4 py-2">
            <Fact label="Author">the {draft.author}</Fact>
            <Fact label="Rationale">
              <Rationale text={draft.rationale} />
            </Fact>
            <Fact label="Source chats">
              <SourceChats chats={draft.sourceChats} />
            </Fact>
            <Fact label="Written">
              <Age at={draft.updatedAt} serverNow={serverNow} />
              {draft.updatedAt !== draft.createdAt && (
                <span className="text-slate-500">
                  {' '}
                  (first drafted <Age at={draft.createdAt} serverNow={serverNow} />)
                </span>
              )}
            </Fact>
            <Fact label="Reviewing version">
              <span className="inline-flex min-w-0 max-w-full items-center gap-2">
                <code className="truncate font-mono text-xs text-slate-800" data-testid="reviewed-hash" title={draft.hash}>
                  {draft.hash}
                </code>
                <CopyButton value={draft.hash} label="Copy the hash" />
              </span>
            </Fact>
          </dl>
        </section>

        <aside aria-labelledby="decision-title" className="h-fit space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <h2 id="decision-title" className="text-base font-semibold">Your decision</h2>
          {enabled ? (
            <div ref={outcomeRef} tabIndex={-1} role="status" data-testid="draft-outcome" className="space-y-2 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
              <p>
                Enabled. <span className="font-mono">{draft.name}</span> is live: the assistant may use version {shortHash(draft.hash)}.
              </p>
              <p className="flex flex-wrap gap-x-3">
                <Link href={skillHref} className="font-medium underline">Open the skill</Link>
                <Link href="/review" className="font-medium underline">Back to Needs review</Link>
              </p>
            </div>
          ) : draft.pending ? (
            <DraftActions name={draft.name} hash={draft.hash} errorCount={errors.length} onEnabled={() => setEnabled(true)} />
          ) : (
            <p className="text-sm text-slate-700" data-testid="draft-not-pending">
              This skill no longer waits for review: {draft.status === 'disabled' ? 'it was taken over for editing' : 'it was enabled'} or is not an
              untouched draft.{' '}
              <Link href={skillHref} className="font-medium text-indigo-700 underline">Open the skill</Link>
            </p>
          )}
        </aside>
      </div>

      {errors.length > 0 && (
        <section aria-labelledby="validation-title" className="space-y-2">
          <h2 id="validation-title" className="text-lg font-semibold">Validation</h2>
          <FindingList findings={draft.validation} />
        </section>
      )}

      <section aria-labelledby="lint-title" className="space-y-2">
        <h2 id="lint-title" className="text-lg font-semibold">
          Lint warnings <span className="text-sm font-normal text-slate-500">({draft.lint.length})</span>
        </h2>
        <p className="max-w-3xl text-sm text-slate-600">Hints, not verdicts: patterns worth a second look. A clean lint proves nothing, so read the scripts.</p>
        <LintList warnings={draft.lint} notLinted={draft.notLinted} onOpen={(file) => open(file)} headingId="lint-title" />
      </section>

      <section ref={filesRef} aria-labelledby="files-title" className="scroll-mt-4 space-y-2">
        <h2 id="files-title" className="text-lg font-semibold">
          Files <span className="text-sm font-normal text-slate-500">at {shortHash(draft.hash)}, read-only</span>
        </h2>
        <DraftFiles name={draft.name} hash={draft.hash} files={draft.files} findings={findings} selected={selected} onSelect={setSelected} />
      </section>
    </div>
  )
}
