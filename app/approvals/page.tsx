import { ApprovalList } from '@/components/approvals/approval-list'
import { requireOwnerPage } from '@/lib/http/page-auth'
import { defaultStore } from '@/lib/store'
import { loadPendingApprovals } from './approvals-data'

export const dynamic = 'force-dynamic'
export const metadata = { title: 'Approvals' }

// GET /approvals – script runs of change- and destructive-tier skills waiting for the owner, newest first.
export default async function ApprovalsPage() {
  await requireOwnerPage('/approvals')
  const items = await loadPendingApprovals(defaultStore())
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Approvals</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          Script runs the assistant asked for that can change or destroy things. Each is for one exact skill version, script and set of arguments;
          the assistant calls again with the request’s id once you have answered.
        </p>
      </div>
      <ApprovalList items={items} serverNow={Date.now()} />
    </div>
  )
}
