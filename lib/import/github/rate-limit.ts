/**
 * When GitHub allows the next request after a rate-limit answer, following GitHub's advice:
 * `retry-after` (seconds) first, then `x-ratelimit-reset` (epoch seconds) when
 * `x-ratelimit-remaining` is 0, else "wait at least one minute".
 */
export function retryAtFrom(headers: Headers, now: number): number {
  const retryAfter = headers.get('retry-after')?.trim()
  if (retryAfter !== undefined && /^\d{1,9}$/.test(retryAfter)) return now + Number(retryAfter) * 1000
  if (retryAfter !== undefined) {
    const date = Date.parse(retryAfter)
    if (Number.isFinite(date) && date > now) return date
  }
  const reset = Number(headers.get('x-ratelimit-reset'))
  if (headers.get('x-ratelimit-remaining')?.trim() === '0' && Number.isFinite(reset) && reset * 1000 > now) return reset * 1000
  return now + 60_000
}

/** True when a 403 or 429 answer is GitHub's rate limit rather than a refusal. */
export function isRateLimited(status: number, headers: Headers, message: string): boolean {
  if (status === 429) return true
  if (status !== 403) return false
  return headers.get('x-ratelimit-remaining')?.trim() === '0' || headers.has('retry-after') || /rate limit/i.test(message)
}

/** `2026-05-01 14:05 UTC (in 12 minutes)`: a time a person can act on, and how far away it is. */
export function describeRetryAt(retryAt: number, now: number): string {
  const minutes = Math.max(1, Math.ceil((retryAt - now) / 60_000))
  // Rounded up to the minute, so retrying at the printed time is never too early.
  const time = new Date(Math.ceil(retryAt / 60_000) * 60_000).toISOString().replace('T', ' ').slice(0, 16)
  return `${time} UTC (in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'})`
}
