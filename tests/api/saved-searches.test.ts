import { and, eq, inArray, sql } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox, properties, savedSearches } from '../../src/server/db/schema.ts'
import { startMailWorker, type MailWorker } from '../../src/server/mail/outbox.ts'
import { smtpSender } from '../../src/server/mail/smtpSender.ts'
import { runAlertsOnce } from '../../src/server/services/alertPass.ts'
import { purgeUnconfirmed } from '../../src/server/services/savedSearches.ts'
import type { Property } from '../../src/shared/types.ts'
import { expectError, expectInvalidFields, messageOf } from '../fixtures/contract.ts'
import { createListing, jsonHeaders } from '../fixtures/properties.ts'
import { altchaFrom } from '../fixtures/proofOfWork.ts'
import { appOnSameDatabase, call } from '../fixtures/requests.ts'
import { recipientsOf, startSmtp, type TestSmtp } from '../fixtures/smtpServer.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 14: a saved search mails nothing but its confirmation until confirmed (double opt-in); then
// one mail per batch of news (new matching listings, price cuts), never twice, never to an address
// that stopped it; every link signed.

// The search page's own address: 2 bedrooms or more, to rent in Lima, up to 1,500 PEN.
const LIMA_RENT = 'country=country_pe&city=pe_lima&operation=rent&beds=2&maxPrice=1500&currency=PEN'
const limaFlat = (title: string, price = '1400') => ({ title, countryId: 'country_pe', cityId: 'pe_lima', priceType: 'rent', currency: 'PEN', price, bedrooms: '2', neighborhood: 'Miraflores' })
const SITE = 'http://localhost:4321'

const t = setUpTestApp()
const owner = setUpUser(t, 'admin')
let smtp: TestSmtp
let mailer: MailWorker
const settings = () => ({ siteUrl: SITE, linkSecret: t.linkSecret })

beforeAll(async () => {
  smtp = await startSmtp()
  mailer = startMailWorker({ db: t.db, sender: smtpSender(`smtp://127.0.0.1:${smtp.port}`), from: 'Inmobiliaria <no-reply@inmobiliaria.test>', pollMs: 60_000 })
})
afterAll(async () => {
  await mailer?.stop()
  await smtp?.close()
})

/** Sends what is queued and returns the mails that reached `address` since `before`. */
async function mailsTo(address: string, before: number): Promise<ParsedMail[]> {
  while ((await mailer.runOnce()) > 0);
  // A send that failed on a busy machine waits for its retry: due now, as the worker would get to it.
  for (let retry = 0; retry < 3; retry++) {
    const waiting = await t.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(and(eq(outbox.status, 'pending'), eq(outbox.recipient, address)))
      .returning({ id: outbox.id, lastError: outbox.lastError })
    if (waiting.length === 0) break
    console.warn(`mail to ${address} waiting for a retry: ${waiting.map((row) => row.lastError).join('; ')}`)
    while ((await mailer.runOnce()) > 0);
  }
  return smtp.received.slice(before).filter((mail) => recipientsOf(mail).includes(address))
}
const linkIn = (mail: ParsedMail, param: string) => new URL(mail.text!.match(new RegExp(`https?://\\S+[?&]${param}=[^\\s]+`))![0]).searchParams.get(param)!
/** A header exactly as it came (mailparser turns List-* headers into objects). */
const rawHeader = (mail: ParsedMail, name: string) => mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '')
/** A form post as a person sends it: from a client of its own, with a solved proof of work. */
async function asAPerson(path: string, body: Record<string, unknown>) {
  const client = appOnSameDatabase(t)
  return call(client, 'POST', path, { ...body, altcha: await altchaFrom((p) => Promise.resolve(client.request(p))) })
}
const save = (body: Record<string, unknown>) => asAPerson('/api/saved-searches', body)

/** Saves and confirms a search from its mail; returns the address's manage token. */
async function subscribed(email: string, query = LIMA_RENT, frequency = 'instant'): Promise<{ id: number; manageToken: string }> {
  const before = smtp.received.length
  expect((await save({ email, query, frequency, lang: 'es' })).status).toBe(202)
  const [confirmation] = await mailsTo(email, before)
  const res = await call(t.app, 'POST', '/api/saved-searches/confirm', { token: linkIn(confirmation, 'confirmar') })
  expect(res.status).toBe(200)
  const { manageToken } = (await res.json()) as { manageToken: string }
  const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.email, email.toLowerCase()))
  return { id: row.id, manageToken }
}

