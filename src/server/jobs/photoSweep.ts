import type { Database } from '../db/client.ts'
import type { JobLog } from '../logger.ts'
import { sweepUnsettledPhotos } from '../storage/photoSweep.ts'
import type { FileStorage } from '../storage/storage.ts'
import { backgroundJob } from './backgroundJob.ts'
import { scheduleJob } from './schedule.ts'

const TEN_MINUTES = 10 * 60_000
const deleted = (log: JobLog, n: number) => n > 0 && log.info(`deleted ${n} photo(s) left by unfinished requests`)

/** Sweeps now and then every `everyMs`, in the background of a server process. */
export function startPhotoSweep(db: Database, storage: FileStorage, options: { olderThanMs: number; everyMs: number; log: JobLog }) {
  return scheduleJob('photo sweep', options, async () => deleted(options.log, await sweepUnsettledPhotos(db, storage, options.olderThanMs)))
}

/**
 * As main.ts starts it. Photos a crashed request wrote but never committed (or dropped but never
 * deleted): at start, when this process is the database's only writer (`alone`: the embedded one),
 * all of them go, and a failure to sweep them stops the start; otherwise another process may be
 * mid-request, so only those older than ten minutes. Then every ten minutes.
 */
export const photoSweepJob = (db: Database, storage: FileStorage, options: { alone: boolean; log: JobLog }) =>
  backgroundJob('photo sweep', async () => {
    if (options.alone) deleted(options.log, await sweepUnsettledPhotos(db, storage, 0))
    const job = startPhotoSweep(db, storage, { olderThanMs: TEN_MINUTES, everyMs: TEN_MINUTES, log: options.log })
    if (!options.alone) await job.run()
    return job
  })
