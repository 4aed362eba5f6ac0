import { notFound } from 'next/navigation'
import { PlanReviewPage } from '@/components/review/plan-review'
import { isSkillyardError } from '@/lib/errors/skillyard-error'
import { requireOwnerPage } from '@/lib/http/page-auth'
import { defaultStore } from '@/lib/store'
import { loadPlan } from '../../review-data'

export const dynamic = 'force-dynamic'
export const metadata = { title: 'Review edit plan' }

type Props = { params: Promise<{ id: string }> }

// GET /review/plans/:id – one edit plan: per-file diffs, the lint of its new content, approve or reject.
export default async function PlanRoute({ params }: Props) {
  const id = decodeURIComponent((await params).id)
  await requireOwnerPage(`/review/plans/${encodeURIComponent(id)}`)
  const plan = await loadPlan(defaultStore(), id).catch((error) => {
    if (isSkillyardError(error) && error.code === 'plan_not_found') notFound()
    throw error
  })
  return <PlanReviewPage key={plan.id} plan={plan} serverNow={Date.now()} />
}
