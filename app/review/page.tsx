import Link from 'next/link'
import { ReviewQueue } from '@/components/review/review-queue'
import { requireOwnerPage } from '@/lib/http/page-auth'
import { defaultStore } from '@/lib/store'
import { loadQueue } from './review-data'

export const dynamic = 'force-dynamic'
export const metadata = { title: 'Needs review' }

type Props = { searchParams: Promise<{ deleted?: string | string[] }> }

// GET /review – the assistant's drafts and pending edit plans, newest first; each opens for review.
export default async function ReviewPage({ searchParams }: Props) {
  await requireOwnerPage('/review')
  const items = await loadQueue(defaultStore())
  const deleted = (await searchParams).deleted
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Needs review</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          What the assistant wrote and wants live. A draft stays disabled until you enable it, and enabling approves exactly the version you read. An
          edit plan changes nothing until you approve its diff; plans expire two hours after they are proposed. Script runs that need your
          approval wait on the{' '}
          <Link href="/approvals" className="text-indigo-700 underline">
            Approvals
          </Link>{' '}
          page.
        </p>
      </div>
      {typeof deleted === 'string' && (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          Deleted the draft “{deleted}”.
        </p>
      )}
      <ReviewQueue items={items} serverNow={Date.now()} />
    </div>
  )
}
