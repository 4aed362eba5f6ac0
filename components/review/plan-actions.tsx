'use client'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { button } from '@/components/skill-page/button-styles'
import { ApiError } from '@/lib/ui/api-client'
import { shortHash } from '@/lib/ui/format'
import { changedHashOf, errorMessage } from '@/lib/ui/skill-api'
import { ActionProblem } from './action-problem'
import { approvePlan, rejectPlan } from './review-api'
import { RejectDialog } from './reject-dialog'

type Problem = { kind: 'conflict'; currentHash: string | null } | { kind: 'expired'; message: string } | { kind: 'error'; message: string }
export type PlanOutcome = { kind: 'approved'; hash: string } | { kind: 'rejected' }

/**
 * Approve (applies exactly the plan's stored files) and Reject with a reason. A conflict, an
 * expired plan or any other failure is explained right under Approve.
 */
export function PlanActions({
  id,
  skillName,
  baseHash,
  expired,
  onDecided,
  onExpired,
}: {
  id: string
  skillName: string
  baseHash: string
  expired: boolean
  onDecided(outcome: PlanOutcome): void
  onExpired(): void
}) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [rejecting, setRejecting] = useState(false)
  const skillHref = `/skills/${encodeURIComponent(skillName)}`

  async function approve() {
    setBusy(true)
    setProblem(null)
    try {
      const skill = await approvePlan(id)
      onDecided({ kind: 'approved', hash: skill.currentHash })
      router.refresh()
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'skill_changed') {
        setProblem({ kind: 'conflict', currentHash: changedHashOf(caught) })
      } else if (caught instanceof ApiError && caught.code === 'plan_expired') {
        setProblem({ kind: 'expired', message: caught.message })
        onExpired()
      } else if (caught instanceof ApiError && caught.code === 'plan_decided') {
        setProblem({ kind: 'error', message: `${caught.message} Reload the page to see the decision.` })
        router.refresh()
      } else {
        setProblem({ kind: 'error', message: errorMessage(caught) })
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="space-y-4">
      <div>
        <button
          type="button"
          className={`${button.primary} w-full`}
          disabled={busy || expired}
          onClick={approve}
          aria-describedby={problem ? 'approve-help approve-problem' : 'approve-help'}
        >
          {busy ? 'Approving…' : 'Approve'}
        </button>
        <p id="approve-help" className="mt-1 text-xs text-slate-600">
          {expired
            ? 'This plan expired and can no longer be approved. Ask the assistant to propose it again; you can still reject it.'
            : 'Writes exactly these changes as a new version. A live skill stays live with the new version.'}
        </p>
        {problem && (
          <ActionProblem id="approve-problem" tone={problem.kind === 'error' ? 'error' : 'conflict'} testId="approve-problem">
            {problem.kind === 'conflict' ? (
              <>
                <p>
                  <span className="font-mono">{skillName}</span> changed after the assistant made this plan: the plan is based on {shortHash(baseHash)}
                  {problem.currentHash ? `, the skill is now at ${shortHash(problem.currentHash)}` : ''}. Approving would undo that change, so nothing was
                  applied.
                </p>
                <p>
                  <Link href={skillHref} className="font-medium underline">Open {skillName} as it is now</Link>, then reject this plan and ask the assistant
                  to propose the change again on top of it.
                </p>
              </>
            ) : (
              <p>{problem.message}</p>
            )}
          </ActionProblem>
        )}
      </div>
      <div>
        <button type="button" className={`${button.danger} w-full`} disabled={busy} onClick={() => setRejecting(true)} aria-describedby="reject-help">
          Reject…
        </button>
        <p id="reject-help" className="mt-1 text-xs text-slate-600">
          Declines the plan with a reason; the skill does not change.
        </p>
      </div>
      <RejectDialog
        open={rejecting}
        skillName={skillName}
        onSubmit={async (reason) => {
          await rejectPlan(id, reason)
          setRejecting(false)
          onDecided({ kind: 'rejected' })
          router.refresh()
        }}
        onClose={() => setRejecting(false)}
      />
    </div>
  )
}
