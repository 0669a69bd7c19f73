import { describe, expect, it } from 'vitest'
import { createWorkGate } from '../../src/server/workGate.ts'

// Issue 24: the work no cache answered is admitted a few requests at a time, in arrival order.

/** A piece of work the test finishes when it wants, which records when it started. */
function heldWork(started: number[], id: number) {
  let finish!: (value: number) => void
  let fail!: (error: Error) => void
  const done = new Promise<number>((resolve, reject) => {
    finish = resolve
    fail = reject
  })
  return {
    work: () => {
      started.push(id)
      return done
    },
    finish: () => finish(id),
    fail: (error: Error) => fail(error),
  }
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('the work gate', () => {
  it('runs at most its concurrency at once, the others in the order they came', async () => {
    const gate = createWorkGate(2)
    const started: number[] = []
    const works = [1, 2, 3, 4, 5].map((id) => heldWork(started, id))
    const answers = works.map((held) => gate.run(held.work))
    await settle()
    expect(started).toEqual([1, 2])
    expect([gate.active, gate.waiting]).toEqual([2, 3])
    works[1].finish()
    await settle()
    expect(started).toEqual([1, 2, 3])
    works[0].finish()
    works[2].finish()
    await settle()
    expect(started).toEqual([1, 2, 3, 4, 5])
    works[3].finish()
    works[4].finish()
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4, 5])
    expect([gate.active, gate.waiting]).toEqual([0, 0])
  })

  it('gives a failed work its error and its turn to the next', async () => {
    const gate = createWorkGate(1)
    const started: number[] = []
    const failing = heldWork(started, 1)
    const next = heldWork(started, 2)
    const first = gate.run(failing.work)
    const second = gate.run(next.work)
    await settle()
    failing.fail(new Error('the database went away'))
    await expect(first).rejects.toThrow('the database went away')
    await settle()
    expect(started).toEqual([1, 2])
    next.finish()
    expect(await second).toBe(2)
  })

  it('refuses a concurrency that is not a positive whole number', () => {
    for (const concurrency of [0, -1, 1.5, Number.NaN]) expect(() => createWorkGate(concurrency)).toThrow(/positive whole/)
  })
})
