import { FindingList } from '@/components/finding-list'
import { Markdown } from '@/components/markdown'
import { formatBytes, shortHash } from '@/lib/ui/format'
import { fileUrl } from '@/lib/ui/skill-api'
import type { SkillView } from '@/lib/ui/skill-view'

/** The frontmatter, what the checks found and the instructions as the assistant will read them. */
export function OverviewTab({ skill, onOpenFile }: { skill: SkillView; onOpenFile(path: string): void }) {
  const frontmatter = Object.entries(skill.document?.frontmatter ?? {})
  const body = skill.document?.body ?? ''
  const linkBase = fileUrl(skill.name, '').replace(/\/$/, '')
  return (
    <div className="space-y-8">
      <section aria-labelledby="checks-heading">
        <h2 id="checks-heading" className="mb-2 text-lg font-semibold">Checks</h2>
        {skill.findings.length > 0 ? (
          <FindingList findings={skill.findings} />
        ) : (
          <p className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            All checks pass: SKILL.md follows the Agent Skills format.
          </p>
        )}
      </section>

      <section aria-labelledby="frontmatter-heading">
        <h2 id="frontmatter-heading" className="mb-2 text-lg font-semibold">Frontmatter</h2>
        {frontmatter.length === 0 ? (
          <p className="rounded-md border border-dashed border-slate-300 bg-white px-3 py-4 text-sm text-slate-600">
            SKILL.md has no readable frontmatter. Open it in the Files tab and start it with a <code className="font-mono">---</code> block
            holding <code className="font-mono">name</code> and <code className="font-mono">description</code>.
          </p>
        ) : (
          <dl className="overflow-hidden rounded-lg border border-slate-200 bg-white text-sm" aria-label="Frontmatter fields of SKILL.md">
            {frontmatter.map(([key, value]) => (
              <div key={key} className="grid grid-cols-[12rem_1fr] border-b border-slate-100 last:border-0">
                <dt className="bg-slate-50 px-3 py-2 font-mono text-slate-600">{key}</dt>
                <dd className="whitespace-pre-wrap break-words px-3 py-2 font-mono">{typeof value === 'string' ? value : JSON.stringify(value, null, 2)}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <section aria-labelledby="contents-heading">
        <h2 id="contents-heading" className="mb-2 text-lg font-semibold">Contents</h2>
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">The skill's files; open one in the Files tab</caption>
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">Path</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">Size</th>
                <th scope="col" className="px-3 py-2 font-medium">SHA-256</th>
              </tr>
            </thead>
            <tbody>
              {skill.files.map((file) => (
                <tr key={file.path} className="border-t border-slate-100">
                  <td className="px-3 py-1.5 font-mono">
                    <button type="button" onClick={() => onOpenFile(file.path)} className="text-left text-indigo-700 hover:underline">
                      {file.path}
                    </button>
                    {file.executable && <span className="ml-2 text-xs text-slate-500" title="Executable">executable</span>}
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatBytes(file.size)}</td>
                  <td className="px-3 py-1.5 font-mono text-slate-500" title={file.sha256}>{shortHash(file.sha256)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="instructions-heading">
        <h2 id="instructions-heading" className="mb-2 text-lg font-semibold">Instructions</h2>
        {body.trim() ? (
          <article className="rounded-lg border border-slate-200 bg-white p-6" data-testid="skill-body">
            <Markdown source={body} linkBase={linkBase} />
          </article>
        ) : (
          <p className="rounded-md border border-dashed border-slate-300 bg-white px-3 py-4 text-sm text-slate-600">
            SKILL.md has no instructions yet. Write them below the frontmatter in the Files tab.
          </p>
        )}
      </section>
    </div>
  )
}
