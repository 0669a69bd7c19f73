import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outbox, savedSearches } from '../../src/server/db/schema.ts'
import { confirmLink } from '../../src/server/services/alertLinks.ts'
import { HONEYPOT_FIELD } from '../../src/shared/constants.ts'
import { expectError } from '../fixtures/contract.ts'
import { altchaFrom } from '../fixtures/proofOfWork.ts'
import { appOnSameDatabase, call } from '../fixtures/requests.ts'
import { setUpListing, setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 23, items 6 and 7: saved searches and follows take the contact form's proof of work and
// honeypot; confirmation links expire after a week; deleting everything revokes the manage links.

const t = setUpTestApp()
const owner = setUpUser(t, 'admin')
const listing = setUpListing(t, owner, { title: 'Casa seguida con prueba' })

const SEARCH = 'country=country_ec&operation=sale'
const forms = [
  ['/api/saved-searches', (email: string) => ({ email, query: SEARCH, frequency: 'daily', lang: 'es' })],
  ['/api/saved-searches/follow', (email: string) => ({ email, propertyIds: [listing.id], lang: 'es' })],
] as const

async function post(path: string, body: Record<string, unknown>, solved = true) {
  const client = appOnSameDatabase(t)
  const altcha = solved ? await altchaFrom((p) => Promise.resolve(client.request(p))) : undefined
  return call(client, 'POST', path, { ...body, ...(altcha ? { altcha } : {}) })
}
const rowsOf = (email: string) => t.db.select().from(savedSearches).where(eq(savedSearches.email, email))
const mailsTo = (email: string) => t.db.select().from(outbox).where(eq(outbox.recipient, email))

describe('saved searches and follows take the proof of work and the honeypot', () => {
  it.each(forms)('%s without a solved proof of work is a 400 and keeps and mails nothing', async (path, bodyOf) => {
    const email = `nopow${path.length}@example.com`
    await expectError(await post(path, bodyOf(email), false), 400)
    await expectError(await call(appOnSameDatabase(t), 'POST', path, { ...bodyOf(email), altcha: 'bm90IGEgc29sdXRpb24=' }), 400)
    expect(await rowsOf(email)).toEqual([])
    expect(await mailsTo(email)).toEqual([])
  })

  it.each(forms)('%s with the honeypot filled is answered like a person, and keeps and mails nothing', async (path, bodyOf) => {
    const email = `bot${path.length}@example.com`
    const res = await post(path, { ...bodyOf(email), [HONEYPOT_FIELD]: 'http://spam.example' })
    expect(res.status).toBe(202)
    expect(await rowsOf(email)).toEqual([])
    expect(await mailsTo(email)).toEqual([])
  })

  it.each(forms)('%s from a person is kept and mails a confirmation', async (path, bodyOf) => {
    const email = `person${path.length}@example.com`
    expect((await post(path, bodyOf(email))).status).toBe(202)
    expect(await rowsOf(email)).toHaveLength(1)
    expect(await mailsTo(email)).toHaveLength(1)
  })

  it('a proof of work is spent once: posting it again is a 400', async () => {
    const client = appOnSameDatabase(t)
    const altcha = await altchaFrom((p) => Promise.resolve(client.request(p)))
    expect((await call(client, 'POST', '/api/saved-searches', { email: 'once@example.com', query: SEARCH, frequency: 'daily', lang: 'es', altcha })).status).toBe(202)
    await expectError(await call(client, 'POST', '/api/saved-searches', { email: 'twice@example.com', query: SEARCH, frequency: 'daily', lang: 'es', altcha }), 400)
  })
})

describe('alert links', () => {
  const confirm = (token: string) => call(t.app, 'POST', '/api/saved-searches/confirm', { token })

  it('a confirmation link older than a week is refused and confirms nothing; a fresh one works', async () => {
    const email = 'late@example.com'
    expect((await post(forms[0][0], forms[0][1](email))).status).toBe(202)
    const [row] = await rowsOf(email)
    const eightDaysAgo = Date.now() - 8 * 24 * 60 * 60 * 1000
    const stale = await expectError(await confirm(confirmLink(t.linkSecret, [row.id], eightDaysAgo)), 400)
    expect(stale.message).toMatch(/caducó|venció|expir/i)
    expect((await rowsOf(email))[0].confirmedAt).toBeNull()
    expect((await confirm(confirmLink(t.linkSecret, [row.id], Date.now() - 6 * 24 * 60 * 60 * 1000))).status).toBe(200)
    expect((await rowsOf(email))[0].confirmedAt).not.toBeNull()
  })

  it('a confirmation link confirms only the rows it names', async () => {
    const a = 'rows-a@example.com'
    const b = 'rows-b@example.com'
    for (const email of [a, b]) expect((await post(forms[0][0], forms[0][1](email))).status).toBe(202)
    const [rowA] = await rowsOf(a)
    expect((await confirm(confirmLink(t.linkSecret, [rowA.id]))).status).toBe(200)
    expect((await rowsOf(a))[0].confirmedAt).not.toBeNull()
    expect((await rowsOf(b))[0].confirmedAt).toBeNull()
  })

  it('deleting everything revokes the manage links made until then; a later subscription gets a working one', async () => {
    const email = 'gone@example.com'
    expect((await post(forms[0][0], forms[0][1](email))).status).toBe(202)
    const [row] = await rowsOf(email)
    const { manageToken } = (await (await confirm(confirmLink(t.linkSecret, [row.id]))).json()) as { manageToken: string }
    expect((await call(t.app, 'GET', `/api/saved-searches?token=${manageToken}`)).status).toBe(200)
    expect((await call(t.app, 'DELETE', `/api/saved-searches?token=${manageToken}`)).status).toBe(204)
    const revoked = await expectError(await call(t.app, 'GET', `/api/saved-searches?token=${manageToken}`), 400)
    expect(revoked.message).toBeTruthy()
    await expectError(await call(t.app, 'DELETE', `/api/saved-searches?token=${manageToken}`), 400)
    // Subscribing again later: the new link works, the old one still does not.
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect((await post(forms[0][0], forms[0][1](email))).status).toBe(202)
    const [again] = await rowsOf(email)
    const fresh = (await (await confirm(confirmLink(t.linkSecret, [again.id]))).json()) as { manageToken: string }
    expect((await call(t.app, 'GET', `/api/saved-searches?token=${fresh.manageToken}`)).status).toBe(200)
    await expectError(await call(t.app, 'GET', `/api/saved-searches?token=${manageToken}`), 400)
  })
})
