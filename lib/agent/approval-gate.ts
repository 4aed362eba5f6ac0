import { randomBytes } from 'node:crypto'
import { SkillyardError } from '../errors/skillyard-error'
import { createApproval, getApproval, markApprovalUsed, type StoreContext } from '../store'
import { hostMessage } from './tool-result'

export interface GatedRun {
  sessionKey: string
  skillName: string
  skillHash: string
  grantKey: string
  tier: string
  script: string
  /** The repaired, validated arguments as canonical JSON: the owner approves exactly these. */
  argumentsJson: string
  approvalId?: string
}

/**
 * A run the policy says needs the owner. Without an approvalId it files a request and answers
 * `approval_required` with its id; with one, the answer must be for exactly this skill version,
 * script and arguments. "once" is spent by this run; "always" became a session grant.
 */
export async function passApprovalGate(store: StoreContext, run: GatedRun): Promise<void> {
  if (!run.approvalId) {
    const approval = await createApproval(store, {
      id: `apr_${randomBytes(9).toString('base64url')}`,
      sessionKey: run.sessionKey,
      skillName: run.skillName,
      skillHash: run.skillHash,
      grantKey: run.grantKey,
      script: run.script,
      arguments: run.argumentsJson,
      tier: run.tier,
    })
    throw required(approval.id, `the owner must approve this ${run.tier}-tier run of ${run.script}. Tell the user, then call again with the same arguments and "approvalId": "${approval.id}" once they have answered.`)
  }
  const approval = await getApproval(store, run.approvalId)
  if (!approval || approval.sessionKey !== run.sessionKey) throw new SkillyardError('approval_not_found', hostMessage(`there is no approval '${run.approvalId}' for this session.`))
  const same = approval.skillName === run.skillName && approval.skillHash === run.skillHash && approval.script === run.script && approval.arguments === run.argumentsJson
  if (!same) {
    throw new SkillyardError('approval_mismatch', hostMessage('that approval was for a different skill version, script or arguments; call again without approvalId to ask for this run.'))
  }
  switch (approval.status) {
    case 'pending':
      throw required(approval.id, 'the owner has not answered yet; call again with the same approvalId later.')
    case 'denied':
      throw new SkillyardError('approval_denied', hostMessage('the owner denied this run. Do not retry it; ask the user how to proceed.'))
    case 'expired':
      throw new SkillyardError('approval_expired', hostMessage('that approval expired; call again without approvalId to ask anew.'))
    case 'used':
      throw new SkillyardError('approval_decided', hostMessage('that one-time approval was already used; call again without approvalId to ask anew.'))
    case 'approved':
      if (approval.scope === 'once') await markApprovalUsed(store, approval.id)
  }
}

function required(approvalId: string, message: string): SkillyardError {
  return new SkillyardError('approval_required', hostMessage(message), { approvalId })
}
