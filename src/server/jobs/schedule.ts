import type { JobLog } from '../logger.ts'

/** A job that runs a pass now and then (see `scheduleJob`). */
interface ScheduledJob {
  /** Runs a pass now, or joins the one under way; never rejects (a failure is logged). */
  run(): Promise<void>
  /** No pass starts any more; resolves once the one under way, if any, has ended. */
  stop(): Promise<void>
}

/**
 * Runs `pass` every `everyMs` in the background of a server process, the first time `everyMs` after
 * this call. Each wait begins when the previous pass ends (a chain of timers, not an interval), so a
 * slow pass is never overlapped by the next one; a `run()` asked for during a pass shares it. A pass
 * that fails is logged at `error` with the job's name and the error, so that an operator alerting on
 * errors hears of a job that stopped working, and the next pass comes as usual. The timers never
 * keep the process alive.
 */
export function scheduleJob(name: string, options: { everyMs: number; log: JobLog }, pass: () => Promise<unknown>): ScheduledJob {
  let running: Promise<void> | undefined
  let timer: NodeJS.Timeout | undefined
  let stopped = false

  function run(): Promise<void> {
    if (stopped) return running ?? Promise.resolve()
    // `pass` is called a tick later, so that even one that throws at once is caught and shared alike.
    running ??= Promise.resolve()
      .then(pass)
      .then(
        () => undefined,
        (error: unknown) => {
          options.log.error({ err: error }, `${name} failed`)
        },
      )
      .finally(() => {
        running = undefined
      })
    return running
  }

  function wait() {
    if (stopped) return
    timer = setTimeout(() => void run().then(wait), options.everyMs)
    timer.unref()
  }
  wait()

  return {
    run,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
