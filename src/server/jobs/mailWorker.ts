import { startMailWorker, type MailWorker, type MailWorkerOptions } from '../mail/outbox.ts'
import type { BackgroundJob } from './backgroundJob.ts'

/**
 * The outbox's mail worker as one of main's jobs. It keeps its own timing (mail/outbox.ts: it polls,
 * a kick drains the outbox, a pass asked for during one runs after it), so it is started as it is
 * rather than through `scheduleJob`. A kick before it starts or after it stops is dropped: the mail
 * stays queued for a worker's next poll.
 */
export function mailWorkerJob(options: MailWorkerOptions): BackgroundJob & { kick(): void } {
  let worker: MailWorker | undefined
  return {
    name: 'mail worker',
    async start() {
      worker = startMailWorker(options)
    },
    kick() {
      worker?.kick()
    },
    async stop() {
      await worker?.stop()
    },
  }
}
