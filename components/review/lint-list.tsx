import type { LintWarning } from '@/lib/skill/lint'
import type { NotLinted } from './review-types'

const NOT_LINTED: Record<NotLinted['reason'], string> = {
  too_large: 'too large to lint',
  binary: 'binary',
  not_rebuilt: 'its new content could not be rebuilt from the plan; read the patch',
}

/**
 * The review lint: rule, file and line, why it matters, and the excerpt it matched. Hints, not
 * verdicts, which the heading says. `onOpen` makes each place a button that shows the file.
 */
export function LintList({
  warnings,
  notLinted,
  onOpen,
  canOpen = () => true,
  headingId,
}: {
  warnings: readonly (LintWarning & { isNew?: boolean })[]
  notLinted: readonly NotLinted[]
  onOpen?(file: string, line: number): void
  /** Which files `onOpen` can show (a plan shows only the files it changes). */
  canOpen?(file: string): boolean
  headingId: string
}) {
  return (
    <div className="space-y-2">
      {warnings.length === 0 ? (
        <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-600">
          No lint warnings. Lint only catches common patterns, so read the scripts anyway.
        </p>
      ) : (
        <ul className="space-y-2" aria-labelledby={headingId} data-testid="lint-list">
          {warnings.map((warning, index) => (
            <li key={index} className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-rule={warning.rule}>
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <code className="rounded bg-amber-100 px-1.5 py-0.5 font-mono text-xs font-semibold text-amber-900">{warning.rule}</code>
                {onOpen && canOpen(warning.file) ? (
                  <button
                    type="button"
                    onClick={() => onOpen(warning.file, warning.line)}
                    className="rounded font-mono text-xs text-indigo-700 underline decoration-indigo-300 underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-500"
                    aria-label={`Open ${warning.file} at line ${warning.line} (${warning.rule})`}
                  >
                    {warning.file}:{warning.line}
                  </button>
                ) : (
                  <span className="font-mono text-xs">
                    {warning.file}:{warning.line}
                  </span>
                )}
                {warning.isNew && <span className="rounded-full bg-red-100 px-1.5 text-xs font-medium text-red-800">new in this plan</span>}
              </div>
              <p className="mt-1">{warning.why}</p>
              <pre className="mt-1 overflow-x-auto whitespace-pre rounded bg-white/70 px-2 py-1 font-mono text-xs text-slate-800 ring-1 ring-amber-200">{warning.excerpt}</pre>
            </li>
          ))}
        </ul>
      )}
      {notLinted.length > 0 && (
        <p className="text-xs text-slate-600">
          Not linted:{' '}
          {notLinted.map((file, index) => (
            <span key={file.path}>
              {index > 0 && '; '}
              <span className="font-mono">{file.path}</span> ({NOT_LINTED[file.reason]})
            </span>
          ))}
          .
        </p>
      )}
    </div>
  )
}
