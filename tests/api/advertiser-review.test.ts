import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { advertisers, auditLog, outbox, properties } from '../../src/server/db/schema.ts'
import type { AdminAdvertiser } from '../../src/shared/schemas/advertiserReview.ts'
import type { Paged, Property } from '../../src/shared/types.ts'
import { makeAgency, makeOwner, type TestAgency } from '../fixtures/agencies.ts'
import { expectError, expectInvalidFields } from '../fixtures/contract.ts'
import { createListing } from '../fixtures/properties.ts'
import { call } from '../fixtures/requests.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'
import type { TestUser } from '../fixtures/testApp.ts'

// Issue 27: a superadmin reviews new advertisers (docs/advertisers.md "Review").

const t = setUpTestApp()
const superadmin = setUpUser(t, 'superadmin')
const admin = setUpUser(t, 'admin')
let older: TestAgency
let newer: { id: number; user: TestUser }
let waiting: Property

const as = (user: TestUser) => ({ token: user.token })
const mailsTo = (email: string) => t.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id))
const lastAudit = async (action: string) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action as never))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0]

beforeAll(async () => {
  older = await makeAgency(t, 'Agencia Pendiente', { status: 'pending', agents: 1 })
  newer = await makeOwner(t, 'Dueña Pendiente', 'pending')
  // The agent's listing, made active while the agency waits: kept back until approval.
  waiting = await createListing(t, older.agents[0].token, { title: 'Casa que espera revisión' })
})

describe('the review queue', () => {
  it('lists pending advertisers oldest first, with their contact, listings and facts', async () => {
    const res = await call(t.app, 'GET', '/api/admin/advertisers?status=pending', undefined, as(superadmin))
    expect(res.status).toBe(200)
    const page = (await res.json()) as Paged<AdminAdvertiser>
    expect(page.data.map((a) => a.id)).toEqual([older.id, newer.id])
    expect(page.pagination.total).toBe(2)
    const agency = page.data[0]
    expect(agency).toMatchObject({ kind: 'agency', status: 'pending', licence: 'LIC-1', listings: 1, verified: [], emailVerified: true, reviewedAt: null })
    expect(agency.contact).toEqual({ name: older.manager.name, email: older.manager.email, phoneNumber: null })
    // The default is the queue; approved advertisers are another status.
    const byDefault = (await (await call(t.app, 'GET', '/api/admin/advertisers', undefined, as(superadmin))).json()) as Paged<AdminAdvertiser>
    expect(byDefault.data.map((a) => a.id)).toEqual([older.id, newer.id])
    const approved = (await (await call(t.app, 'GET', '/api/admin/advertisers?status=approved&limit=100', undefined, as(superadmin))).json()) as Paged<AdminAdvertiser>
    expect(approved.data.every((a) => a.status === 'approved')).toBe(true)
    expect(approved.data.map((a) => a.id)).not.toContain(older.id)
  })

  it('refuses a bad status or page with field errors', async () => {
    await expectInvalidFields(await call(t.app, 'GET', '/api/admin/advertisers?status=maybe&page=0', undefined, as(superadmin)), ['status', 'page'])
  })

  it('is for superadmins only: an admin hears 403, a visitor 401', async () => {
    await expectError(await call(t.app, 'GET', '/api/admin/advertisers', undefined, as(admin)), 403)
    await expectError(await call(t.app, 'POST', `/api/admin/advertisers/${older.id}/approve`, undefined, as(admin)), 403)
    await expectError(await call(t.app, 'POST', `/api/admin/advertisers/${older.id}/reject`, { reason: 'No nos convence nada.' }, as(older.manager)), 403)
    await expectError(await call(t.app, 'PUT', `/api/admin/advertisers/${older.id}/verifications/phone`, { at: '2026-01-02' }, as(admin)), 403)
    await expectError(await call(t.app, 'DELETE', `/api/admin/advertisers/${older.id}/verifications/phone`, undefined, as(admin)), 403)
    await expectError(await call(t.app, 'GET', '/api/admin/advertisers'), 401)
    const [row] = await t.db.select().from(advertisers).where(eq(advertisers.id, older.id))
    expect(row.status).toBe('pending')
  })

  it('answers 404 for an unknown advertiser', async () => {
    const body = await expectError(await call(t.app, 'POST', '/api/admin/advertisers/999999/approve', undefined, as(superadmin)), 404)
    expect(body.message).toMatch(/anunciante/i)
    await expectError(await call(t.app, 'POST', '/api/admin/advertisers/abc/reject', { reason: 'Un motivo suficiente.' }, as(superadmin)), 404)
    await expectError(await call(t.app, 'PUT', '/api/admin/advertisers/999999/verifications/phone', { at: '2026-01-02' }, as(superadmin)), 404)
  })
})

