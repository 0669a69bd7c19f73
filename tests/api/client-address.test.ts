import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../src/server/app.ts'
import { createTestApp, type TestApp } from '../fixtures/testApp.ts'

// Issue 13: behind a trusted proxy the client is the right-most X-Forwarded-For entry (the one the
// proxy added); the entries to its left are the client's own words and must not reset its limits.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const post = (app: ReturnType<typeof createApp>, forwardedFor: string) =>
  app.request('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor }, body: '{}' })

describe('the client address behind a proxy', () => {
  it('rotating the left-most X-Forwarded-For entries does not escape the per-client limit', async () => {
    const app = createApp({ db: t.db, storage: t.storage, tokens: t.tokens, proofOfWork: t.proofOfWork, trustProxy: true })
    // Bad bodies count too (the limit is hit before the check): 10 per 10 minutes, then 429.
    for (let i = 0; i < 10; i += 1) expect((await post(app, `10.0.0.${i}, 203.0.113.7`)).status).toBe(400)
    expect((await post(app, '10.0.0.99, 203.0.113.7')).status).toBe(429)
    // Another client, as the proxy saw it, has its own allowance.
    expect((await post(app, '10.0.0.1, 203.0.113.8')).status).toBe(400)
  })

  it('without TRUST_PROXY the header is ignored: every post counts against the connection', async () => {
    const app = createApp({ db: t.db, storage: t.storage, tokens: t.tokens, proofOfWork: t.proofOfWork })
    for (let i = 0; i < 10; i += 1) expect((await post(app, `198.51.100.${i}`)).status).toBe(400)
    expect((await post(app, '198.51.100.200')).status).toBe(429)
  })
})
