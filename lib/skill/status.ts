/** A skill is live only while the hash the owner approved is the hash it has now. */
export type SkillStatus = 'live' | 'disabled' | 'changed'

export function skillStatus(currentHash: string, approvedHash: string | null): SkillStatus {
  if (approvedHash === null) return 'disabled'
  return approvedHash === currentHash ? 'live' : 'changed'
}

export const STATUS_LABEL: Record<SkillStatus, string> = {
  live: 'Live',
  disabled: 'Disabled',
  changed: 'Changed since approval',
}
