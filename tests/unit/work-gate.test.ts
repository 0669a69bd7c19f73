import { describe, expect, it } from 'vitest'
import { createWorkGate, workGateFor } from '../../src/server/workGate.ts'

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

/** A few turns of the event loop: each admitted work starts one turn after its admission. */
async function settle() {
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve))
}

describe('the work gate', () => {
  it('runs at most its concurrency at once, the others in the order they came', async () => {
    const gate = createWorkGate(2)
    const started: number[] = []
    const works = [1, 2, 3, 4, 5].map((id) => heldWork(started, id))
    const answers = works.map((held) => gate.run(held.work))
    await settle()
    expect(started).toEqual([1, 2])
    expect([gate.active, gate.waiting, gate.busy]).toEqual([2, 3, true])
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
    expect([gate.active, gate.waiting, gate.busy]).toEqual([0, 0, false])
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

  it('lets the event loop turn between one work and the next when asked, even when each resolves at once', async () => {
    // PGlite's statements resolve without leaving the thread: without a turn between works, the
    // whole queue ran as one chain of promise callbacks and no socket was read until its end.
    const gate = createWorkGate(1, { turnBetweenWorks: true })
    const order: string[] = []
    const quick = (name: string) => () => {
      order.push(name)
      // Stands for a request that arrives while the first work runs: read at the loop's next turn.
      if (name === 'first') setImmediate(() => order.push('socket'))
      return Promise.resolve(name)
    }
    const answers = [gate.run(quick('first')), gate.run(quick('second')), gate.run(quick('third'))]
    expect(await Promise.all(answers)).toEqual(['first', 'second', 'third'])
    expect(order).toEqual(['first', 'socket', 'second', 'third'])
  })

  it("opens one work at a time on PGlite, with the loop's turn, four on PostgreSQL, and none when set to 0", async () => {
    const admitted = async (gate: ReturnType<typeof workGateFor>) => {
      const started: number[] = []
      const works = [1, 2, 3, 4, 5].map((id) => heldWork(started, id))
      const answers = works.map((held) => gate!.run(held.work))
      await settle()
      const count = started.length
      for (const held of works) held.finish()
      await Promise.all(answers)
      return count
    }
    expect(await admitted(workGateFor('pglite', undefined))).toBe(1)
    expect(await admitted(workGateFor('postgres', undefined))).toBe(4)
    expect(await admitted(workGateFor('pglite', 3))).toBe(3)
    expect(workGateFor('postgres', 0)).toBeUndefined()
    expect(workGateFor('pglite', 0)).toBeUndefined()
    // PGlite's gate turns the loop between works: a request read meanwhile comes before the next.
    const order: string[] = []
    const gate = workGateFor('pglite', undefined)!
    const first = gate.run(async () => {
      order.push('first')
      setImmediate(() => order.push('socket'))
    })
    const second = gate.run(async () => void order.push('second'))
    await Promise.all([first, second])
    expect(order).toEqual(['first', 'socket', 'second'])
  })

  it('refuses a concurrency that is not a positive whole number', () => {
    for (const concurrency of [0, -1, 1.5, Number.NaN]) expect(() => createWorkGate(concurrency)).toThrow(/positive whole/)
  })
})
