import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { scheduleJob } from '../../src/server/jobs/schedule.ts'
import { recordingLog } from '../fixtures/recordingLog.ts'

// Issue 25: every background loop runs on one scheduling helper, which never overlaps a pass with
// the previous one and logs a failed pass at `error` with the job's name. Fake timers: the times
// below are exact.

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('scheduleJob', () => {
  it('logs each failed pass at error with the job name and the error, and keeps going', async () => {
    const { log, lines } = recordingLog()
    let passes = 0
    const job = scheduleJob('nightly report', { everyMs: 100, log }, async () => {
      passes += 1
      throw new Error('database gone')
    })
    await vi.advanceTimersByTimeAsync(250)
    await job.stop()
    expect(passes).toBe(2)
    expect(lines).toEqual([
      { level: 'error', message: 'nightly report failed', err: new Error('database gone') },
      { level: 'error', message: 'nightly report failed', err: new Error('database gone') },
    ])
  })

  it('a pass run by hand that throws, even before its first await, is logged alike and run() resolves', async () => {
    const { log, lines } = recordingLog()
    const job = scheduleJob('photo check', { everyMs: 60_000, log }, () => {
      throw new Error('no storage')
    })
    await expect(job.run()).resolves.toBeUndefined()
    await job.stop()
    expect(lines).toEqual([{ level: 'error', message: 'photo check failed', err: new Error('no storage') }])
  })

  it('never starts a pass while the previous one runs: each wait begins when a pass ends, and run() meanwhile shares the pass', async () => {
    const { log, lines } = recordingLog()
    const started: number[] = []
    let running = 0
    let most = 0
    const t0 = Date.now()
    const job = scheduleJob('slow job', { everyMs: 10, log }, async () => {
      started.push(Date.now() - t0)
      running += 1
      most = Math.max(most, running)
      await sleep(35)
      running -= 1
    })
    await vi.advanceTimersByTimeAsync(15)
    // The first pass runs from 10 ms to 45 ms: asking for one now joins it.
    const asked = [job.run(), job.run()]
    // Stopped at 230 ms, between the pass that ended at 225 ms and the one due at 235 ms.
    await vi.advanceTimersByTimeAsync(215)
    await Promise.all(asked)
    // (Timers go on while it stops, so that a pass wrongly under way cannot hang the test.)
    const stopping = job.stop()
    await vi.advanceTimersByTimeAsync(100)
    await stopping
    expect(most).toBe(1)
    expect(started).toEqual([10, 55, 100, 145, 190])
    expect(lines).toEqual([])
  })

  it('stop() waits for the pass under way, and no pass starts after it', async () => {
    const { log } = recordingLog()
    let passes = 0
    let finished = 0
    const job = scheduleJob('slow job', { everyMs: 10, log }, async () => {
      passes += 1
      await sleep(50)
      finished += 1
    })
    await vi.advanceTimersByTimeAsync(20)
    let stopped = false
    const stopping = job.stop().then(() => (stopped = true))
    await vi.advanceTimersByTimeAsync(30)
    expect(stopped).toBe(false)
    await vi.advanceTimersByTimeAsync(10)
    await stopping
    expect(finished).toBe(1)
    await job.run()
    await vi.advanceTimersByTimeAsync(1000)
    expect(passes).toBe(1)
  })
})
