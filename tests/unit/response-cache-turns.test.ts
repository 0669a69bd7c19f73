import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createResponseCache } from '../../src/server/middleware/responseCache.ts'
import { createWorkGate } from '../../src/server/workGate.ts'

// Issue 24: a public read the response cache does not answer waits its turn at the work gate and
// is looked up again when its turn comes, so the same search asked by many at once is made once.

function appWithCountedReads() {
  const made: string[] = []
  const app = new Hono()
  app.use(createResponseCache({ ttlMs: 60_000, gate: createWorkGate(1) }).middleware)
  app.get('/search', async (c) => {
    made.push(c.req.query('q') ?? '')
    // A read that takes a while, as a database query does: the others queue meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 20))
    return c.json({ q: c.req.query('q'), made: made.length }, 200, { 'cache-control': 'public, max-age=15' })
  })
  app.get('/private', (c) => {
    made.push('private')
    return c.json({ made: made.length }, 200, { 'cache-control': 'no-store' })
  })
  return { app, made }
}

describe('the response cache behind the work gate', () => {
  it('makes a search asked by many at once once, and answers all of them with it', async () => {
    const { app, made } = appWithCountedReads()
    const answers = await Promise.all(Array.from({ length: 6 }, () => app.request('/search?q=casa')))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200])
    const bodies = await Promise.all(answers.map((answer) => answer.json()))
    expect(bodies).toEqual(Array.from({ length: 6 }, () => ({ q: 'casa', made: 1 })))
    expect(made).toEqual(['casa'])
  })

  it('still makes each distinct search, and every answer it may not keep', async () => {
    const { app, made } = appWithCountedReads()
    await Promise.all(['casa', 'lote', 'casa', 'oficina'].map((q) => app.request(`/search?q=${q}`)))
    expect([...made].sort()).toEqual(['casa', 'lote', 'oficina'])
    await Promise.all([app.request('/private'), app.request('/private')])
    expect(made.filter((what) => what === 'private')).toHaveLength(2)
  })
})
