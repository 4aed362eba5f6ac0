import type { Finding } from '@/lib/skill/types'

/** Validation findings, errors first, each with where it applies. */
export function FindingList({ findings }: { findings: Finding[] }) {
  const sorted = [...findings].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1))
  return (
    <ul className="space-y-1.5" aria-label="Findings">
      {sorted.map((finding, index) => (
        <li
          key={index}
          className={`rounded-md border px-3 py-2 text-sm ${finding.severity === 'error' ? 'border-red-200 bg-red-50 text-red-900' : 'border-amber-200 bg-amber-50 text-amber-900'}`}
        >
          <span className="font-medium">{finding.severity === 'error' ? 'Error' : 'Warning'}:</span> {finding.message}
          <span className="ml-2 text-xs opacity-70">
            {finding.path ?? ''}{finding.line ? `:${finding.line}` : ''} · {finding.code} · {finding.origin}
          </span>
        </li>
      ))}
    </ul>
  )
}
