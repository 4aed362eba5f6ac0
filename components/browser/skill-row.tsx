import Link from 'next/link'
import { Badge, StatusBadge } from '@/components/status-badge'
import { formatBytes, formatTime } from '@/lib/ui/format'
import type { AuthorFilter, BrowserSkill } from './skill-query'

const TIER_STYLE: Record<string, string> = {
  change: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  destructive: 'bg-red-50 text-red-800 ring-red-600/30',
}

const AUTHOR_BADGE: Record<AuthorFilter, string> = {
  owner: 'by owner',
  assistant: 'by assistant',
  import: 'imported',
  builtin: 'built-in',
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}

/** One skill in the browser list: name, two lines of description, then what the owner should notice. */
export function SkillRow({ skill }: { skill: BrowserSkill }) {
  // A built-in's author is always "builtin"; one "Built-in" badge says both.
  const showAuthor = !(skill.builtIn && skill.author === 'builtin')
  return (
    <li className="flex flex-col gap-2 px-4 py-3 hover:bg-slate-50 sm:flex-row sm:items-start sm:gap-6" data-testid="skill-row">
      <div className="min-w-0 flex-1">
        <Link href={`/skills/${encodeURIComponent(skill.name)}`} className="break-words font-medium text-indigo-700 hover:underline">
          {skill.name}
        </Link>
        <p className="mt-0.5 line-clamp-2 break-words text-sm text-slate-600">{skill.description}</p>
        <p className="mt-1 text-xs text-slate-500">
          {plural(skill.fileCount, 'file')} · {formatBytes(skill.totalSize)} · {plural(skill.versionCount, 'version')} · updated{' '}
          <time dateTime={skill.updatedAt}>{formatTime(skill.updatedAt)}</time>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-1.5 sm:max-w-[45%] sm:justify-end">
        <StatusBadge status={skill.status} />
        {skill.draft && <Badge className="bg-violet-50 text-violet-800 ring-violet-600/20">Draft</Badge>}
        {skill.builtIn && <Badge className="bg-indigo-50 text-indigo-700 ring-indigo-600/20">Built-in</Badge>}
        <Badge title="Tier: how much approval a script run needs" className={TIER_STYLE[skill.tier]}>
          tier: {skill.tier}
        </Badge>
        {showAuthor && <Badge title="Author">{AUTHOR_BADGE[skill.author]}</Badge>}
        {skill.hasScripts && <Badge className="bg-sky-50 text-sky-800 ring-sky-600/20">scripts</Badge>}
        {skill.errorCount > 0 && (
          <Badge className="bg-red-50 text-red-800 ring-red-600/30" title="Validation errors">
            {plural(skill.errorCount, 'error')}
          </Badge>
        )}
        {skill.warningCount > 0 && (
          <Badge className="bg-amber-50 text-amber-800 ring-amber-600/30" title="Validation warnings">
            {plural(skill.warningCount, 'warning')}
          </Badge>
        )}
      </div>
    </li>
  )
}
