import type { FileDiff } from '@/lib/ui/skill-view'

const CHANGE_STYLE: Record<FileDiff['change'], string> = {
  added: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  removed: 'bg-red-50 text-red-800 ring-red-600/20',
  modified: 'bg-sky-50 text-sky-800 ring-sky-600/20',
}

function lineStyle(line: string): string {
  if (line.startsWith('+++') || line.startsWith('---')) return 'text-slate-500'
  if (line.startsWith('+')) return 'bg-emerald-50 text-emerald-900'
  if (line.startsWith('-')) return 'bg-red-50 text-red-900'
  if (line.startsWith('@@')) return 'bg-sky-50 text-sky-800'
  if (line.startsWith('\\')) return 'text-slate-500 italic'
  return 'text-slate-700'
}

/** One file's unified diff as text lines with +/- colouring (React text nodes only, never HTML). */
export function PatchView({ diff }: { diff: FileDiff }) {
  // createTwoFilesPatch starts with an "=====" rule and the Index line; the file header says enough.
  const lines = diff.patch.split('\n').filter((line, index, all) => !/^=+$/.test(line) && !line.startsWith('Index: ') && !(index === all.length - 1 && line === ''))
  return (
    <section className="overflow-hidden rounded-lg border border-slate-200 bg-white" aria-label={`Changes to ${diff.path}`} data-testid="file-diff">
      <header className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm">
        <span className="min-w-0 truncate font-mono font-medium text-slate-900">{diff.path}</span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${CHANGE_STYLE[diff.change]}`}>{diff.change}</span>
        {!diff.binary && (
          <span className="ml-auto text-xs tabular-nums">
            <span className="text-emerald-700">+{diff.additions}</span> <span className="text-red-700">−{diff.deletions}</span>
          </span>
        )}
      </header>
      {diff.binary ? (
        <p className="px-3 py-2 text-sm text-slate-600">Binary file: no text diff. Download it from either version to compare.</p>
      ) : (
        <pre className="overflow-x-auto py-1 font-mono text-[12.5px] leading-5">
          {lines.map((line, index) => (
            <div key={index} className={`whitespace-pre px-3 ${lineStyle(line)}`}>
              {line || ' '}
            </div>
          ))}
        </pre>
      )}
    </section>
  )
}
