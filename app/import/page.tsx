import { secondaryButton } from '@/components/browser/styles'
import { CheckUpdates } from '@/components/import/check-updates'
import { ImportSources } from '@/components/import/import-sources'
import { requireOwnerPage } from '@/lib/http/page-auth'

export const dynamic = 'force-dynamic'
export const metadata = { title: 'Import' }

// GET /import – bring skills in from a zip or GitHub (previewed before anything is written), check GitHub skills for updates, export all.
export default async function ImportPage() {
  await requireOwnerPage('/import')
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Import</h1>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">
            Bring skills in from a zip or a GitHub folder. You see every skill with its findings before anything is written, and imported skills
            start disabled until you enable them.
          </p>
        </div>
        <a href="/api/export" download className={secondaryButton}>
          Export all skills
        </a>
      </div>

      <ImportSources />

      <section aria-labelledby="updates-heading" className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <div>
          <h2 id="updates-heading" className="text-lg font-semibold">Updates from GitHub</h2>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">
            Skills imported from GitHub remember their repository, ref and folder. A change upstream comes in as a new version that is not approved: a
            live skill becomes “changed since approval” until you review the diff in its History and enable the new version.
          </p>
        </div>
        <CheckUpdates />
      </section>
    </div>
  )
}
