import Link from 'next/link'
import { notFound } from 'next/navigation'
import { Markdown } from '@/components/markdown'
import { FindingList } from '@/components/finding-list'
import { Badge, StatusBadge } from '@/components/status-badge'
import { isSkillyardError } from '@/lib/errors/skillyard-error'
import { requireOwnerPage } from '@/lib/http/page-auth'
import { defaultStore, getSkillDetail } from '@/lib/store'
import { formatBytes, formatTime, shortHash } from '@/lib/ui/format'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ name: string }> }

export async function generateMetadata({ params }: Props) {
  return { title: decodeURIComponent((await params).name) }
}

export default async function SkillPage({ params }: Props) {
  const name = decodeURIComponent((await params).name)
  await requireOwnerPage(`/skills/${encodeURIComponent(name)}`)
  const skill = await getSkillDetail(defaultStore(), name).catch((error) => {
    if (isSkillyardError(error) && error.code === 'skill_not_found') notFound()
    throw error
  })
  const frontmatter = Object.entries(skill.document?.frontmatter ?? {})
  return (
    <div className="space-y-8">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
        <Link href="/" className="hover:underline">Skills</Link> <span aria-hidden>/</span> {skill.name}
      </nav>
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight">{skill.name}</h1>
          <StatusBadge status={skill.status} />
          {skill.builtIn && <Badge className="bg-indigo-50 text-indigo-700 ring-indigo-600/20">Built-in</Badge>}
          <Badge title="Tier">tier: {skill.tier}</Badge>
        </div>
        <p className="max-w-3xl text-slate-700">{skill.description}</p>
        <dl className="grid grid-cols-1 gap-x-8 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-slate-500">Hash</dt>
          <dd><code className="font-mono" title={skill.currentHash} data-testid="skill-hash">{skill.currentHash}</code></dd>
          <dt className="text-slate-500">Grant key</dt>
          <dd><code className="font-mono">{skill.grantKey}</code></dd>
          <dt className="text-slate-500">Author</dt>
          <dd>{skill.author}</dd>
          <dt className="text-slate-500">Source</dt>
          <dd>{skill.source.kind}{skill.source.uri ? ` · ${skill.source.uri}` : ''}</dd>
          <dt className="text-slate-500">Versions</dt>
          <dd>{skill.versionCount} · updated {formatTime(skill.updatedAt)}</dd>
        </dl>
      </header>

      {skill.findings.length > 0 && (
        <section aria-labelledby="checks">
          <h2 id="checks" className="mb-2 text-lg font-semibold">Checks</h2>
          <FindingList findings={skill.findings} />
        </section>
      )}

      <section aria-labelledby="frontmatter">
        <h2 id="frontmatter" className="mb-2 text-lg font-semibold">Frontmatter</h2>
        <dl className="overflow-hidden rounded-lg border border-slate-200 bg-white text-sm">
          {frontmatter.map(([key, value]) => (
            <div key={key} className="grid grid-cols-[12rem_1fr] border-b border-slate-100 last:border-0">
              <dt className="bg-slate-50 px-3 py-2 font-mono text-slate-600">{key}</dt>
              <dd className="whitespace-pre-wrap break-words px-3 py-2 font-mono">{typeof value === 'string' ? value : JSON.stringify(value, null, 2)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="instructions">
        <h2 id="instructions" className="mb-2 text-lg font-semibold">Instructions</h2>
        <article className="rounded-lg border border-slate-200 bg-white p-6" data-testid="skill-body">
          <Markdown source={skill.document?.body ?? ''} linkBase={`/api/skills/${encodeURIComponent(skill.name)}/files`} />
        </article>
      </section>

      <section aria-labelledby="files">
        <h2 id="files" className="mb-2 text-lg font-semibold">Files</h2>
        <table className="w-full overflow-hidden rounded-lg border border-slate-200 bg-white text-sm">
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
                <td className="px-3 py-2 font-mono">{file.path}{file.executable && <span className="ml-2 text-xs text-slate-500" title="Executable">x</span>}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatBytes(file.size)}</td>
                <td className="px-3 py-2 font-mono text-slate-500" title={file.sha256}>{shortHash(file.sha256)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  )
}
