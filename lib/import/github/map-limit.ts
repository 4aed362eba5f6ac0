/**
 * Runs `task` over `items` with at most `limit` in flight and returns the results in input
 * order. After the first failure no new task starts, and that failure is thrown once the
 * running ones have settled (so nothing keeps downloading behind the caller's back).
 */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  let failure: { error: unknown } | null = null
  async function worker(): Promise<void> {
    while (failure === null && next < items.length) {
      const index = next
      next += 1
      try {
        results[index] = await task(items[index]!, index)
      } catch (error) {
        failure ??= { error }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
  if (failure !== null) throw (failure as { error: unknown }).error
  return results
}
