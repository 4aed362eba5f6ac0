import { Badge, StatusBadge } from '@/components/status-badge'
import { formatTime, shortHash } from '@/lib/ui/format'
import type { SkillView } from '@/lib/ui/skill-view'
import { CopyButton } from './copy-button'

/** Who the skill is and where it came from: identity, status, hashes and provenance. */
export function SkillHeader({ skill, actions }: { skill: SkillView; actions: React.ReactNode }) {
  const source = skill.source
  const provenance: [string, string | null | undefined][] = [
    ['Kind', source.kind],
    ['URI', source.uri],
    ['Ref', source.ref],
    ['Commit', source.commit],
    ['Path', source.path],
    ['Tree', source.treeSha],
  ]
  return (
    <header className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="mr-1 break-all text-2xl font-semibold tracking-tight">{skill.name}</h1>
            <span data-testid="skill-status"><StatusBadge status={skill.status} /></span>
            {skill.builtIn && <Badge className="bg-indigo-50 text-indigo-700 ring-indigo-600/20">Built-in</Badge>}
            <Badge title="How dangerous the skill's scripts are">tier: {skill.tier}</Badge>
            <code
              className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700"
              title={`Current hash ${skill.currentHash}`}
              data-testid="skill-hash-short"
            >
              {shortHash(skill.currentHash)}
            </code>
          </div>
          <p className="max-w-3xl text-slate-700">{skill.description}</p>
        </div>
        <div className="flex shrink-0 flex-wrap items-start gap-2">{actions}</div>
      </div>

      <dl className="grid grid-cols-1 gap-x-6 gap-y-1.5 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-500">Hash</dt>
        <dd className="flex min-w-0 items-center gap-2">
          <code className="truncate font-mono text-slate-800" title={skill.currentHash} data-testid="skill-hash">{skill.currentHash}</code>
          <CopyButton value={skill.currentHash} label="Copy the full hash" />
        </dd>
        <dt className="text-slate-500">Approved</dt>
        <dd>
          {skill.approvedHash === null ? (
            <span className="text-slate-600">No version approved: the assistant cannot use this skill.</span>
          ) : skill.approvedHash === skill.currentHash ? (
            <span className="text-slate-600">This version (the assistant uses exactly this hash)</span>
          ) : (
            <span className="text-amber-800">
              An earlier version, <code className="font-mono" title={skill.approvedHash}>{shortHash(skill.approvedHash)}</code>. Enable again to approve this one.
            </span>
          )}
        </dd>
        <dt className="text-slate-500">Grant key</dt>
        <dd className="flex min-w-0 items-center gap-2">
          <code className="truncate font-mono text-slate-800" data-testid="grant-key">{skill.grantKey}</code>
          <CopyButton value={skill.grantKey} label="Copy the grant key" />
        </dd>
        <dt className="text-slate-500">Author</dt>
        <dd>{skill.author}</dd>
        <dt className="text-slate-500">Source</dt>
        <dd className="flex flex-wrap gap-x-4 gap-y-0.5" data-testid="skill-source">
          {provenance
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <span key={label} className="min-w-0">
                <span className="text-slate-500">{label}:</span>{' '}
                <span className={label === 'Kind' ? '' : 'break-all font-mono'} title={value ?? undefined}>{label === 'Commit' || label === 'Tree' ? shortHash(value!) : value}</span>
              </span>
            ))}
        </dd>
        <dt className="text-slate-500">Versions</dt>
        <dd>
          {skill.versionCount} · updated {formatTime(skill.updatedAt)}
          {skill.lastOwnerEditAt && <> · last edited by you {formatTime(skill.lastOwnerEditAt)}</>}
        </dd>
      </dl>
    </header>
  )
}
