/** Counts events per key in a sliding window held in memory (one process, see DESIGN.md). */
export interface RateLimiter {
  /** Records one event; returns false when the key is already over the limit. */
  hit(key: string): boolean
  isLimited(key: string): boolean
  reset(key: string): void
  /** Seconds until the oldest counted event leaves the window. */
  retryAfter(key: string): number
}

export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  const events = new Map<string, number[]>()

  function recent(key: string): number[] {
    const cutoff = now() - windowMs
    const list = (events.get(key) ?? []).filter((t) => t > cutoff)
    if (list.length === 0) events.delete(key)
    else events.set(key, list)
    return list
  }

  function sweep() {
    if (events.size < 10_000) return
    for (const key of events.keys()) recent(key)
  }

  return {
    hit(key) {
      sweep()
      const list = recent(key)
      if (list.length >= limit) return false
      list.push(now())
      events.set(key, list)
      return true
    },
    isLimited: (key) => recent(key).length >= limit,
    reset: (key) => void events.delete(key),
    retryAfter(key) {
      const list = recent(key)
      return list.length === 0 ? 0 : Math.max(1, Math.ceil((list[0] + windowMs - now()) / 1000))
    },
  }
}
