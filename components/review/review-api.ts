import { apiFetch } from '@/lib/ui/api-client'
import { skillUrl } from '@/lib/ui/skill-api'
import type { SkillSummaryView } from '@/lib/ui/skill-view'

/** Typed calls the review pages make beyond lib/ui/skill-api (they belong there; see the report). */

const planUrl = (id: string) => `/api/edit-plans/${encodeURIComponent(id)}`

/** Applies exactly the plan's stored files: 409 `skill_changed`, 410 `plan_expired`, 409 `plan_decided`. */
export const approvePlan = async (id: string) => (await apiFetch<{ skill: SkillSummaryView }>(`${planUrl(id)}/approve`, { method: 'POST' })).skill

export const rejectPlan = (id: string, reason: string) => apiFetch<{ plan: { status: string } }>(`${planUrl(id)}/reject`, { method: 'POST', json: { reason } })

/** The owner takes a draft over: the assistant can no longer rewrite it. */
export const lockDraft = async (name: string) => (await apiFetch<{ skill: SkillSummaryView }>(`${skillUrl(name)}/lock`, { method: 'POST' })).skill
