/**
 * One of the background jobs main.ts lists. The process starts them in the list's order before it
 * serves (awaiting each start: a first pass it must have made) and stops them in the reverse order
 * once its open requests have ended (awaiting each stop: work under way).
 */
export interface BackgroundJob {
  /** Named in the log when it fails. */
  readonly name: string
  start(): Promise<void>
  stop(): Promise<void>
}

/**
 * A background job from what starts it: `start` returns the running job, whose own `stop` ends it.
 * The loops start when they are made (the tests make them so); this leaves making them to main's
 * list, which does it in its order.
 */
export function backgroundJob(name: string, start: () => { stop(): unknown } | Promise<{ stop(): unknown }>): BackgroundJob {
  let running: { stop(): unknown } | undefined
  return {
    name,
    async start() {
      running = await start()
    },
    async stop() {
      await running?.stop()
    },
  }
}
