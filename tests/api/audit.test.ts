import { eq } from 'drizzle-orm'
import { generate } from 'otplib'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../../src/server/app.ts'
import { auditLog, currencies, listingReports, outbox, users } from '../../src/server/db/schema.ts'
import { recordAudit, trailOf } from '../../src/server/services/audit.ts'
import { setCurrencyRate } from '../../src/server/services/currencies.ts'
import { AUDIT_ACTIONS, type AuditEntry } from '../../src/shared/audit.ts'
import type { Paged, Property } from '../../src/shared/types.ts'
import { expectError, expectInvalidFields } from '../fixtures/contract.ts'
import { createListing, propertyFields, propertyForm } from '../fixtures/properties.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Issue 23 item 5: every security event and staff action is recorded with its time, actor, client
// address and target, in the action's own transaction; superadmins read it at GET /api/admin/audit.

const t = setUpTestApp()
const root = setUpUser(t, 'superadmin', { name: 'Rita Root', email: 'rita.root@test.local' })
const owner = setUpUser(t, 'admin', { name: 'Omar Owner', email: 'omar.owner@test.local' })
let client: ReturnType<typeof createApp>
let addressCount = 0

beforeAll(async () => {
  // A listing of their own keeps the owner from being deleted (a refused deletion is tested below).
  await createListing(t, owner.token, { title: 'Casa de Omar' })
  // Behind a trusted proxy, so each call can say which client address it comes from.
  client = createApp({ db: t.db, storage: t.storage, tokens: t.tokens, proofOfWork: t.proofOfWork, linkSecret: t.linkSecret, twoFactorKey: t.twoFactorKey, trustProxy: true, responseCacheMs: 0 })
})
beforeEach(async () => {
  await t.db.delete(auditLog)
})

/** A call from a client address of its own (returned), with a JSON or multipart body. */
async function from(method: string, path: string, options: { token?: string; json?: unknown; form?: FormData } = {}) {
  addressCount += 1
  const address = `203.0.113.${addressCount}`
  const headers: Record<string, string> = { 'x-forwarded-for': address }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.json !== undefined) headers['content-type'] = 'application/json'
  const body = options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json))
  const res = await client.request(path, { method, headers, body })
  return { res, address }
}

async function ok(call: Promise<{ res: Response; address: string }>, status = 200) {
  const { res, address } = await call
  const text = await res.text()
  expect(res.status, text).toBe(status)
  return { body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text, address }
}

const rows = () => t.db.select().from(auditLog).orderBy(auditLog.id)

async function onlyRow(action: string) {
  const found = (await rows()).filter((row) => row.action === action)
  expect(found, `one ${action} row`).toHaveLength(1)
  return found[0]
}

describe('logins are recorded', () => {
  it('a success names the user as actor, from its address', async () => {
    const { address } = await ok(from('POST', '/api/auth/login', { json: { email: owner.email.toUpperCase(), password: owner.password } }))
    const row = await onlyRow('auth.login.success')
    expect(row).toMatchObject({ actorId: owner.id, actorEmail: owner.email, clientAddress: address, targetType: 'user', targetId: String(owner.id), targetLabel: owner.email })
    expect(row.at.getTime()).toBeGreaterThan(Date.now() - 60_000)
  })

  it('a failure keeps the email as typed, lower-cased, and never the password; nobody is its actor', async () => {
    const { res, address } = await from('POST', '/api/auth/login', { json: { email: 'Nobody.Here@Test.Local', password: 'Wrong-Secret-42' } })
    await expectError(res, 401)
    await expectError((await from('POST', '/api/auth/login', { json: { email: owner.email, password: 'Wrong-Secret-43' } })).res, 401)
    const failures = (await rows()).filter((row) => row.action === 'auth.login.failure')
    expect(failures).toHaveLength(2)
    expect(failures[0]).toMatchObject({
      actorId: null,
      actorEmail: null,
      clientAddress: address,
      targetType: 'email',
      targetId: null,
      targetLabel: 'nobody.here@test.local',
      details: { reason: 'invalid' },
    })
    expect(failures[1].targetLabel).toBe(owner.email)
    expect(JSON.stringify(await rows())).not.toMatch(/Wrong-Secret/)
  })

  it('a throttled attempt is recorded as such', async () => {
    const email = 'guessed@test.local'
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' }
    let status = 0
    for (let i = 0; i < 8 && status !== 429; i++) {
      const res = await client.request('/api/auth/login', { method: 'POST', headers, body: JSON.stringify({ email, password: `Guessed-password-${i}` }) })
      status = res.status
    }
    expect(status).toBe(429)
    const row = await onlyRow('auth.login.throttled')
    expect(row).toMatchObject({ actorId: null, clientAddress: '198.51.100.77', targetType: 'email', targetLabel: email })
    expect(row.details).toMatchObject({ retryAfterSeconds: expect.any(Number) })
    // A client that keeps trying while blocked is recorded once a minute, not once a request.
    for (let i = 0; i < 3; i++) {
      const res = await client.request('/api/auth/login', { method: 'POST', headers, body: JSON.stringify({ email, password: `Guessed-password-x${i}` }) })
      expect(res.status).toBe(429)
    }
    expect((await rows()).filter((r) => r.action === 'auth.login.throttled')).toHaveLength(1)
  })

  it('a malformed login (no email) is a 400 and no login attempt', async () => {
    await expectInvalidFields((await from('POST', '/api/auth/login', { json: { password: 'Some-password-1' } })).res, ['email'])
    expect(await rows()).toEqual([])
  })
})

