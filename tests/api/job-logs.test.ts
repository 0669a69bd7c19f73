import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts'
import { startAlertJob } from '../../src/server/jobs/alerts.ts'
import { startHousekeeping } from '../../src/server/jobs/housekeeping.ts'
import { startPhotoSweep } from '../../src/server/jobs/photoSweep.ts'
import { startMailWorker } from '../../src/server/mail/outbox.ts'
import { smtpSender } from '../../src/server/mail/smtpSender.ts'
import { createLocalDiskStorage } from '../../src/server/storage/localDisk.ts'
import { recordingLog } from '../fixtures/recordingLog.ts'

// Issue 23: a background job that fails says so at `error` (with the error), not at `info`, so an
// operator alerting on errors hears of it. The jobs here run on a real database that has no tables
// yet (never migrated): every query they make fails as a broken database would.

let broken: DatabaseHandle

beforeAll(async () => {
  broken = await openDatabase({ pgliteDir: 'memory://' })
})
afterAll(() => broken.close())

describe('background job failures are logged at error', () => {
  it('the mail worker', async () => {
    const { log, lines } = recordingLog()
    const worker = startMailWorker({ db: broken.db, sender: smtpSender('smtp://127.0.0.1:9'), from: 'x <x@test.local>', pollMs: 60_000, log })
    await worker.runOnce()
    await worker.stop()
    expect(lines).toMatchObject([{ level: 'error', message: 'mail worker pass failed', err: expect.any(Error) }])
  })

  it('the alert job', async () => {
    const { log, lines } = recordingLog()
    const job = startAlertJob(broken.db, { siteUrl: 'http://localhost:4321', linkSecret: 'x'.repeat(64) }, { everyMs: 60_000, log })
    await job.run()
    job.stop()
    expect(lines).toMatchObject([{ level: 'error', message: 'alert job failed', err: expect.any(Error) }])
  })

  it('the photo sweep', async () => {
    const { log, lines } = recordingLog()
    const sweep = startPhotoSweep(broken.db, createLocalDiskStorage('/nonexistent-uploads'), { olderThanMs: 0, everyMs: 60_000, log })
    await sweep.run()
    sweep.stop()
    expect(lines).toMatchObject([{ level: 'error', message: 'photo sweep failed', err: expect.any(Error) }])
  })

  it('the housekeeping', async () => {
    const { log, lines } = recordingLog()
    const job = startHousekeeping(broken.db, { retentionDays: 30, everyMs: 60_000, log })
    await job.run()
    await job.stop()
    expect(lines).toMatchObject([{ level: 'error', message: 'housekeeping failed', err: expect.any(Error) }])
  })
})
