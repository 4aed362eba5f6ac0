'use client'
import { useId } from 'react'
import { button } from '@/components/skill-page/button-styles'
import type { CatalogFormat, ToolListView } from './playground-api'

const FORMATS: { id: CatalogFormat; label: string }[] = [
  { id: 'xml', label: 'XML catalog' },
  { id: 'json', label: 'JSON catalog' },
  { id: 'none', label: 'No catalog' },
]

export type ToolListState = { kind: 'loading'; previous: ToolListView | null } | { kind: 'ready'; value: ToolListView } | { kind: 'error'; message: string; previous: ToolListView | null }

/** The system-prompt block and the tool definitions, as `GET /api/agent/tools` hands them to a model. */
export function ModelView({ format, onFormat, state, onReload }: { format: CatalogFormat; onFormat(format: CatalogFormat): void; state: ToolListState; onReload(): void }) {
  const headingId = useId()
  const promptId = useId()
  const list = state.kind === 'ready' ? state.value : state.previous
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">What the model sees</h2>
        <button type="button" className={button.small} onClick={onReload} disabled={state.kind === 'loading'}>
          {state.kind === 'loading' ? 'Loading…' : 'Reload'}
        </button>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Catalog format</legend>
        <div className="mt-1 flex flex-wrap gap-4 text-sm">
          {FORMATS.map((option) => (
            <label key={option.id} className="inline-flex items-center gap-1.5">
              <input type="radio" name="catalog-format" value={option.id} checked={format === option.id} onChange={() => onFormat(option.id)} />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {state.kind === 'error' && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">Could not load the tool list: {state.message}</p>
      )}
      {list && (
        <>
          <div>
            <h3 id={promptId} className="text-sm font-medium text-slate-700">System-prompt block</h3>
            {list.prompt === null ? (
              <p className="mt-1 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-600" data-testid="prompt-block">
                No block: no skill is live, so the model gets no skill tools and no catalog. Enable a skill to see it here.
              </p>
            ) : (
              <pre
                aria-labelledby={promptId}
                tabIndex={0}
                data-testid="prompt-block"
                className="mt-1 max-h-[28rem] overflow-auto whitespace-pre-wrap break-words rounded-md bg-slate-900 p-3 font-mono text-xs leading-relaxed text-slate-100"
              >
                {list.prompt}
              </pre>
            )}
          </div>
          <details className="group rounded-md border border-slate-200">
            <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-700">
              Tool definitions <span className="font-normal text-slate-500">({list.tools.length}: {list.tools.map((tool) => tool.function.name).join(', ')})</span>
            </summary>
            <pre tabIndex={0} data-testid="tool-definitions" className="max-h-[32rem] overflow-auto border-t border-slate-200 bg-slate-50 p-3 font-mono text-xs text-slate-800">
              {JSON.stringify(list.tools, null, 2)}
            </pre>
          </details>
        </>
      )}
      {!list && state.kind === 'loading' && <p role="status" className="text-sm text-slate-500">Loading the tool list…</p>}
    </section>
  )
}
