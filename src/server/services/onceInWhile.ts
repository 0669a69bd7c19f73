import type { Database } from '../db/client.ts'
import { countInWindow } from './rateCounters.ts'

/** How long one client's views and contact taps of one listing count once. */
const ONCE_PER_MS = 30 * 60 * 1000

/**
 * Whether this is the first time `key` (a client and a listing) is seen within half an hour:
 * reloading a listing or tapping its phone again counts once, so the figures an advertiser sees
 * are people, not clicks. Counted in the shared database, like every limit (all processes agree).
 */
export async function firstInWhile(db: Database, key: string): Promise<boolean> {
  const { hits } = await countInWindow(db, key, ONCE_PER_MS)
  return hits === 1
}
