import type { Tx } from './context'

export interface AuditEntry {
  actor: string
  action: string
  skillName?: string | null
  hash?: string | null
  details?: Record<string, unknown>
}

/** Written inside the caller's transaction, so an audit line exists exactly when the change does. */
export async function recordAudit(tx: Tx, at: Date, entry: AuditEntry): Promise<void> {
  await tx.auditEvent.create({
    data: {
      actor: entry.actor,
      action: entry.action,
      skillName: entry.skillName ?? null,
      hash: entry.hash ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
      createdAt: at,
    },
  })
}
