import type { StoreContext, Tx } from './context'

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

/** The policy broker's decision on one tool call, with the rule that made it. */
export async function recordDecision(
  ctx: StoreContext,
  input: { tool: string; session: string; skillName: string | null; hash: string | null; decision: { effect: string; rule: string } },
): Promise<void> {
  await ctx.db.auditEvent.create({
    data: {
      actor: 'assistant',
      action: `policy.${input.decision.effect}`,
      skillName: input.skillName,
      hash: input.hash,
      details: JSON.stringify({ tool: input.tool, rule: input.decision.rule, session: input.session }),
      createdAt: ctx.now(),
    },
  })
}
