import { readAppSetting, type StoreContext } from '../store'

export const WEBHOOK_SETTING = 'webhook_url'

export interface ReviewEvent {
  kind: 'draft_created' | 'draft_updated' | 'plan_proposed'
  skill: string
  planId?: string
}

/**
 * Tells the owner's webhook (if one is set in settings) that something waits for review.
 * Best effort: it never blocks or fails the write, and a failure is logged with its error type
 * only (the URL may hold a secret, the response may hold anything).
 */
export function notifyOwner(ctx: StoreContext, event: ReviewEvent, fetchImpl: typeof fetch = fetch): Promise<void> {
  return (async () => {
    const url = await readAppSetting(ctx, WEBHOOK_SETTING)
    if (!url) return
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'skillyard' },
      body: JSON.stringify({ event: event.kind, skill: event.skill, ...(event.planId ? { planId: event.planId } : {}), at: ctx.now().toISOString(), review: '/review' }),
      signal: AbortSignal.timeout(5000),
      redirect: 'error',
    })
    if (!response.ok) throw new WebhookStatusError(response.status)
  })().catch((error: unknown) => {
    console.warn(`Skillyard: review webhook failed (${error instanceof Error ? error.name : typeof error}).`)
  })
}

class WebhookStatusError extends Error {
  override name = 'WebhookStatusError'
  constructor(status: number) {
    super(`status ${status}`)
  }
}