/** As if the search had last looked 10 minutes ago and is due now. */
// Due a second ago, not at now(): the column keeps milliseconds, rounded, so a value written at
// now() can land a fraction of a millisecond after the next statement's now() and not be due yet.
const dueSince = (id: number, minutes = 10) =>
  t.db
    .update(savedSearches)
    .set({ checkedUntil: sql`now() - ${`${minutes} minutes`}::interval`, nextRunAt: sql`now() - interval '1 second'` })
    .where(eq(savedSearches.id, id))
/** A listing published a few minutes ago (its transaction long committed). */
async function published(fields: Record<string, string>): Promise<Property> {
  const listing = await createListing(t, owner.token, fields)
  await t.db
    .update(properties)
    .set({ createdAt: sql`now() - interval '3 minutes'` })
    .where(eq(properties.id, listing.id))
  return listing
}

describe('saving a search', () => {
  it('answers 202 and mails only a confirmation, in the chosen language, with a signed link', async () => {
    const before = smtp.received.length
    const res = await save({ email: 'Lucia@Example.com', query: `?${LIMA_RENT}&page=3&sortBy=price`, frequency: 'daily', lang: 'en' })
    expect(res.status).toBe(202)
    expect(((await res.json()) as { message: string }).message).toBe('We sent you an email: open its link to confirm the alert.')
    const mails = await mailsTo('lucia@example.com', before)
    expect(mails.map((m) => m.subject)).toEqual(['Confirm your property alert'])
    expect(linkIn(mails[0], 'confirmar')).toMatch(/^[\w-]+\.[\w-]+$/)
    expect(mails[0].text).toContain(`${SITE}/en/alertas?confirmar=`)
    // Paging and order are the page's, not the alert's; the filters are kept in one canonical form
    // (an old address's `beds` under its name of today).
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.email, 'lucia@example.com'))
    expect(row).toMatchObject({ query: 'country=country_pe&city=pe_lima&operation=rent&maxPrice=1500&currency=PEN&minBedrooms=2', frequency: 'daily', language: 'en', confirmedAt: null })
    expect(mails[0].text).toContain(`${SITE}/en/propiedades?${row.query}`)
    expect(mails[0].text).toMatch(/Your search: Peru · Lima · For rent · Up to .*1,500 · 2\+ bedrooms/)
  })

  it('refuses bad input with field errors and keeps nothing', async () => {
    const body = await expectInvalidFields(await save({ email: 'no-es-correo', query: LIMA_RENT, frequency: 'weekly' }), ['email', 'frequency'])
    expect(messageOf(body, 'frequency')).toBe('Elige cada cuánto quieres recibir la alerta.')
    const query = await expectInvalidFields(await save({ email: 'ok@example.com', query: `q=${'x'.repeat(1000)}`, frequency: 'daily' }), ['query'])
    expect(messageOf(query, 'query')).toBe('La búsqueda no es válida.')
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.email, 'ok@example.com'))).toEqual([])
  })

  it('mails at most three confirmations a day to one address, answering alike', async () => {
    const before = await t.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.recipient, 'pesado@example.com'))
    for (let i = 0; i < 5; i++) expect((await save({ email: 'pesado@example.com', query: `minArea=${i + 10}`, frequency: 'daily' })).status).toBe(202)
    const after = await t.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.recipient, 'pesado@example.com'))
    expect(after.length - before.length).toBe(3)
  })

  it('refuses a tampered or foreign link', async () => {
    const before = smtp.received.length
    await save({ email: 'tamper@example.com', query: LIMA_RENT, frequency: 'instant' })
    const token = linkIn((await mailsTo('tamper@example.com', before))[0], 'confirmar')
    const [id, signature] = token.split('.')
    const forged = `${Buffer.from('1').toString('base64url')}.${signature}`
    for (const bad of [forged, `${id}.${signature.slice(0, -2)}xx`, `${id}`, 'x'.repeat(700), 42]) {
      const body = await expectError(await call(t.app, 'POST', '/api/saved-searches/confirm', { token: bad }), 400)
      expect(body.message).toBe('El enlace no es válido. Ábrelo tal como llegó en el correo.')
    }
    // A confirm link is not a manage link.
    await expectError(await call(t.app, 'GET', `/api/saved-searches?token=${token}`), 400)
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.email, 'tamper@example.com'))
    expect(row.confirmedAt).toBeNull()
  })
})

