import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inquiries, outbox } from '../../src/server/db/schema.ts'
import { startMailWorker } from '../../src/server/mail/outbox.ts'
import { smtpSender } from '../../src/server/mail/smtpSender.ts'
import type { Property } from '../../src/shared/types.ts'
import { altchaFrom } from '../fixtures/proofOfWork.ts'
import { createListing } from '../fixtures/properties.ts'
import { appOnSameDatabase } from '../fixtures/requests.ts'
import { recipientsOf, startSmtp } from '../fixtures/smtpServer.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 23, item 6: the contact form mailed the visitor's own text to any address typed in as
// "email", from the portal's sender: a relay for phishing with the portal's SPF and DKIM. The
// confirmation now carries only fixed text, the listing's title and link, and an address gets at
// most three of them a day; the inquiry itself always reaches the advertiser.

const t = setUpTestApp()
const owner = setUpUser(t, 'admin', { email: 'owner-visitor@inmobiliaria.test' })
let listings: Property[]
let smtp: Awaited<ReturnType<typeof startSmtp>>

beforeAll(async () => {
  listings = []
  for (let i = 0; i < 5; i++) listings.push(await createListing(t, owner.token, { title: `Departamento luminoso ${i}` }))
  smtp = await startSmtp()
})
afterAll(async () => {
  await smtp.close()
})

async function inquire(body: Record<string, unknown>, lang = 'es') {
  // Each from a client of its own: the per-client form limit is not what is under test.
  const app = appOnSameDatabase(t)
  const altcha = await altchaFrom(async (path) => app.request(path))
  const res = await app.request('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': lang }, body: JSON.stringify({ ...body, altcha }) })
  expect(res.status, await res.clone().text()).toBe(201)
}

const PHISH = 'Your account is locked, log in at https://evil.example/login'

describe("the visitor's confirmation mail", () => {
  it('carries none of the words the visitor typed: only fixed text, the listing title and its link', async () => {
    await inquire({ name: `Soporte ${PHISH}`, email: 'victim@example.com', phone: '+593 99 111 2222', message: `Hola. ${PHISH}`, propertyId: listings[0].id }, 'en')
    const w = startMailWorker({ db: t.db, sender: smtpSender(`smtp://127.0.0.1:${smtp.port}`), from: 'Inmobiliaria <no-reply@inmobiliaria.test>', pollMs: 60_000 })
    try {
      expect(await w.runOnce()).toBe(2)
    } finally {
      await w.stop()
    }
    const visitor = smtp.received.find((m) => recipientsOf(m).includes('victim@example.com'))!
    expect(visitor.subject).toBe('We received your inquiry')
    for (const part of [visitor.text ?? '', String(visitor.html)]) {
      expect(part).not.toContain('evil.example')
      expect(part).not.toContain('Soporte')
      expect(part).not.toContain('Hola')
      expect(part).not.toContain('+593')
    }
    expect(visitor.text).toContain('“Departamento luminoso 0”')
    expect(visitor.text).toContain(`http://localhost:4321/en/propiedades/${listings[0].slug}`)
    expect(visitor.replyTo).toBeUndefined()
    // The advertiser still gets everything the visitor wrote, to answer it.
    const advertiser = smtp.received.find((m) => recipientsOf(m).includes(owner.email))!
    expect(advertiser.text).toContain(PHISH)
  })

  it('one address gets at most three a day; past them the inquiry is still kept and reaches the advertiser', async () => {
    await t.db.delete(outbox)
    const email = 'Flood@Example.com'
    for (let i = 0; i < 5; i++) await inquire({ name: 'Ana Pérez', email: i % 2 ? email.toLowerCase() : email, message: 'Quisiera visitarlo esta semana.', propertyId: listings[i].id })
    const toVisitor = await t.db.select().from(outbox).where(eq(outbox.kind, 'inquiry.visitor'))
    expect(toVisitor).toHaveLength(3)
    expect(await t.db.select().from(outbox).where(eq(outbox.kind, 'inquiry.advertiser'))).toHaveLength(5)
    const kept = await t.db.select().from(inquiries).where(eq(inquiries.name, 'Ana Pérez'))
    expect(kept).toHaveLength(5)
    // Another address has its own three.
    await inquire({ name: 'Otra Persona', email: 'other@example.com', message: 'Quisiera visitarlo esta semana.', propertyId: listings[0].id })
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, 'other@example.com'))).toHaveLength(1)
  })
})
