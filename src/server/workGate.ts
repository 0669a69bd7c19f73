import { setImmediate as turnOfTheLoop } from 'node:timers/promises'
import pLimit from 'p-limit'

/**
 * Admits the work that no cache answered (a page to render, an API read to run) a few requests at
 * a time, first come first served; answers from the caches never wait here.
 *
 * Why: Node interleaves every request in flight. On PostgreSQL, where a request waits for its
 * queries in another process, 32 requests at once share the server's thread, and one that needs
 * 30 ms alone finishes after about 30 ms times the number in flight while cheaper ones overtake
 * it. Taken four at a time, in order, a request waits for those before it and then runs nearly as
 * fast as alone: the same throughput, a shorter tail (the cold search page's p99 fell from 270–293
 * to 204–222 ms; docs/decisions/016, "Work admitted a few at a time").
 */
export interface WorkGate {
  run<T>(work: () => Promise<T>): Promise<T>
  readonly active: number
  readonly waiting: number
  /** Some work waits its turn: what can be done quicker now should be (compressedCopies.ts). */
  readonly busy: boolean
}

export interface WorkGateOptions {
  /**
   * Each admitted work first waits one turn of the event loop, so that sockets are read between one
   * work and the next. For PGlite, whose statements run on this thread and resolve at once: without
   * the turn, a work that ended admitted the next as a promise callback, the queue ran to its end
   * in one chain (up to 276 ms in a profile), and no request that arrived meanwhile was read until
   * then (ADR 016, "A turn of the loop between works"). On PostgreSQL a work waits for its queries
   * anyway; a turn there would only put the hits read in the same turn before its queries.
   */
  turnBetweenWorks?: boolean
}

export function createWorkGate(concurrency: number, options: WorkGateOptions = {}): WorkGate {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`a work gate needs a positive whole concurrency, not ${concurrency}`)
  const limit = pLimit(concurrency)
  const admit: <T>(work: () => Promise<T>) => () => Promise<T> = options.turnBetweenWorks
    ? (work) => async () => {
        await turnOfTheLoop()
        return work()
      }
    : (work) => work
  return {
    run: (work) => limit(admit(work)),
    get active() {
      return limit.activeCount
    },
    get waiting() {
      return limit.pendingCount
    },
    get busy() {
      return limit.pendingCount > 0
    },
  }
}

/**
 * How many works each database runs at once when WORK_CONCURRENCY is not set. PostgreSQL: 4, the
 * best of 0, 4 and 8 measured. PGlite: 1, with a turn of the loop before each, since its statements
 * all run on this thread: the cold search page's p99 was 639–1,000 ms at 1 against 1,307–1,897 at
 * 4 in the same session (ADR 016, "A turn of the loop between works").
 */
export const DEFAULT_CONCURRENCY = { postgres: 4, pglite: 1 } as const

/** The gate a server opens for its database, or none when the concurrency is 0 (every work at once). */
export function workGateFor(database: keyof typeof DEFAULT_CONCURRENCY, configured: number | undefined): WorkGate | undefined {
  const concurrency = configured ?? DEFAULT_CONCURRENCY[database]
  return concurrency > 0 ? createWorkGate(concurrency, { turnBetweenWorks: database === 'pglite' }) : undefined
}

/** No gate: every request runs at once (tests that build the app alone, and WORK_CONCURRENCY=0). */
export const OPEN_GATE: WorkGate = { run: (work) => work(), active: 0, waiting: 0, busy: false }
