import type { Database } from '../db/client.ts'
import { maintainEmbeddedTables } from '../db/embeddedMaintenance.ts'
import type { JobLog } from '../logger.ts'
import { purgeSentBodies } from '../services/mailQueue.ts'
import { sweepRateCounters } from '../services/rateCounters.ts'
import { purgeUnconfirmed } from '../services/savedSearches.ts'
import { sweepRevokedSessions } from '../services/sessions.ts'
import { backgroundJob } from './backgroundJob.ts'
import { scheduleJob } from './schedule.ts'

interface HousekeepingOptions {
  /** Sent mail keeps its words this many days (RETENTION_DAYS). */
  retentionDays: number
  everyMs?: number
  log: JobLog
  /** The embedded database, which has no autovacuum: each pass also does its work (db/embeddedMaintenance.ts). */
  embedded?: boolean
}

/**
 * Rate counters whose window and block have passed, addresses that never confirmed an alert within
 * 7 days, logged-out sessions that have ended anyway, and the words of mail sent more than
 * `retentionDays` ago: rows that only grow unless swept, swept by every process every ten minutes
 * (each sweep is one statement, so several processes sweeping at once is harmless). On the embedded
 * database each pass then vacuums and analyses the tables that need it, as autovacuum would.
 */
export function startHousekeeping(db: Database, options: HousekeepingOptions) {
  let first = true
  return scheduleJob('housekeeping', { everyMs: options.everyMs ?? 10 * 60_000, log: options.log }, async () => {
    await Promise.all([sweepRateCounters(db), purgeUnconfirmed(db), sweepRevokedSessions(db), purgeSentBodies(db, options.retentionDays)])
    if (!options.embedded) return
    // After the sweeps, so that the rows they deleted are reclaimed in the same pass.
    const done = await maintainEmbeddedTables(db, { everything: first })
    first = false
    if (done.vacuumed.length > 0 || done.analysed.length > 0) options.log.info(`embedded database: vacuumed ${done.vacuumed.join(', ') || 'none'}; analysed ${done.analysed.join(', ') || 'none'}`)
  })
}

/** As main.ts starts it: a first sweep, waited for, then every ten minutes. */
export const housekeepingJob = (db: Database, options: HousekeepingOptions) =>
  backgroundJob('housekeeping', async () => {
    const job = startHousekeeping(db, options)
    await job.run()
    return job
  })
