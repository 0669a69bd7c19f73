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
}

export function createWorkGate(concurrency: number): WorkGate {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`a work gate needs a positive whole concurrency, not ${concurrency}`)
  const limit = pLimit(concurrency)
  return {
    run: (work) => limit(work),
    get active() {
      return limit.activeCount
    },
    get waiting() {
      return limit.pendingCount
    },
  }
}

/** No gate: every request runs at once (tests that build the app alone, and WORK_CONCURRENCY=0). */
export const OPEN_GATE: WorkGate = { run: (work) => work(), active: 0, waiting: 0 }
