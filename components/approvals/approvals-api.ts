import { apiFetch } from '@/lib/ui/api-client'
import type { ApprovalDecision } from './approval-types'

/** The owner's answer to one run: 409 `approval_decided`, 410 `approval_expired`. */
export const decideApproval = async (id: string, decision: ApprovalDecision) =>
  (await apiFetch<{ approval: { id: string; status: string; scope: string | null } }>(`/api/approvals/${encodeURIComponent(id)}`, { method: 'POST', json: { decision } })).approval
