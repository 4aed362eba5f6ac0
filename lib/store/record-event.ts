import type { StoreContext } from './context'

/** What the assistant did with a skill (loaded it, read a file, ran a script), for the skill page's activity list. */
export async function recordEvent(
  ctx: StoreContext,
  input: { action: 'skill.loaded' | 'resource.read' | 'script.run'; skillName: string; hash: string; details: Record<string, unknown> },
): Promise<void> {
  await ctx.db.auditEvent.create({
    data: { actor: 'assistant', action: input.action, skillName: input.skillName, hash: input.hash, details: JSON.stringify(input.details), createdAt: ctx.now() },
  })
}

export interface ActivityEntry {
  actor: string
  action: string
  hash: string | null
  details: Record<string, unknown>
  createdAt: Date
}

/** A skill's recent history: assistant events, approvals, policy decisions, owner changes; newest first. */
export async function recentActivity(ctx: StoreContext, skillName: string, limit = 50): Promise<ActivityEntry[]> {
  const rows = await ctx.db.auditEvent.findMany({ where: { skillName }, orderBy: { id: 'desc' }, take: limit })
  return rows.map((row) => ({ actor: row.actor, action: row.action, hash: row.hash, details: row.details ? (JSON.parse(row.details) as Record<string, unknown>) : {}, createdAt: row.createdAt }))
}