describe('passwords and sessions are recorded', () => {
  it('a password change, a reset asked for and done, a logout and a logout everywhere', async () => {
    const pat = await t.user('admin', { name: 'Paula Pass', email: 'paula.pass@test.local' })
    const newPassword = 'Tortuga-Naranja-Viaje-58'
    const changed = await ok(from('POST', '/api/auth/password', { token: pat.token, json: { currentPassword: pat.password, newPassword } }))
    expect(await onlyRow('auth.password.change')).toMatchObject({ actorId: pat.id, clientAddress: changed.address, targetType: 'user', targetId: String(pat.id), targetLabel: pat.email })

    // Asked for an account and for an unknown address alike: the trail is not the answer.
    const asked = await ok(from('POST', '/api/auth/password-reset', { json: { email: 'Paula.Pass@test.local' } }), 202)
    await ok(from('POST', '/api/auth/password-reset', { json: { email: 'nadie@test.local' } }), 202)
    const requests = (await rows()).filter((row) => row.action === 'auth.password.reset_request')
    expect(requests.map((row) => [row.actorId, row.targetLabel])).toEqual([
      [null, pat.email],
      [null, 'nadie@test.local'],
    ])
    expect(requests[0].clientAddress).toBe(asked.address)

    const link = (await t.db.select().from(outbox)).map((mail) => mail.textBody).find((text) => text.includes('#reset='))
    const token = link?.match(/#reset=([\w-]+)/)?.[1]
    expect(token).toBeTruthy()
    await ok(from('POST', '/api/auth/password-reset/confirm', { json: { token, password: 'Girasol-Lento-Marea-73' } }))
    expect(await onlyRow('auth.password.reset')).toMatchObject({ actorId: pat.id, actorEmail: pat.email, targetId: String(pat.id) })

    const login = await ok(from('POST', '/api/auth/login', { json: { email: pat.email, password: 'Girasol-Lento-Marea-73' } }))
    await ok(from('POST', '/api/auth/logout', { token: login.body.token }), 204)
    expect(await onlyRow('auth.logout')).toMatchObject({ actorId: pat.id })
    const again = await ok(from('POST', '/api/auth/login', { json: { email: pat.email, password: 'Girasol-Lento-Marea-73' } }))
    const everywhere = await ok(from('POST', '/api/auth/logout-all', { token: again.body.token }), 204)
    expect(await onlyRow('auth.logout_all')).toMatchObject({ actorId: pat.id, clientAddress: everywhere.address })
    expect(JSON.stringify(await rows())).not.toMatch(/Tortuga|Girasol|#reset=/)
  })

  it('a refused password change (wrong current password) records nothing', async () => {
    const pat = await t.user('admin', { name: 'Pedro Pass', email: 'pedro.pass@test.local' })
    const { res } = await from('POST', '/api/auth/password', { token: pat.token, json: { currentPassword: 'not-the-password-1', newPassword: 'Tortuga-Naranja-Viaje-58' } })
    await expectError(res, 400)
    expect((await rows()).filter((row) => row.action.startsWith('auth.password'))).toEqual([])
  })
})

describe('two-step verification is recorded', () => {
  it('turned on, a recovery code used to log in, turned off, reset by a superadmin, and required for all', async () => {
    const tara = await t.user('admin', { name: 'Tara Two', email: 'tara.two@test.local' })
    const { body: setup } = await ok(from('POST', '/api/auth/2fa/setup', { token: tara.token }))
    const epoch = Math.floor(Date.now() / 1000)
    const enabled = await ok(from('POST', '/api/auth/2fa/enable', { token: tara.token, json: { code: await generate({ secret: setup.secret, epoch }) } }))
    expect(await onlyRow('auth.2fa.enable')).toMatchObject({ actorId: tara.id, clientAddress: enabled.address, targetId: String(tara.id) })

    const recovery = await ok(from('POST', '/api/auth/login', { json: { email: tara.email, password: tara.password, code: enabled.body.recoveryCodes[0] } }))
    expect(await onlyRow('auth.2fa.recovery_used')).toMatchObject({ actorId: tara.id, clientAddress: recovery.address, targetLabel: tara.email })

    await ok(from('POST', '/api/auth/2fa/disable', { token: recovery.body.token, json: { password: tara.password, code: await generate({ secret: setup.secret, epoch: epoch + 30 }) } }), 204)
    expect(await onlyRow('auth.2fa.disable')).toMatchObject({ actorId: tara.id })

    await ok(from('DELETE', `/api/users/${tara.id}/two-factor`, { token: root.token }), 204)
    expect(await onlyRow('auth.2fa.reset')).toMatchObject({ actorId: root.id, targetType: 'user', targetId: String(tara.id) })

    // A superadmin turns the requirement on only with a second factor of their own.
    const { body: rootSetup } = await ok(from('POST', '/api/auth/2fa/setup', { token: root.token }))
    await ok(from('POST', '/api/auth/2fa/enable', { token: root.token, json: { code: await generate({ secret: rootSetup.secret, epoch }) } }))
    await ok(from('PUT', '/api/admin/security', { token: root.token, json: { requireTwoFactor: true } }))
    expect(await onlyRow('security.settings')).toMatchObject({ actorId: root.id, details: { requireTwoFactor: true } })
    await ok(from('PUT', '/api/admin/security', { token: root.token, json: { requireTwoFactor: false } }))
    expect(JSON.stringify(await rows())).not.toContain(setup.secret)
  })
})

describe('user changes are recorded', () => {
  it('create, update, role change, deactivation and deletion, each with actor, address and target', async () => {
    const created = await ok(from('POST', '/api/users', { token: root.token, json: { name: 'Nina Nueva', email: 'Nina@Test.Local', password: 'Secret-Passw0rd-1', roleId: 'role_admin' } }), 201)
    const id = created.body.id as number
    const create = await onlyRow('user.create')
    expect(create).toMatchObject({
      actorId: root.id,
      actorEmail: root.email,
      clientAddress: created.address,
      targetType: 'user',
      targetId: String(id),
      targetLabel: 'nina@test.local',
      details: { roleId: 'role_admin', isActive: true },
    })

    const edited = await ok(from('PATCH', `/api/users/${id}`, { token: root.token, json: { name: 'Nina Cambiada', password: 'Another-Passw0rd-2', email: 'nina.c@test.local' } }))
    expect(await onlyRow('user.update')).toMatchObject({
      clientAddress: edited.address,
      targetLabel: 'nina.c@test.local',
      details: { fields: ['name', 'email', 'password'], previousEmail: 'nina@test.local' },
    })

    const promoted = await ok(from('PATCH', `/api/users/${id}`, { token: root.token, json: { roleId: 'role_superadmin' } }))
    expect(await onlyRow('user.role_change')).toMatchObject({ clientAddress: promoted.address, targetId: String(id), details: { from: 'role_admin', to: 'role_superadmin' } })

    await ok(from('PATCH', `/api/users/${id}`, { token: root.token, json: { isActive: false } }))
    expect(await onlyRow('user.deactivate')).toMatchObject({ actorId: root.id, targetId: String(id) })

    const deleted = await ok(from('DELETE', `/api/users/${id}`, { token: root.token }), 204)
    expect(await onlyRow('user.delete')).toMatchObject({ clientAddress: deleted.address, targetId: String(id), targetLabel: 'nina.c@test.local' })
    expect(JSON.stringify(await rows())).not.toMatch(/Passw0rd|scrypt/)
  })

  it('a refused change records nothing', async () => {
    await expectError((await from('DELETE', `/api/users/${owner.id}`, { token: root.token })).res, 409)
    await expectError((await from('PATCH', `/api/users/${root.id}`, { token: root.token, json: { isActive: false } })).res, 409)
    await expectError((await from('POST', '/api/users', { token: root.token, json: { name: 'Dup', email: owner.email, password: 'Secret-Passw0rd-1', roleId: 'role_admin' } })).res, 409)
    expect(await rows()).toEqual([])
  })
})

describe('listing changes are recorded', () => {
  let listing: Property

  it('create, edit, state change and deletion', async () => {
    const form = await propertyForm({ title: 'Casa auditada en Tumbaco' })
    const created = await ok(from('POST', '/api/properties', { token: owner.token, form }), 201)
    listing = created.body as Property
    expect(await onlyRow('listing.create')).toMatchObject({
      actorId: owner.id,
      clientAddress: created.address,
      targetType: 'listing',
      targetId: String(listing.id),
      targetLabel: 'Casa auditada en Tumbaco',
    })

    const put = new FormData()
    for (const [key, value] of Object.entries(propertyFields({ title: 'Casa auditada en Tumbaco', price: '240000', statusId: 'status_pending' }))) put.append(key, value)
    put.append('imageOrder', JSON.stringify([listing.mainImage, ...listing.images]))
    const edited = await ok(from('PUT', `/api/properties/${listing.id}`, { token: owner.token, form: put }))
    expect(await onlyRow('listing.update')).toMatchObject({ clientAddress: edited.address, details: { fields: ['price'] } })
    expect(await onlyRow('listing.status')).toMatchObject({ details: { statusId: { from: 'status_available', to: 'status_pending' } } })

    await t.db.delete(auditLog)
    await ok(from('PATCH', `/api/properties/${listing.id}`, { token: owner.token, json: { title: 'Casa auditada y rebajada' } }))
    expect(await onlyRow('listing.update')).toMatchObject({ targetLabel: 'Casa auditada y rebajada', details: { fields: ['title'] } })

    const hidden = await ok(from('PATCH', `/api/properties/${listing.id}/status`, { token: root.token, json: { isActive: false } }))
    expect((await rows()).filter((row) => row.action === 'listing.status').at(-1)).toMatchObject({ actorId: root.id, clientAddress: hidden.address, details: { isActive: { from: true, to: false } } })

    const deleted = await ok(from('DELETE', `/api/properties/${listing.id}`, { token: owner.token }), 204)
    expect(await onlyRow('listing.delete')).toMatchObject({ actorId: owner.id, clientAddress: deleted.address, targetId: String(listing.id), targetLabel: 'Casa auditada y rebajada' })
  })

  it("another admin's refused edit records nothing", async () => {
    const mine = await createListing(t, root.token, { title: 'De la raíz' })
    await t.db.delete(auditLog)
    await expectError((await from('PATCH', `/api/properties/${mine.id}`, { token: owner.token, json: { title: 'Robada' } })).res, [403, 404])
    await expectError((await from('DELETE', `/api/properties/${mine.id}`, { token: owner.token })).res, [403, 404])
    expect(await rows()).toEqual([])
  })
})

describe('exports, mail retries, reports, currencies and property types are recorded', () => {
  it('each CSV export, with which one and its filters', async () => {
    const own = await ok(from('GET', '/api/properties/admin/export.csv?search=casa', { token: owner.token }))
    await ok(from('GET', '/api/properties/superadmin/export.csv?delimiter=semicolon', { token: root.token }))
    await ok(from('GET', '/api/admin/inquiries/export.csv?isRead=false', { token: owner.token }))
    const exports = (await rows()).filter((row) => row.action === 'export.csv')
    expect(exports).toMatchObject([
      { actorId: owner.id, clientAddress: own.address, targetType: 'export', targetId: 'own_listings', details: { export: 'own_listings', filters: { search: 'casa' }, delimiter: 'comma' } },
      { actorId: root.id, targetId: 'all_listings', details: { export: 'all_listings', delimiter: 'semicolon' } },
      { actorId: owner.id, targetId: 'inquiries', details: { export: 'inquiries', filters: { isRead: false } } },
    ])
  })

  it('an export refused (bad delimiter) records nothing', async () => {
    await expectError((await from('GET', '/api/properties/admin/export.csv?delimiter=tab', { token: owner.token })).res, 400)
    expect(await rows()).toEqual([])
  })

  it('a mail retried', async () => {
    const [mail] = await t.db.insert(outbox).values({ kind: 'test', recipient: 'lost@example.com', subject: 'S', textBody: 'T', htmlBody: '<p>T</p>', status: 'failed', attempts: 10 }).returning()
    const retried = await ok(from('POST', `/api/admin/outbox/${mail.id}/retry`, { token: root.token }))
    expect(await onlyRow('outbox.retry')).toMatchObject({
      actorId: root.id,
      clientAddress: retried.address,
      targetType: 'outbox',
      targetId: String(mail.id),
      targetLabel: 'lost@example.com',
      details: { kind: 'test', attempts: 10 },
    })
    await expectError((await from('POST', `/api/admin/outbox/${mail.id}/retry`, { token: root.token })).res, 409)
    expect((await rows()).filter((row) => row.action === 'outbox.retry')).toHaveLength(1)
  })

  it('a report reviewed', async () => {
    const listing = await createListing(t, owner.token, { title: 'Casa reportada' })
    const [report] = await t.db.insert(listingReports).values({ propertyId: listing.id, reason: 'fraud' }).returning()
    await t.db.delete(auditLog)
    const resolved = await ok(from('PATCH', `/api/admin/reports/${report.id}`, { token: root.token, json: { status: 'resolved' } }))
    expect(await onlyRow('report.resolve')).toMatchObject({
      actorId: root.id,
      clientAddress: resolved.address,
      targetType: 'report',
      targetId: String(report.id),
      targetLabel: 'Casa reportada',
      details: { from: 'open', to: 'resolved', listingId: listing.id },
    })
    await expectError((await from('PATCH', '/api/admin/reports/999999', { token: root.token, json: { status: 'resolved' } })).res, 404)
    expect(await rows()).toHaveLength(1)
  })

  it('a currency rate changed', async () => {
    const [before] = await t.db.select().from(currencies).where(eq(currencies.code, 'COP'))
    const changed = await ok(from('PUT', '/api/currencies/COP', { token: root.token, json: { usdRate: 4100 } }))
    expect(await onlyRow('currency.update')).toMatchObject({ actorId: root.id, clientAddress: changed.address, targetType: 'currency', targetId: 'COP', details: { from: before.usdRate, to: 4100 } })
  })

  it('a property type created, edited and deleted', async () => {
    const created = await ok(from('POST', '/api/admin/property-types', { token: root.token, json: { name: 'Cabaña auditada', icon: 'Home' } }), 201)
    const id = created.body.id as number
    await ok(from('PATCH', `/api/admin/property-types/${id}`, { token: root.token, json: { name: 'Cabaña revisada', isActive: false } }))
    await ok(from('DELETE', `/api/admin/property-types/${id}`, { token: root.token }), 204)
    const found = await rows()
    expect(found.map((row) => row.action)).toEqual(['property_type.create', 'property_type.update', 'property_type.delete'])
    expect(found[0]).toMatchObject({ actorId: root.id, clientAddress: created.address, targetType: 'property_type', targetId: String(id), targetLabel: 'Cabaña auditada' })
    expect(found[1]).toMatchObject({ targetLabel: 'Cabaña revisada', details: { from: { name: 'Cabaña auditada', isActive: 1 }, to: { name: 'Cabaña revisada', isActive: false } } })
    expect(found[2].targetLabel).toBe('Cabaña revisada')
  })
})

describe('the trail and its action share one transaction', () => {
  it('an action rolled back leaves no audit row, and an audit row that cannot be written undoes its action', async () => {
    const [before] = await t.db.select().from(currencies).where(eq(currencies.code, 'PEN'))
    const failingTrail = async (db: Parameters<typeof recordAudit>[0], record: Parameters<ReturnType<typeof trailOf>>[1]) => {
      await trailOf({ actorId: root.id, clientAddress: '192.0.2.1' })(db, record)
      throw new Error('the disk is full')
    }
    await expect(setCurrencyRate(t.db, 'PEN', before.usdRate * 2, failingTrail)).rejects.toThrow('the disk is full')
    const [after] = await t.db.select().from(currencies).where(eq(currencies.code, 'PEN'))
    expect(after.usdRate).toBe(before.usdRate)
    expect(await rows()).toEqual([])
  })

  it('a deleted actor leaves their rows, with the email they had', async () => {
    const gone = await t.user('superadmin', { email: 'gone@test.local' })
    await recordAudit(t.db, { actorId: gone.id, clientAddress: '192.0.2.2', action: 'auth.logout' })
    await t.db.delete(users).where(eq(users.id, gone.id))
    expect(await rows()).toMatchObject([{ actorId: null, actorEmail: 'gone@test.local', action: 'auth.logout', clientAddress: '192.0.2.2' }])
  })
})

describe('GET /api/admin/audit', () => {
  const list = async (query: string, token = root.token) => (await ok(from('GET', `/api/admin/audit${query}`, { token }))).body as Paged<AuditEntry>

  beforeEach(async () => {
    // Known rows a day apart, oldest first: 2026-03-01 … 2026-03-06.
    const base = Date.parse('2026-03-01T12:00:00Z')
    const events = [
      { actorId: owner.id, action: 'auth.login.success' },
      { actorId: null, action: 'auth.login.failure', targetLabel: 'who@test.local' },
      { actorId: owner.id, action: 'listing.create' },
      { actorId: root.id, action: 'user.role_change' },
      { actorId: root.id, action: 'export.csv' },
      { actorId: owner.id, action: 'auth.logout' },
    ] as const
    for (const event of events) await recordAudit(t.db, { ...event, clientAddress: '192.0.2.9' })
    const all = await rows()
    for (const [i, row] of all.entries())
      await t.db
        .update(auditLog)
        .set({ at: new Date(base + i * 86_400_000) })
        .where(eq(auditLog.id, row.id))
  })

  it('answers newest first, paged, with each entry whole', async () => {
    const page = await list('?limit=4')
    expect(page.pagination).toEqual({ page: 1, limit: 4, total: 6, totalPages: 2 })
    expect(page.data.map((e) => e.action)).toEqual(['auth.logout', 'export.csv', 'user.role_change', 'listing.create'])
    expect(page.data[0]).toEqual({
      id: expect.any(Number),
      at: '2026-03-06T12:00:00.000Z',
      actorId: owner.id,
      actorEmail: owner.email,
      action: 'auth.logout',
      clientAddress: '192.0.2.9',
      targetType: null,
      targetId: null,
      targetLabel: null,
      details: null,
    })
    expect((await list('?limit=4&page=2')).data.map((e) => e.action)).toEqual(['auth.login.failure', 'auth.login.success'])
  })

  it('filters by actor id or part of the email, by action or group, and by dates', async () => {
    expect((await list(`?actor=${root.id}`)).data.map((e) => e.action)).toEqual(['export.csv', 'user.role_change'])
    expect((await list('?actor=OMAR.owner')).data.map((e) => e.action)).toEqual(['auth.logout', 'listing.create', 'auth.login.success'])
    expect((await list('?actor=50%25')).data).toEqual([])
    expect((await list('?action=listing.create')).data).toHaveLength(1)
    expect((await list('?action=auth.')).data.map((e) => e.action)).toEqual(['auth.logout', 'auth.login.failure', 'auth.login.success'])
    expect((await list('?from=2026-03-02&to=2026-03-04')).data.map((e) => e.action)).toEqual(['user.role_change', 'listing.create', 'auth.login.failure'])
    expect((await list('?from=2026-03-05T00:00:00-05:00')).data.map((e) => e.action)).toEqual(['auth.logout', 'export.csv'])
    expect((await list(`?actor=${owner.id}&action=auth.&to=2026-03-05`)).pagination.total).toBe(1)
  })

  it('refuses a bad filter with its message', async () => {
    await expectInvalidFields((await from('GET', '/api/admin/audit?action=auth.login.sucess', { token: root.token })).res, ['action'])
    await expectInvalidFields((await from('GET', '/api/admin/audit?action=auth', { token: root.token })).res, ['action'])
    await expectInvalidFields((await from('GET', '/api/admin/audit?from=yesterday&to=2026-13-45', { token: root.token })).res, ['from', 'to'])
    await expectInvalidFields((await from('GET', '/api/admin/audit?from=2026-03-05&to=2026-03-01', { token: root.token })).res, ['to'])
    await expectInvalidFields((await from('GET', '/api/admin/audit?page=0&limit=1000', { token: root.token })).res, ['page', 'limit'])
    await expectInvalidFields((await from('GET', `/api/admin/audit?actor=${'a'.repeat(255)}`, { token: root.token })).res, ['actor'])
  })

  it('is for superadmins only', async () => {
    await expectError((await from('GET', '/api/admin/audit', { token: owner.token })).res, 403)
    await expectError((await from('GET', '/api/admin/audit')).res, 401)
  })

  it('names every action the shared list holds, so the screen can translate each', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length)
    expect(AUDIT_ACTIONS).toEqual(expect.arrayContaining(['auth.login.success', 'auth.2fa.recovery_used', 'visitor.erase', 'property_type.delete']))
  })
})
