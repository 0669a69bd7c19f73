import { eq, gt, sql } from 'drizzle-orm'
import type { Database } from './db/client.ts'
import { listingContentChanges, propertyListVersion, siteContentVersion } from './db/schema.ts'

/**
 * How often every process reads `site_content_version`: a change made through any process (or by
 * hand in the database) reaches this process's shared data and page cache within this long, plus
 * the time to render. Stated in docs/architecture.md (Caching).
 */
export const CONTENT_VERSION_POLL_MS = 1000

/**
 * What changed between two versions: the listings named, or null when anything may have (data that
 * pages share, the first read, or more listings than are worth naming).
 */
export interface ContentChange {
  listings: ReadonlySet<number> | null
  /**
   * `property_list_version` as read with the new version, in the same snapshot: searches picked from
   * columns at an older list version may show other results now (pageCache.ts follows them).
   */
  listVersion?: bigint
}

/** Past this many listings changed between two reads, a change is treated as one to everything. */
const MAX_NAMED_LISTINGS = 2000

export interface ContentVersion {
  /** The last version read; `null` before the first read. */
  readonly current: string | null
  /**
   * Reads it now. `afterWrite`: a read of its own, never one already under way (which may have begun
   * before the write committed), so that this process's own writes show at once.
   */
  refresh(options?: { afterWrite?: boolean }): Promise<string>
  /** Called with each new version and what changed since the one before. */
  onChange(listener: (version: string, change: ContentChange) => void): void
  stop(): void
}

/**
 * One small read a second per process, whatever the traffic, instead of re-reading shared data on
 * every request. PGlite and PostgreSQL alike: LISTEN/NOTIFY would need a connection of its own and
 * does not exist across PGlite's single process anyway.
 */
export function watchContentVersion(db: Database, options: { everyMs?: number; onError?: (error: unknown) => void } = {}): ContentVersion {
  let current: string | null = null
  const listeners: ((version: string, change: ContentChange) => void)[] = []
  let reading: Promise<string> | null = null
  const newer = (version: string) => current === null || BigInt(version) > BigInt(current)
  /** The listings stamped above `from` (migration 0032), unless shared data changed since. */
  const changeSince = async (from: string | null, sharedVersion: number, listVersion: bigint): Promise<ContentChange> => {
    if (from === null || BigInt(sharedVersion) > BigInt(from)) return { listings: null, listVersion }
    const rows = await db
      .select({ id: listingContentChanges.propertyId })
      .from(listingContentChanges)
      .where(gt(listingContentChanges.version, Number(from)))
      .limit(MAX_NAMED_LISTINGS + 1)
    return { listings: rows.length > MAX_NAMED_LISTINGS ? null : new Set(rows.map((row) => row.id)), listVersion }
  }
  const read = async () => {
    const [row] = await db
      .select({
        version: siteContentVersion.version,
        sharedVersion: siteContentVersion.sharedVersion,
        listVersion: sql<string>`(select ${propertyListVersion.version}::text from ${propertyListVersion} where ${propertyListVersion.id} = 1)`,
      })
      .from(siteContentVersion)
      .where(eq(siteContentVersion.id, 1))
    const version = String(row?.version ?? 0)
    if (!newer(version)) return current!
    const change = await changeSince(current, row?.sharedVersion ?? 0, BigInt(row?.listVersion ?? 0))
    // Reads may end out of order: the version only goes up. A read that began from an older version
    // than the current one names more listings than changed since, never fewer.
    if (newer(version)) {
      current = version
      for (const listener of listeners) listener(version, change)
    }
    return current!
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
 * meanwhile share that computation, later ones get it from memory. `sharedOnly`: the value reads
 * no listing, so a change that names listings only leaves it as it is.
 */
export function perVersion<T>(version: ContentVersion, compute: () => Promise<T>, options: { sharedOnly?: boolean } = {}): () => Promise<T> {
  let kept: { version: string; value: Promise<T> } | null = null
  if (options.sharedOnly) {
    let previous = version.current
    version.onChange((now, change) => {
      if (kept && change.listings && kept.version === previous) kept = { version: now, value: kept.value }
      previous = now
    })
  }
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