describe('alerts', () => {
  it('a new matching flat gives exactly one instant alert, with photo, price and link, and nothing twice', async () => {
    const { id } = await subscribed('ana@example.com')
    await dueSince(id)
    const before = smtp.received.length
    const flat = await published(limaFlat('Departamento de 2 dormitorios en Miraflores'))
    await published(limaFlat('Departamento caro en Miraflores', '2500'))
    await published({ ...limaFlat('Casa en Quito'), countryId: 'country_ec', cityId: 'ec_quito', currency: 'USD' })
    expect(await runAlertsOnce(t.db, settings())).toBeGreaterThanOrEqual(1)
    const mails = await mailsTo('ana@example.com', before)
    expect(mails).toHaveLength(1)
    const [alert] = mails
    expect(alert.subject).toBe('1 novedades para tu búsqueda')
    // The search in words, as its chips read on the search page, not as its address.
    expect(alert.text).toMatch(/Tu búsqueda: Perú · Lima · Alquiler · Hasta .*1\.500 · 2\+ habitaciones/)
    expect(alert.text).toContain(flat.title)
    expect(alert.text).toContain(`${SITE}/propiedades/${flat.slug}`)
    expect(alert.text).not.toContain('caro')
    expect(alert.html).toContain(`${SITE}${flat.mainImage!.replace(/\.webp$/, '-400.webp')}`)
    expect(rawHeader(alert, 'list-unsubscribe')).toMatch(new RegExp(`^<${SITE}/api/saved-searches/unsubscribe\\?token=[\\w.-]+>$`))
    expect(rawHeader(alert, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')

    // Due again, even from a process started afresh: nothing new, nothing sent.
    await t.db
      .update(savedSearches)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(savedSearches.id, id))
    await runAlertsOnce(t.db, { ...settings() })
    expect(await mailsTo('ana@example.com', before)).toHaveLength(1)
  })

  it('an alert on pets, amenities and the monthly cost (issue 28) keeps them, says them in words and mails only what matches', async () => {
    const query = 'country=country_co&city=co_bogota&operation=rent&petsAllowed=true&amenities=gym,pool&maxMonthlyCost=3000000&currency=COP'
    const { id } = await subscribed('renata@example.com', query)
    expect((await t.db.select().from(savedSearches).where(eq(savedSearches.id, id)))[0].query).toBe(
      'country=country_co&city=co_bogota&operation=rent&maxMonthlyCost=3000000&currency=COP&petsAllowed=true&amenities=pool%2Cgym',
    )
    await dueSince(id)
    const before = smtp.received.length
    const bogota = { countryId: 'country_co', cityId: 'co_bogota', priceType: 'rent', currency: 'COP', neighborhood: 'Chapinero', amenities: '["pool","gym"]' }
    const fits = await published({ ...bogota, title: 'Apartamento con mascotas en Chapinero', price: '2500000', hoaFee: '300000', petsAllowed: 'true' })
    await published({ ...bogota, title: 'Apartamento sin mascotas en Chapinero', price: '2500000', petsAllowed: 'false' })
    await published({ ...bogota, title: 'Apartamento costoso con mascotas', price: '2800000', hoaFee: '400000', petsAllowed: 'true' })
    expect(await runAlertsOnce(t.db, settings())).toBeGreaterThanOrEqual(1)
    const mails = await mailsTo('renata@example.com', before)
    expect(mails).toHaveLength(1)
    expect(mails[0].text).toMatch(/Tu búsqueda: Colombia · Bogotá · Alquiler · Hasta .*3.millones al mes en total · Acepta mascotas · Piscina · Gimnasio/)
    expect(mails[0].text).toContain(fits.title)
    expect(mails[0].text).not.toContain('sin mascotas')
    expect(mails[0].text).not.toContain('costoso')
  })

  it('a price cut on a matching flat gives one mail with the cut', async () => {
    const flat = await published(limaFlat('Departamento que baja de precio en Barranco', '1600'))
    // Published long before: its cut is the news, not the listing.
    await t.db
      .update(properties)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(properties.id, flat.id))
    const { id } = await subscribed('bruno@example.com')
    const res = await t.app.request(`/api/properties/${flat.id}`, { method: 'PATCH', headers: jsonHeaders(owner.token), body: JSON.stringify({ price: 1350 }) })
    expect(res.status, await res.text()).toBe(200)
    await t.db
      .update(properties)
      .set({ priceChangedAt: sql`now() - interval '2 minutes'` })
      .where(eq(properties.id, flat.id))
    await dueSince(id, 5)
    const before = smtp.received.length
    const queued = await runAlertsOnce(t.db, settings())
    const mails = await mailsTo('bruno@example.com', before)
    // Should this fail again (once, on a busy machine, 2026-11-28), the rows the alert read say why.
    const [search] = await t.db.select({ checkedUntil: savedSearches.checkedUntil, nextRunAt: savedSearches.nextRunAt }).from(savedSearches).where(eq(savedSearches.id, id))
    const [listing] = await t.db
      .select({ price: properties.price, previousPrice: properties.previousPrice, priceChangedAt: properties.priceChangedAt, createdAt: properties.createdAt, isActive: properties.isActive })
      .from(properties)
      .where(eq(properties.id, flat.id))
    const [clock] = await t.db.select({ now: sql<string>`now()::text` }).from(sql`(select 1) as one`)
    expect(mails, JSON.stringify({ queued, search, listing, clock })).toHaveLength(1)
    expect(mails[0].text).toContain('Bajaron de precio')
    expect(mails[0].text).toMatch(/Departamento que baja de precio en Barranco — S\/\s1\.350 \(antes S\/\s1\.600\)/)
  })

  it('a daily alert mails at most once a day', async () => {
    const { id } = await subscribed('carla@example.com', LIMA_RENT, 'daily')
    await dueSince(id)
    const before = smtp.received.length
    await published(limaFlat('Primer departamento del día en Surco'))
    await runAlertsOnce(t.db, settings())
    await published(limaFlat('Segundo departamento del día en Surco'))
    await t.db
      .update(savedSearches)
      .set({ checkedUntil: sql`now() - interval '10 minutes'` })
      .where(eq(savedSearches.id, id))
    await runAlertsOnce(t.db, settings())
    expect(await mailsTo('carla@example.com', before)).toHaveLength(1)
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, id))
    expect(row.nextRunAt.getTime() - Date.now()).toBeGreaterThan(23 * 3600_000)
    // A day later, the second one goes.
    await t.db
      .update(savedSearches)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(savedSearches.id, id))
    await runAlertsOnce(t.db, settings())
    const mails = await mailsTo('carla@example.com', before)
    expect(mails).toHaveLength(2)
    expect(mails[1].text).toContain('Segundo departamento del día en Surco')
  })

  it('nothing goes to an unconfirmed address, nor after a one-click unsubscribe', async () => {
    await save({ email: 'sin-confirmar@example.com', query: LIMA_RENT, frequency: 'instant' })
    const [pending] = await t.db.select().from(savedSearches).where(eq(savedSearches.email, 'sin-confirmar@example.com'))
    await dueSince(pending.id)
    const { id } = await subscribed('dani@example.com')
    await dueSince(id)
    const before = smtp.received.length
    await published(limaFlat('Departamento para quien se da de baja'))
    await runAlertsOnce(t.db, settings())
    const [alert] = await mailsTo('dani@example.com', before)
    expect(await mailsTo('sin-confirmar@example.com', before)).toHaveLength(0)

    // The mail program's one click (RFC 8058): a POST to the List-Unsubscribe address.
    const url = new URL(rawHeader(alert, 'list-unsubscribe')!.slice(1, -1))
    const res = await t.app.request(`${url.pathname}${url.search}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })
    expect(res.status).toBe(200)
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.id, id))).toEqual([])
    await published(limaFlat('Otro departamento que ya no se avisa'))
    await runAlertsOnce(t.db, settings())
    expect(await mailsTo('dani@example.com', before)).toHaveLength(1)
  })
})

describe('managing an address', () => {
  it('lists its alerts, deletes one, and deletes everything kept about the address', async () => {
    const { manageToken } = await subscribed('eva@example.com')
    await save({ email: 'eva@example.com', query: 'country=country_co', frequency: 'daily' })
    const list = await call(t.app, 'GET', `/api/saved-searches?token=${manageToken}`)
    const body = (await list.json()) as { email: string; data: { id: number; confirmed: boolean }[] }
    expect(body.email).toBe('eva@example.com')
    expect(body.data.map((s) => s.confirmed)).toEqual([true, false])
    // Another address's alert cannot be deleted with this link.
    const [other] = await t.db.select().from(savedSearches).where(eq(savedSearches.email, 'lucia@example.com'))
    await expectError(await call(t.app, 'DELETE', `/api/saved-searches/${other.id}?token=${manageToken}`), 404)
    expect((await call(t.app, 'DELETE', `/api/saved-searches/${body.data[1].id}?token=${manageToken}`)).status).toBe(204)
    expect((await call(t.app, 'DELETE', `/api/saved-searches?token=${manageToken}`)).status).toBe(204)
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.email, 'eva@example.com'))).toEqual([])
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, 'eva@example.com'))).toEqual([])
  })

  it('forgets addresses that never confirmed after 7 days', async () => {
    await save({ email: 'olvidado@example.com', query: LIMA_RENT, frequency: 'daily' })
    await t.db
      .update(savedSearches)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(savedSearches.email, 'olvidado@example.com'))
    expect(await purgeUnconfirmed(t.db)).toBeGreaterThanOrEqual(1)
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.email, 'olvidado@example.com'))).toEqual([])
  })
})

describe('editing an alert from its manage link (issue 22)', () => {
  // The alert job takes 20 due searches a pass: these must not crowd out the later tests' searches.
  afterAll(() => t.db.delete(savedSearches).where(inArray(savedSearches.email, ['rosa@example.com', 'tomas@example.com', 'otra-direccion@example.com'])))
  const patch = (id: number, token: string, body: unknown) => call(t.app, 'PATCH', `/api/saved-searches/${id}?token=${encodeURIComponent(token)}`, body)
  const rowOf = async (id: number) => (await t.db.select().from(savedSearches).where(eq(savedSearches.id, id)))[0]

  it('changes the filters and the frequency of one alert, kept in canonical form, and the list shows them', async () => {
    const { id, manageToken } = await subscribed('rosa@example.com')
    const res = await patch(id, manageToken, { query: '?operation=sale&country=country_co&page=2&sortBy=price', frequency: 'daily' })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { message: string }).message).toBe('Alerta actualizada.')
    expect(await rowOf(id)).toMatchObject({ query: 'country=country_co&operation=sale', frequency: 'daily' })
    // One field alone changes only that field.
    expect((await patch(id, manageToken, { frequency: 'instant' })).status).toBe(200)
    const list = (await (await call(t.app, 'GET', `/api/saved-searches?token=${manageToken}`)).json()) as { data: { id: number; query: string; frequency: string }[] }
    expect(list.data).toEqual([expect.objectContaining({ id, query: 'country=country_co&operation=sale', frequency: 'instant' })])
  })

  it("answers 404 with another address's link, 400 with field messages for bad input, and changes nothing either way", async () => {
    const { id, manageToken } = await subscribed('tomas@example.com')
    const other = await subscribed('otra-direccion@example.com')
    const before = await rowOf(id)
    const wrong = await expectError(await patch(id, other.manageToken, { frequency: 'daily' }), 404)
    expect(wrong.message).toBe('Esta alerta ya no existe.')
    await expectError(await patch(id, `${manageToken.slice(0, -2)}xx`, { frequency: 'daily' }), 400)
    const bad = await expectInvalidFields(await patch(id, manageToken, { query: `q=${'x'.repeat(1000)}`, frequency: 'weekly' }), ['query', 'frequency'])
    expect(messageOf(bad, 'frequency')).toBe('Elige cada cuánto quieres recibir la alerta.')
    expect(messageOf(bad, 'query')).toBe('La búsqueda no es válida.')
    // A change that would make it the same as another alert of the address is refused too.
    await save({ email: 'tomas@example.com', query: 'country=country_ec', frequency: 'instant' })
    await expectError(await patch(id, manageToken, { query: 'country=country_ec' }), 409)
    expect(await rowOf(id)).toEqual(before)
  })
})

describe('sending the manage link again (issue 22)', () => {
  afterAll(() => t.db.delete(savedSearches).where(eq(savedSearches.email, 'pablo@example.com')))
  it('answers 202 alike for any address, and mails the manage link, in the asked language, only to an address with alerts', async () => {
    await subscribed('pablo@example.com')
    const client = appOnSameDatabase(t)
    const before = smtp.received.length
    const known = await call(client, 'POST', '/api/saved-searches/link', { email: 'Pablo@Example.com', lang: 'pt' })
    const unknown = await call(client, 'POST', '/api/saved-searches/link', { email: 'ninguem@example.com', lang: 'pt' })
    expect([known.status, unknown.status]).toEqual([202, 202])
    const [knownBody, unknownBody] = [await known.json(), await unknown.json()]
    expect(knownBody).toEqual(unknownBody)
    expect(knownBody).toEqual({ message: 'Se esse endereço tiver alertas, enviamos o link para gerenciá-los.' })
    expect(await mailsTo('ninguem@example.com', before)).toEqual([])
    const mails = await mailsTo('pablo@example.com', before)
    expect(mails.map((m) => m.subject)).toEqual(['Seu link para gerenciar seus alertas'])
    expect(mails[0].text).toContain(`${SITE}/pt/alertas?gestionar=`)
    const list = await call(t.app, 'GET', `/api/saved-searches?token=${linkIn(mails[0], 'gestionar')}`)
    expect(((await list.json()) as { email: string }).email).toBe('pablo@example.com')
  })

  it('refuses a bad address with its message, and is limited per client like the contact form', async () => {
    const client = appOnSameDatabase(t)
    const body = await expectInvalidFields(await call(client, 'POST', '/api/saved-searches/link', { email: 'no-es-correo', lang: 'es' }), ['email'])
    expect(messageOf(body, 'email')).toBe('Por favor ingresa un email válido.')
    // The bad post above counts: 9 more reach the limit of 10 per 10 minutes.
    for (let i = 0; i < 9; i++) expect((await call(client, 'POST', '/api/saved-searches/link', { email: `x${i}@example.com`, lang: 'es' })).status).toBe(202)
    const throttled = await expectError(await call(client, 'POST', '/api/saved-searches/link', { email: 'x@example.com', lang: 'es' }), 429)
    expect(throttled.message).toBe('Has enviado demasiados mensajes. Inténtalo de nuevo en unos minutos.')
  })
})

describe('following a favourite', () => {
  const follow = (body: Record<string, unknown>) => asAPerson('/api/saved-searches/follow', body)
  const patch = (id: number, body: Record<string, unknown>) => t.app.request(`/api/properties/${id}`, { method: 'PATCH', headers: jsonHeaders(owner.token), body: JSON.stringify(body) })
  /** The change happened two minutes ago (long committed), and the follow last looked five minutes ago. */
  async function settled(listingId: number, followId: number) {
    await t.db
      .update(properties)
      .set({ priceChangedAt: sql`now() - interval '2 minutes'`, statusChangedAt: sql`case when status_changed_at is null then null else now() - interval '2 minutes' end` })
      .where(eq(properties.id, listingId))
    await dueSince(followId, 5)
  }

  it('one confirmation stands for every listing followed so far; then a price cut and each status change give one mail each, never twice', async () => {
    const first = await published(limaFlat('Departamento seguido en San Isidro', '1600'))
    const second = await published(limaFlat('Otro departamento seguido en Lince', '1500'))
    const before = smtp.received.length
    const res = await follow({ email: 'Fede@Example.com', propertyIds: [first.id], lang: 'es' })
    expect(res.status).toBe(202)
    expect(((await res.json()) as { message: string }).message).toBe('Te enviamos un correo: abre el enlace para confirmar los avisos.')
    expect((await follow({ email: 'fede@example.com', propertyIds: [second.id, first.id, 999_999], lang: 'es' })).status).toBe(202)
    const confirmations = await mailsTo('fede@example.com', before)
    expect(confirmations).toHaveLength(2)
    const asked = smtp.received.length
    expect(confirmations[1].text).toContain(`${SITE}/favoritos?ids=${first.id}%2C${second.id}`)
    const rows = await t.db.select().from(savedSearches).where(eq(savedSearches.email, 'fede@example.com'))
    expect(rows.map((r) => r.propertyId).sort()).toEqual([first.id, second.id].sort())
    expect(rows.every((r) => r.confirmedAt === null)).toBe(true)

    // Unconfirmed: a cut tells nothing yet.
    expect((await patch(first.id, { price: 1500 })).status).toBe(200)
    await t.db
      .update(savedSearches)
      .set({ nextRunAt: sql`now() - interval '1 second'`, checkedUntil: sql`now() - interval '10 minutes'` })
      .where(eq(savedSearches.email, 'fede@example.com'))
    await runAlertsOnce(t.db, settings())
    expect((await mailsTo('fede@example.com', asked)).map((m) => m.subject)).toEqual([])

    // The first mail's link confirms only what that mail asked about (issue 23)…
    const confirmedFirst = await call(t.app, 'POST', '/api/saved-searches/confirm', { token: linkIn(confirmations[0], 'confirmar') })
    expect(confirmedFirst.status).toBe(200)
    const partly = await t.db.select().from(savedSearches).where(eq(savedSearches.email, 'fede@example.com'))
    expect(partly.filter((r) => r.confirmedAt !== null).map((r) => r.propertyId)).toEqual([first.id])
    // …and the second mail's link, which listed both, confirms both.
    const confirmed = await call(t.app, 'POST', '/api/saved-searches/confirm', { token: linkIn(confirmations[1], 'confirmar') })
    expect(confirmed.status).toBe(200)
    const after = await t.db.select().from(savedSearches).where(eq(savedSearches.email, 'fede@example.com'))
    expect(after.every((r) => r.confirmedAt !== null)).toBe(true)
    const followOf = (id: number) => after.find((r) => r.propertyId === id)!.id

    const sent = smtp.received.length
    expect((await patch(first.id, { price: 1350 })).status).toBe(200)
    await settled(first.id, followOf(first.id))
    await dueSince(followOf(second.id), 5)
    await runAlertsOnce(t.db, settings())
    let mails = await mailsTo('fede@example.com', sent)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe('Novedades de «Departamento seguido en San Isidro»')
    expect(mails[0].text).toContain('Bajó de precio')
    expect(mails[0].text).toMatch(/S\/\s1\.350 \(antes S\/\s1\.500\)/)
    expect(mails[0].text).toContain(`${SITE}/propiedades/${first.slug}`)
    expect(rawHeader(mails[0], 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')

    // Run again, as a restarted process would: nothing twice.
    await t.db
      .update(savedSearches)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(savedSearches.email, 'fede@example.com'))
    await runAlertsOnce(t.db, settings())
    expect(await mailsTo('fede@example.com', sent)).toHaveLength(1)

    // Reserved, then rented (the second listing): one mail each, saying so.
    for (const [statusId, words] of [
      ['status_pending', 'Ahora está reservado'],
      ['status_rented', 'Se alquiló'],
    ] as const) {
      const at = smtp.received.length
      expect((await patch(second.id, { statusId })).status).toBe(200)
      await settled(second.id, followOf(second.id))
      await runAlertsOnce(t.db, settings())
      mails = await mailsTo('fede@example.com', at)
      expect(mails.map((m) => m.subject)).toEqual(['Novedades de «Otro departamento seguido en Lince»'])
      expect(mails[0].text).toContain(words)
      expect(mails[0].text).not.toContain('Bajó de precio')
    }

    // A rise, or an edit of something else, is no news.
    const quiet = smtp.received.length
    expect((await patch(first.id, { price: 1700, title: 'Departamento seguido en San Isidro, renovado' })).status).toBe(200)
    await settled(first.id, followOf(first.id))
    await runAlertsOnce(t.db, settings())
    expect(await mailsTo('fede@example.com', quiet)).toHaveLength(0)
  })

  it('stops with one click, and the manage page names the listing', async () => {
    const flat = await published({ ...limaFlat('Departamento en venta que dejo de seguir en Jesús María', '450000'), priceType: 'sale' })
    const before = smtp.received.length
    await follow({ email: 'gina@example.com', propertyIds: [flat.id], lang: 'en' })
    const [confirmation] = await mailsTo('gina@example.com', before)
    expect(confirmation.subject).toBe('Confirm your property alert')
    expect(confirmation.text).toContain('drop in price or change status')
    const { manageToken } = (await (await call(t.app, 'POST', '/api/saved-searches/confirm', { token: linkIn(confirmation, 'confirmar') })).json()) as { manageToken: string }
    const list = (await (await call(t.app, 'GET', `/api/saved-searches?token=${manageToken}`)).json()) as { data: { query: string; listing: { id: number; slug: string; title: string } | null }[] }
    expect(list.data).toEqual([expect.objectContaining({ query: '', listing: { id: flat.id, slug: flat.slug, title: flat.title } })])

    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.email, 'gina@example.com'))
    expect((await patch(flat.id, { statusId: 'status_sold' })).status).toBe(200)
    await settled(flat.id, row.id)
    await runAlertsOnce(t.db, settings())
    const [, alert] = await mailsTo('gina@example.com', before)
    expect(alert.subject).toBe(`News about “${flat.title}”`)
    expect(alert.text).toContain('Sold')
    const url = new URL(rawHeader(alert, 'list-unsubscribe')!.slice(1, -1))
    expect((await t.app.request(`${url.pathname}${url.search}`, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status).toBe(200)
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.email, 'gina@example.com'))).toEqual([])
    expect((await patch(flat.id, { statusId: 'status_available' })).status).toBe(200)
    await runAlertsOnce(t.db, settings())
    expect(await mailsTo('gina@example.com', before)).toHaveLength(2)
  })

  it('the cancel link of a follow confirmation drops every pending follow of the address', async () => {
    const a = await published(limaFlat('Departamento A no pedido', '1400'))
    const b = await published(limaFlat('Departamento B no pedido', '1400'))
    const before = smtp.received.length
    await follow({ email: 'ajeno@example.com', propertyIds: [a.id, b.id] })
    const [confirmation] = await mailsTo('ajeno@example.com', before)
    expect((await call(t.app, 'POST', `/api/saved-searches/unsubscribe?token=${linkIn(confirmation, 'baja')}`)).status).toBe(200)
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.email, 'ajeno@example.com'))).toEqual([])
  })

  it('refuses bad input with field errors and keeps nothing', async () => {
    // The list's own faults name the field; a bad item names its place in the list.
    const cases: [unknown, string][] = [
      [[], 'propertyIds'],
      [Array.from({ length: 101 }, (_, i) => i + 1), 'propertyIds'],
      ['x', 'propertyIds'],
      [[0], 'propertyIds.0'],
      [[5, '3'], 'propertyIds.1'],
      [[1.5], 'propertyIds.0'],
    ]
    for (const [propertyIds, path] of cases) {
      const body = await expectInvalidFields(await follow({ email: 'malo@example.com', propertyIds }), [path])
      expect(messageOf(body, path)).toBe('Elige entre 1 y 100 inmuebles para seguir.')
    }
    await expectInvalidFields(await follow({ email: 'no-es-correo', propertyIds: [1] }), ['email'])
    await expectInvalidFields(await follow({ email: 'malo@example.com' }), ['propertyIds'])
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.email, 'malo@example.com'))).toEqual([])
  })

  it('follows nothing that is not on the portal, and mails nothing for it', async () => {
    const gone = await published(limaFlat('Departamento retirado', '1400'))
    expect((await patch(gone.id, { isActive: false })).status).toBe(200)
    const before = smtp.received.length
    expect((await follow({ email: 'nadie@example.com', propertyIds: [gone.id, 999_998] })).status).toBe(202)
    expect(await mailsTo('nadie@example.com', before)).toHaveLength(0)
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.email, 'nadie@example.com'))).toEqual([])
  })
})
