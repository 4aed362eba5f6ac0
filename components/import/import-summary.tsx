import Link from 'next/link'
import { Badge, StatusBadge } from '@/components/status-badge'
import type { ImportedSkill } from '@/lib/store/import-skills'
import { shortHash } from '@/lib/ui/format'
import type { Plain } from '@/lib/ui/skill-view'
import { FocusHeading } from './focus-heading'

export type ImportedView = Plain<ImportedSkill>

const OUTCOME: Record<ImportedView['outcome'], { label: string; className: string }> = {
  created: { label: 'created', className: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20' },
  replaced: { label: 'replaced', className: 'bg-amber-50 text-amber-800 ring-amber-600/30' },
  unchanged: { label: 'unchanged', className: 'bg-slate-100 text-slate-700 ring-slate-500/20' },
}

/** What an import wrote: each skill linked to its page, with what happened to it and its status now. */
export function ImportSummary({ imported, source, onAgain, againLabel }: { imported: ImportedView[]; source?: React.ReactNode; onAgain: () => void; againLabel: string }) {
  const waiting = imported.some((entry) => entry.skill.status !== 'live')
  return (
    <section aria-label="Import result" className="space-y-3 rounded-lg border border-emerald-200 bg-emerald-50/50 p-4" data-testid="import-summary">
      <FocusHeading className="font-semibold text-slate-900">
        Imported {imported.length} {imported.length === 1 ? 'skill' : 'skills'}
      </FocusHeading>
      {source}
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white">
        {imported.map(({ skill, outcome }) => (
          <li key={skill.name} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5" data-testid="imported-skill">
            <Link href={`/skills/${encodeURIComponent(skill.name)}`} className="break-all font-mono font-medium text-indigo-700 hover:underline">
              {skill.name}
            </Link>
            <Badge className={OUTCOME[outcome].className} title="What the import did">
              {OUTCOME[outcome].label}
            </Badge>
            <StatusBadge status={skill.status} />
            <code className="font-mono text-xs text-slate-500" title={skill.currentHash}>
              {shortHash(skill.currentHash)}
            </code>
            <span className="min-w-0 flex-1 truncate text-sm text-slate-600">{skill.description}</span>
          </li>
        ))}
      </ul>
      {waiting && <p className="text-sm text-slate-700">Review each skill and enable it on its page; until then the assistant cannot use it.</p>}
      <button type="button" onClick={onAgain} className="text-sm font-medium text-indigo-700 hover:underline">
        {againLabel}
      </button>
    </section>
  )
}
