import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../src/server/app.ts'
import { createWorkGate, type WorkGate } from '../../src/server/workGate.ts'
import { auth } from '../fixtures/properties.ts'
import { setUpListing, setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 24: public reads the response cache did not answer wait their turn at the process's work
// gate; answers from the cache, writes and streamed exports never do.

const t = setUpTestApp()
const owner = setUpUser(t, 'admin')
setUpListing(t, owner, { title: 'Casa con turno en la puerta' })

/** A gate of one that counts the works it admitted and the most it ran at once. */
function countingGate() {
  const inner = createWorkGate(1)
  const seen = { admitted: 0, running: 0, most: 0 }
  const gate: WorkGate = {
    run: (work) =>
      inner.run(async () => {
        seen.admitted++
        seen.running++
        seen.most = Math.max(seen.most, seen.running)
        try {
          return await work()
        } finally {
          seen.running--
        }
      }),
    get active() {
      return inner.active
    },
    get waiting() {
      return inner.waiting
    },
    get busy() {
      return inner.busy
    },
  }
  return { gate, seen }
}

let app: ReturnType<typeof createApp>
const counting = countingGate()

beforeAll(() => {
  app = createApp({ db: t.db, storage: t.storage, tokens: t.tokens, proofOfWork: t.proofOfWork, responseCacheMs: 60_000, workGate: counting.gate })
})

describe('the work gate in front of the API', () => {
  it('admits distinct searches one at a time and answers every one', async () => {
    const searches = ['?page=1', '?page=2', '?sortBy=price&sortOrder=asc', '?q=turno', '?priceType=sale']
    const answers = await Promise.all(searches.map((query) => app.request(`/api/properties${query}`)))
    expect(answers.map((answer) => answer.status)).toEqual(searches.map(() => 200))
    expect(counting.seen).toMatchObject({ admitted: searches.length, most: 1, running: 0 })
    const titles = ((await answers[3].json()) as { data: { title: string }[] }).data.map((listing) => listing.title)
    expect(titles).toContain('Casa con turno en la puerta')
  })

  it('lets an answer from the cache, a write and an export pass without a turn', async () => {
    const before = counting.seen.admitted
    expect((await app.request('/api/properties?page=1')).status).toBe(200)
    const login = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nadie@example.com', password: 'no es la clave' }),
    })
    expect(login.status).toBe(401)
    const exported = await app.request('/api/admin/inquiries/export.csv', { headers: auth(owner.token) })
    expect(exported.status).toBe(200)
    await exported.text()
    expect(counting.seen.admitted).toBe(before)
  })
})
