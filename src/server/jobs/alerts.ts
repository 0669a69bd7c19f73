import type { Database } from '../db/client.ts'
import type { JobLog } from '../logger.ts'
import { runAlertsOnce } from '../services/alertPass.ts'
import type { LinkSettings } from '../services/alertUrls.ts'
import { backgroundJob } from './backgroundJob.ts'
import { scheduleJob } from './schedule.ts'

const MINUTE = 60_000
/** Batches of due searches one pass takes at most, so that a pass ends even if searches keep coming due. */
const MAX_BATCHES = 50

interface AlertJobOptions {
  everyMs?: number
  /** Tells the mail worker that mail was queued. */
  kick?: () => void
  log: JobLog
}

/**
 * The alert job in a server process: every minute, batches until nothing is due (each batch one
 * transaction of claimed searches, services/alertPass.ts), then tells the mail worker. Several
 * processes run it safely.
 */
export function startAlertJob(db: Database, settings: LinkSettings, options: AlertJobOptions) {
  return scheduleJob('alert job', { everyMs: options.everyMs ?? MINUTE, log: options.log }, async () => {
    let queued = 0
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const n = await runAlertsOnce(db, settings)
      queued += n
      if (n === 0) break
    }
    if (queued > 0) options.kick?.()
  })
}

/** As main.ts starts it: a first pass at once, not waited for (serving does not need it). */
export const alertJob = (db: Database, settings: LinkSettings, options: AlertJobOptions) =>
  backgroundJob('alert job', () => {
    const job = startAlertJob(db, settings, options)
    void job.run()
    return job
  })
