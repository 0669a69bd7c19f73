import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { listingReports, outbox } from '../../src/server/db/schema.ts'
import type { ListingReport, Paged } from '../../src/shared/types.ts'
import { expectError, expectInvalidFields, messageOf } from '../fixtures/contract.ts'
import { altchaFrom } from '../fixtures/proofOfWork.ts'
import { auth, createListing, jsonHeaders } from '../fixtures/properties.ts'
import { appOnSameDatabase, call } from '../fixtures/requests.ts'
import { setUpListing, setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 12: visitors report a suspicious listing; superadmins get a mail and review the reports;
// no number of reports hides a listing by itself.

const t = setUpTestApp()
const owner = setUpUser(t, 'admin')
const superadmin = setUpUser(t, 'superadmin')
const listing = setUpListing(t, owner, { title: 'Casa sospechosa en Cumbayá' })

/** Posts from a fresh client (its own rate limit), with a solved proof of work unless the body has one. */
async function report(id: number | string, body: Record<string, unknown>, lang = 'es') {
  const client = appOnSameDatabase(t)
  const altcha = 'altcha' in body ? body.altcha : await altchaFrom(async (path) => client.request(path))
  return call(client, 'POST', `/api/properties/${id}/reports`, { ...body, altcha }, { lang })
}
const reportsOf = async (propertyId: number) => t.db.select().from(listingReports).where(eq(listingReports.propertyId, propertyId))
async function adminList(query = '', token = superadmin.token) {
  const res = await t.app.request(`/api/admin/reports${query}`, { headers: auth(token) })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as Paged<ListingReport>
}

describe('reporting a listing', () => {
  it('stores the report and queues a mail to each superadmin, in the page language for the visitor', async () => {
    await t.db.delete(outbox)
    const res = await report(listing.id, { reason: 'fraud', details: 'Me pidieron un depósito por transferencia antes de visitar.', email: 'vecina@example.com' }, 'en')
    expect(res.status, await res.clone().text()).toBe(201)
    expect((await res.json()).message).toBe('Thank you: we will review this listing.')
    expect(await reportsOf(listing.id)).toMatchObject([{ reason: 'fraud', email: 'vecina@example.com', status: 'open' }])
    const mails = await t.db.select().from(outbox)
    expect(mails.map((m) => m.recipient).sort()).toEqual([superadmin.email, 'root@test.local'].sort())
    expect(mails[0]).toMatchObject({ kind: 'report.superadmin', replyTo: 'vecina@example.com', subject: 'Reporte de «Casa sospechosa en Cumbayá»: Fraude o me piden un depósito' })
    expect(mails[0].textBody).toContain('Me pidieron un depósito')
  })

  it('refuses a missing reason, a bad email, no proof of work, and an unknown or inactive listing, storing nothing', async () => {
    const before = (await reportsOf(listing.id)).length
    const bad = await expectInvalidFields(await report(listing.id, { reason: 'ugly', email: 'nope' }), ['reason', 'email'])
    expect(messageOf(bad, 'reason')).toBe('Elige un motivo del reporte.')
    await expectInvalidFields(await report(listing.id, { reason: 'duplicate', altcha: undefined }), ['altcha'])
    await expectError(await report(999999, { reason: 'fraud' }), 404)
    const hidden = await createListing(t, owner.token, { isActive: 'false' })
    await expectError(await report(hidden.id, { reason: 'fraud' }), 404)
    expect(await reportsOf(listing.id)).toHaveLength(before)
  })

  it('a filled honeypot is thanked and nothing is kept', async () => {
    const before = (await reportsOf(listing.id)).length
    expect((await report(listing.id, { reason: 'offensive', website: 'http://spam.example' })).status).toBe(201)
    expect(await reportsOf(listing.id)).toHaveLength(before)
  })

  it('many reports never hide the listing by themselves', async () => {
    for (const reason of ['closed', 'wrongData', 'duplicate', 'offensive', 'fraud']) expect((await report(listing.id, { reason })).status).toBe(201)
    expect((await t.app.request(`/api/properties/${listing.id}`)).status).toBe(200)
  })
})

describe('the Reportes screen API (superadmin)', () => {
  it('lists reports newest first with the listing and how often it was reported; resolves, dismisses and reopens', async () => {
    const list = await adminList('?status=open&limit=50')
    expect(list.pagination.total).toBe(6)
    expect(list.data[0]).toMatchObject({ propertyId: listing.id, propertyTitle: listing.title, propertySlug: listing.slug, propertyActive: true, reportCount: 6, status: 'open' })
    const id = list.data[0].id
    const review = (status: unknown) => t.app.request(`/api/admin/reports/${id}`, { method: 'PATCH', headers: jsonHeaders(superadmin.token), body: JSON.stringify({ status }) })
    expect((await (await review('resolved')).json()) as { status: string; reviewedAt: string | null }).toMatchObject({ status: 'resolved', reviewedAt: expect.any(String) })
    expect((await adminList('?status=resolved')).data.map((r) => r.id)).toEqual([id])
    expect(((await (await review('dismissed')).json()) as { status: string }).status).toBe('dismissed')
    expect(((await (await review('open')).json()) as { reviewedAt: string | null }).reviewedAt).toBeNull()
    await expectInvalidFields(await review('deleted'), ['status'])
    await expectError(await t.app.request('/api/admin/reports/999999', { method: 'PATCH', headers: jsonHeaders(superadmin.token), body: JSON.stringify({ status: 'resolved' }) }), 404)
  })

  it('is for superadmins only, and checks its query', async () => {
    expect((await t.app.request('/api/admin/reports', { headers: auth(owner.token) })).status).toBe(403)
    expect((await t.app.request('/api/admin/reports')).status).toBe(401)
    await expectInvalidFields(await t.app.request('/api/admin/reports?status=gone', { headers: auth(superadmin.token) }), ['status'])
  })
})