describe('verification facts', () => {
  it('records a fact with its day, changes the day, and removes it', async () => {
    const set = await call(t.app, 'PUT', `/api/admin/advertisers/${older.id}/verifications/licence`, { at: '2026-01-15' }, as(superadmin))
    expect(set.status).toBe(200)
    expect(((await set.json()) as AdminAdvertiser).verified).toEqual([{ fact: 'licence', at: '2026-01-15' }])
    const again = (await (await call(t.app, 'PUT', `/api/admin/advertisers/${older.id}/verifications/licence`, { at: '2026-02-01' }, as(superadmin))).json()) as AdminAdvertiser
    expect(again.verified).toEqual([{ fact: 'licence', at: '2026-02-01' }])
    expect(await lastAudit('advertiser.verify')).toMatchObject({ targetType: 'advertiser', targetId: String(older.id), actorId: superadmin.id, details: { fact: 'licence', at: '2026-02-01' } })
    await call(t.app, 'PUT', `/api/admin/advertisers/${older.id}/verifications/phone`, { at: '2026-01-20' }, as(superadmin))
    // The listing's public badge lists the facts too (for the owner's view while pending).
    const listing = (await (await call(t.app, 'GET', `/api/properties/${waiting.id}`, undefined, as(older.agents[0]))).json()) as Property
    expect(listing.advertiser?.verified).toEqual([
      { fact: 'phone', at: '2026-01-20' },
      { fact: 'licence', at: '2026-02-01' },
    ])
    const removed = await call(t.app, 'DELETE', `/api/admin/advertisers/${older.id}/verifications/phone`, undefined, as(superadmin))
    expect(((await removed.json()) as AdminAdvertiser).verified).toEqual([{ fact: 'licence', at: '2026-02-01' }])
    expect(await lastAudit('advertiser.unverify')).toMatchObject({ targetId: String(older.id), details: { fact: 'phone' } })
  })

  it('refuses an unknown fact, a malformed, impossible or future day with 400', async () => {
    const base = `/api/admin/advertisers/${older.id}/verifications`
    await expectInvalidFields(await call(t.app, 'PUT', `${base}/passport`, { at: '2026-01-02' }, as(superadmin)), ['fact'])
    await expectInvalidFields(await call(t.app, 'DELETE', `${base}/passport`, undefined, as(superadmin)), ['fact'])
    await expectInvalidFields(await call(t.app, 'PUT', `${base}/identity`, { at: '02/01/2026' }, as(superadmin)), ['at'])
    await expectInvalidFields(await call(t.app, 'PUT', `${base}/identity`, { at: '2026-02-30' }, as(superadmin)), ['at'])
    await expectInvalidFields(await call(t.app, 'PUT', `${base}/identity`, {}, as(superadmin)), ['at'])
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    await expectInvalidFields(await call(t.app, 'PUT', `${base}/identity`, { at: tomorrow }, as(superadmin)), ['at'])
    const today = new Date().toISOString().slice(0, 10)
    expect((await call(t.app, 'PUT', `${base}/identity`, { at: today }, as(superadmin))).status).toBe(200)
  })
})

