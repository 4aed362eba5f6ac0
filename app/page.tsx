import Link from 'next/link'
import { Badge, StatusBadge } from '@/components/status-badge'
import { requireOwnerPage } from '@/lib/http/page-auth'
import { defaultStore, listSkills } from '@/lib/store'

export const dynamic = 'force-dynamic'

export default async function SkillsPage() {
  await requireOwnerPage('/')
  const skills = await listSkills(defaultStore())
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Skills</h1>
        <p className="mt-1 text-sm text-slate-600">
          {skills.length} {skills.length === 1 ? 'skill' : 'skills'} · {skills.filter((s) => s.status === 'live').length} live
        </p>
      </div>
      {skills.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
          No skills yet. Built-in skills load when the server starts; check the server log if none appear.
        </div>
      ) : (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white" aria-label="Skills">
          {skills.map((skill) => (
            <li key={skill.name} className="flex items-start gap-4 px-4 py-3 hover:bg-slate-50">
              <div className="min-w-0 flex-1">
                <Link href={`/skills/${encodeURIComponent(skill.name)}`} className="font-medium text-indigo-700 hover:underline">
                  {skill.name}
                </Link>
                <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{skill.description}</p>
              </div>
              <div className="flex shrink-0 flex-wrap items-center justify-end gap-1.5">
                <StatusBadge status={skill.status} />
                {skill.builtIn && <Badge className="bg-indigo-50 text-indigo-700 ring-indigo-600/20">Built-in</Badge>}
                <Badge title="Author">{skill.author}</Badge>
                {skill.warningCount > 0 && (
                  <Badge className="bg-amber-50 text-amber-800 ring-amber-600/30" title="Validation warnings">
                    {skill.warningCount} {skill.warningCount === 1 ? 'warning' : 'warnings'}
                  </Badge>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
