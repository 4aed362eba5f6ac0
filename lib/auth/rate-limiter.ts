/**
 * Counts events (failed sign-ins, tool calls) per key in a sliding window. In memory: Skillyard
 * is one process, and a restart forgetting the counts is acceptable for a limit of minutes.
 */
export class RateLimiter {
  private readonly events = new Map<string, number[]>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until `key` may try again, or 0 when it may try now. */
  retryAfter(key: string): number {
    const recent = this.recent(key)
    return recent.length < this.limit ? 0 : recent[0]! + this.windowMs - this.now()
  }

  record(key: string): void {
    const recent = this.recent(key)
    recent.push(this.now())
    this.events.set(key, recent)
  }

  reset(key: string): void {
    this.events.delete(key)
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs
    const recent = (this.events.get(key) ?? []).filter((at) => at > since)
    if (recent.length === 0) this.events.delete(key)
    return recent
  }
}
