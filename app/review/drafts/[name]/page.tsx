import { notFound } from 'next/navigation'
import { DraftReviewPage } from '@/components/review/draft-review'
import { requireOwnerPage } from '@/lib/http/page-auth'
import { defaultStore } from '@/lib/store'
import { loadDraft } from '../../review-data'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ name: string }> }

export async function generateMetadata({ params }: Props) {
  return { title: `Review draft ${decodeURIComponent((await params).name)}` }
}

// GET /review/drafts/:name – one draft, read-only, at the hash the owner reviews, with its lint.
export default async function DraftRoute({ params }: Props) {
  const name = decodeURIComponent((await params).name)
  await requireOwnerPage(`/review/drafts/${encodeURIComponent(name)}`)
  const draft = await loadDraft(defaultStore(), name)
  if (!draft) notFound()
  // Keyed by hash: when the assistant rewrites the draft, a refresh starts the review afresh.
  return <DraftReviewPage key={draft.hash} draft={draft} serverNow={Date.now()} />
}
