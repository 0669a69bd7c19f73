import { eq } from 'drizzle-orm'
import type { Database } from './db/client.ts'
import { siteContentVersion } from './db/schema.ts'

/**
 * How often every process reads `site_content_version`: a change made through any process (or by
 * hand in the database) reaches this process's shared data and page cache within this long, plus
 * the time to render. Stated in docs/architecture.md (Caching).
 */
export const CONTENT_VERSION_POLL_MS = 1000

export interface ContentVersion {
  /** The last version read; `null` before the first read. */
  readonly current: string | null
  /**
   * Reads it now. `afterWrite`: a read of its own, never one already under way (which may have begun
   * before the write committed), so that this process's own writes show at once.
   */
  refresh(options?: { afterWrite?: boolean }): Promise<string>
  /** Called with each new version, after the caches keyed by the old one are dropped. */
  onChange(listener: (version: string) => void): void
  stop(): void
}

/**
 * One small read a second per process, whatever the traffic, instead of re-reading shared data on
 * every request. PGlite and PostgreSQL alike: LISTEN/NOTIFY would need a connection of its own and
 * does not exist across PGlite's single process anyway.
 */
export function watchContentVersion(db: Database, options: { everyMs?: number; onError?: (error: unknown) => void } = {}): ContentVersion {
  let current: string | null = null
  const listeners: ((version: string) => void)[] = []
  let reading: Promise<string> | null = null
  const read = async () => {
    const [row] = await db.select({ version: siteContentVersion.version }).from(siteContentVersion).where(eq(siteContentVersion.id, 1))
    const version = String(row?.version ?? 0)
    // Reads may end out of order: the version only goes up.
    if (current === null || BigInt(version) > BigInt(current)) {
      current = version
      for (const listener of listeners) listener(version)
    }
    return current
  }
  // Concurrent callers share one read.
  const shared = () => (reading ??= read().finally(() => (reading = null)))
  const refresh = (options: { afterWrite?: boolean } = {}) => (options.afterWrite ? read() : shared())
  const everyMs = options.everyMs ?? CONTENT_VERSION_POLL_MS
  const timer = everyMs > 0 ? setInterval(() => refresh().catch((error: unknown) => options.onError?.(error)), everyMs) : undefined
  timer?.unref()
  return {
    get current() {
      return current
    },
    refresh,
    onChange(listener) {
      listeners.push(listener)
    },
    stop() {
      if (timer) clearInterval(timer)
    },
  }
}

/**
 * A value computed once per content version: the first caller after a change computes it, callers
 * meanwhile share that computation, later ones get it from memory.
 */
export function perVersion<T>(version: ContentVersion, compute: () => Promise<T>): () => Promise<T> {
  let kept: { version: string; value: Promise<T> } | null = null
  return async () => {
    const now = version.current ?? (await version.refresh())
    if (kept?.version !== now) {
      const value = compute()
      kept = { version: now, value }
      // A failure is not kept: the next caller tries again.
      value.catch(() => {
        if (kept?.value === value) kept = null
      })
    }
    return kept.value
  }
}
