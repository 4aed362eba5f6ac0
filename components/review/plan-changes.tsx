'use client'
import { useState } from 'react'
import { TextDiffEditor } from '@/components/editor/code-editor'
import { PatchView } from '@/components/skill-page/patch-view'
import { languageOf } from '@/lib/ui/file-kind'
import { shortHash } from '@/lib/ui/format'
import type { PlanFileChange } from './review-types'

type View = 'split' | 'unified'

const CHANGE_MARK: Record<PlanFileChange['change'], { sign: string; style: string }> = {
  added: { sign: 'A', style: 'text-emerald-700' },
  removed: { sign: 'D', style: 'text-red-700' },
  modified: { sign: 'M', style: 'text-sky-700' },
}

/** Tall enough for the file (Monaco needs a fixed height), capped so the page still scrolls. */
function diffHeight(change: PlanFileChange): string {
  const lines = Math.max(change.original?.split('\n').length ?? 0, change.modified?.split('\n').length ?? 0)
  return `${Math.min(Math.max(lines, 6) * 19 + 16, 620)}px`
}

/**
 * The plan's changes per file: a switcher for the changed files and, for the one picked, Monaco's
 * side-by-side diff (before | after) or the unified patch text.
 */
export function PlanChanges({
  changes,
  baseHash,
  newHash,
  selected,
  onSelect,
}: {
  changes: PlanFileChange[]
  baseHash: string
  newHash: string
  selected: string | null
  onSelect(path: string): void
}) {
  const [view, setView] = useState<View>('split')
  const change = changes.find((item) => item.path === selected) ?? null

  return (
    <div className="grid gap-4 lg:grid-cols-[17rem_1fr]">
      <nav aria-label="Changed files" className="h-fit overflow-hidden rounded-lg border border-slate-200 bg-white">
        <div className="flex items-center justify-between border-b border-slate-200 bg-slate-50 px-3 py-2">
          <h3 className="text-sm font-semibold text-slate-800">Changed files</h3>
          <span className="text-xs text-slate-500">{changes.length}</span>
        </div>
        <ul className="p-1">
          {changes.map((item) => {
            const current = item.path === selected
            const mark = CHANGE_MARK[item.change]
            return (
              <li key={item.path}>
                <button
                  type="button"
                  aria-current={current ? 'true' : undefined}
                  onClick={() => onSelect(item.path)}
                  className={`flex w-full items-center gap-2 rounded px-2 py-1 text-left text-sm focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-500 ${current ? 'bg-indigo-50 font-medium text-indigo-900' : 'text-slate-700 hover:bg-slate-100'}`}
                >
                  <span className={`w-3 shrink-0 font-mono text-xs font-semibold ${mark.style}`} title={item.change} aria-label={item.change}>
                    {mark.sign}
                  </span>
                  <span className="min-w-0 flex-1 truncate font-mono text-[13px]" title={item.path}>
                    {item.path}
                  </span>
                  {!item.binary && (
                    <span className="shrink-0 text-xs tabular-nums">
                      <span className="text-emerald-700">+{item.additions}</span> <span className="text-red-700">−{item.deletions}</span>
                    </span>
                  )}
                </button>
              </li>
            )
          })}
        </ul>
      </nav>

      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="min-w-0 truncate font-mono text-sm font-medium text-slate-900" data-testid="plan-file">
            {change?.path}
          </h3>
          <div role="group" aria-label="Diff view" className="inline-flex overflow-hidden rounded-md ring-1 ring-inset ring-slate-300">
            {(['split', 'unified'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => setView(option)}
                className={`px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-500 ${view === option ? 'bg-slate-800 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
              >
                {option === 'split' ? 'Side by side' : 'Unified'}
              </button>
            ))}
          </div>
        </div>
        {change && (view === 'unified' ? <PatchView diff={change} /> : <SideBySide key={change.path} change={change} baseHash={baseHash} newHash={newHash} />)}
      </div>
    </div>
  )
}

function SideBySide({ change, baseHash, newHash }: { change: PlanFileChange; baseHash: string; newHash: string }) {
  if (change.binary) {
    return <p className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-600">Binary file ({change.change}): there is no text diff to show.</p>
  }
  if (change.original === null || change.modified === null) {
    return (
      <div className="space-y-2">
        <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          The text after this change could not be rebuilt exactly, so there is no side-by-side view. The patch below is exactly what the plan holds.
        </p>
        <PatchView diff={change} />
      </div>
    )
  }
  return (
    <section aria-label={`Side-by-side diff of ${change.path}`} className="overflow-hidden rounded-lg border border-slate-200 bg-white" data-testid="plan-diff">
      <div className="grid grid-cols-2 border-b border-slate-200 bg-slate-50 text-xs font-medium text-slate-600">
        <span className="px-3 py-1.5">
          Before · {shortHash(baseHash)}
          {change.change === 'added' && ' (no such file)'}
        </span>
        <span className="border-l border-slate-200 px-3 py-1.5">
          After the plan · {shortHash(newHash)}
          {change.change === 'removed' && ' (file deleted)'}
        </span>
      </div>
      <TextDiffEditor original={change.original} modified={change.modified} language={languageOf(change.path)} ariaLabel={`Changes to ${change.path}`} height={diffHeight(change)} />
    </section>
  )
}