describe('a decision', () => {
  it('approves: status and date change, waiting listings go public, the contact is mailed, the audit has it', async () => {
    const [before] = await t.db.select().from(properties).where(eq(properties.id, waiting.id))
    expect(before).toMatchObject({ isActive: false, awaitingReview: true })
    const res = await call(t.app, 'POST', `/api/admin/advertisers/${older.id}/approve`, undefined, as(superadmin))
    expect(res.status).toBe(200)
    const answer = (await res.json()) as AdminAdvertiser
    expect(answer.status).toBe('approved')
    expect(answer.reviewedAt).not.toBeNull()
    const [after] = await t.db.select().from(properties).where(eq(properties.id, waiting.id))
    expect(after).toMatchObject({ isActive: true, awaitingReview: false })
    expect((await call(t.app, 'GET', `/api/properties/${waiting.id}`)).status).toBe(200)
    const [mail] = await mailsTo(older.manager.email)
    expect(mail.kind).toBe('review.approved')
    expect(mail.textBody).toContain('Agencia Pendiente')
    expect(mail.textBody).toMatch(/públicos/)
    expect(await lastAudit('advertiser.approve')).toMatchObject({ targetId: String(older.id), actorId: superadmin.id })
    const queue = (await (await call(t.app, 'GET', '/api/admin/advertisers?status=pending', undefined, as(superadmin))).json()) as Paged<AdminAdvertiser>
    expect(queue.data.map((a) => a.id)).toEqual([newer.id])
  })

  it('refuses a rejection without a reason, or with one too short or too long, and changes nothing', async () => {
    const path = `/api/admin/advertisers/${newer.id}/reject`
    await expectInvalidFields(await call(t.app, 'POST', path, {}, as(superadmin)), ['reason'])
    await expectInvalidFields(await call(t.app, 'POST', path, { reason: '   corto   ' }, as(superadmin)), ['reason'])
    await expectInvalidFields(await call(t.app, 'POST', path, { reason: 'x'.repeat(1001) }, as(superadmin)), ['reason'])
    const [row] = await t.db.select().from(advertisers).where(eq(advertisers.id, newer.id))
    expect(row.status).toBe('pending')
    expect(await mailsTo(newer.user.email)).toHaveLength(0)
  })

  it('rejects with the reason kept and mailed', async () => {
    const reason = 'No pudimos confirmar que la propiedad sea tuya: envíanos la escritura.'
    const res = await call(t.app, 'POST', `/api/admin/advertisers/${newer.id}/reject`, { reason }, as(superadmin))
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'rejected', rejectReason: reason })
    const [mail] = await mailsTo(newer.user.email)
    expect(mail.kind).toBe('review.rejected')
    expect(mail.textBody).toContain(reason)
    expect(await lastAudit('advertiser.reject')).toMatchObject({ targetId: String(newer.id), details: { from: 'pending', reason } })
    const rejected = (await (await call(t.app, 'GET', '/api/admin/advertisers?status=rejected', undefined, as(superadmin))).json()) as Paged<AdminAdvertiser>
    expect(rejected.data.map((a) => a.id)).toEqual([newer.id])
  })

  it('takes the listings of an approved advertiser down again when it is rejected later', async () => {
    await call(t.app, 'POST', `/api/admin/advertisers/${older.id}/reject`, { reason: 'La licencia dejó de estar vigente.' }, as(superadmin))
    const [row] = await t.db
      .select()
      .from(properties)
      .where(and(eq(properties.id, waiting.id)))
    expect(row).toMatchObject({ isActive: false, awaitingReview: true })
    expect((await call(t.app, 'GET', `/api/properties/${waiting.id}`)).status).toBe(404)
    await call(t.app, 'POST', `/api/admin/advertisers/${older.id}/approve`, undefined, as(superadmin))
    expect((await call(t.app, 'GET', `/api/properties/${waiting.id}`)).status).toBe(200)
  })
})
