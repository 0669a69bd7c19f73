import { desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { allRenditionPaths } from '../../src/shared/images.ts'
import { accountTokens, auditLog, inquiries, outbox, properties, users } from '../../src/server/db/schema.ts'
import { pathToKey } from '../../src/server/storage/storage.ts'
import type { AgencyDetails, AgencyMember, AgencyView, AgentStats } from '../../src/shared/schemas/agency.ts'
import type { Leads, Paged, Property } from '../../src/shared/types.ts'
import { makeAgency, type TestAgency } from '../fixtures/agencies.ts'
import { expectError, expectInvalidFields } from '../fixtures/contract.ts'
import { imageBytes, imageFile } from '../fixtures/images.ts'
import { auth, createListing, propertyForm } from '../fixtures/properties.ts'
import { call } from '../fixtures/requests.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'
import type { TestUser } from '../fixtures/testApp.ts'

// Issue 27: an agency's manager sees and manages everything of its agents; nobody else does
// (docs/advertisers.md "Agency", "Who manages what").

const t = setUpTestApp()
const superadmin = setUpUser(t, 'superadmin')
const independent = setUpUser(t, 'admin')
let agency: TestAgency
let rival: TestAgency
let agentListing: Property
let otherAgentListing: Property
let inquiryId: number

const as = (user: TestUser) => ({ token: user.token })
const ownerOf = async (id: number) => (await t.db.select({ ownerId: properties.ownerId }).from(properties).where(eq(properties.id, id)))[0].ownerId

beforeAll(async () => {
  agency = await makeAgency(t, 'Agencia Andina', { agents: 2 })
  rival = await makeAgency(t, 'Agencia Rival', { agents: 1 })
  agentListing = await createListing(t, agency.agents[0].token, { title: 'Casa del primer agente' })
  otherAgentListing = await createListing(t, agency.agents[1].token, { title: 'Casa del segundo agente' })
  const [row] = await t.db.insert(inquiries).values({ propertyId: agentListing.id, name: 'Cliente', email: 'cliente@test.local', message: 'Quisiera visitar la casa.' }).returning({ id: inquiries.id })
  inquiryId = row.id
})

describe('the agency screen', () => {
  it('shows the agency and its members to its manager and its agents', async () => {
    for (const user of [agency.manager, agency.agents[0]]) {
      const res = await call(t.app, 'GET', '/api/agency', undefined, as(user))
      expect(res.status).toBe(200)
      const view = (await res.json()) as AgencyView
      expect(view.agency).toMatchObject({ id: agency.id, name: 'Agencia Andina', status: 'approved', licence: 'LIC-1', logo: null })
      expect(view.members.map((m) => m.id)).toEqual([agency.manager.id, agency.agents[0].id, agency.agents[1].id])
      expect(view.members[0]).toMatchObject({ agencyRole: 'manager', isActive: true, invited: false, listings: 0 })
      expect(view.members[1]).toMatchObject({ agencyRole: 'agent', listings: 1, email: agency.agents[0].email })
    }
  })

  it('is a 404 for anyone outside an agency', async () => {
    await expectError(await call(t.app, 'GET', '/api/agency', undefined, as(independent)), 404)
    await expectError(await call(t.app, 'GET', '/api/agency', undefined, as(superadmin)), 404)
    await expectError(await call(t.app, 'GET', '/api/agency'), 401)
  })

  it('lets the manager change the details; an agent hears 403 and bad input a 400', async () => {
    const details = { name: 'Agencia Andina y Asociados', phone: '+593 2 222 3333', whatsapp: '', email: 'hola@andina.test', address: 'Av. Amazonas 100', countryId: 'country_ec', licence: 'LIC-2' }
    await expectError(await call(t.app, 'PUT', '/api/agency', details, as(agency.agents[0])), 403)
    await expectInvalidFields(await call(t.app, 'PUT', '/api/agency', { ...details, name: 'A', email: 'no', phone: 'abc' }, as(agency.manager)), ['name', 'email', 'phone'])
    await expectInvalidFields(await call(t.app, 'PUT', '/api/agency', { ...details, countryId: 'country_xx' }, as(agency.manager)), ['countryId'])
    const res = await call(t.app, 'PUT', '/api/agency', details, as(agency.manager))
    expect(res.status).toBe(200)
    expect((await res.json()) as AgencyDetails).toMatchObject({ name: 'Agencia Andina y Asociados', phone: '+593 2 222 3333', whatsapp: null, licence: 'LIC-2' })
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'agency.update')).orderBy(desc(auditLog.id)).limit(1)
    expect(entry).toMatchObject({ actorId: agency.manager.id, targetId: String(agency.id) })
  })

  it('takes a logo through the image pipeline and deletes the replaced one', async () => {
    const upload = async (bytes: Buffer, user = agency.manager) => {
      const form = new FormData()
      form.append('logo', imageFile(bytes, 'logo.png'))
      return t.app.request('/api/agency/logo', { method: 'POST', body: form, headers: auth(user.token) })
    }
    await expectError(await upload(await imageBytes('png'), agency.agents[0]), 403)
    const bad = await expectError(await upload(Buffer.from('not an image at all')), 400)
    expect(bad.errors?.map((e) => e.path)).toEqual(['logo'])
    const first = (await (await upload(await imageBytes('png', { hue: 30 }))).json()) as AgencyDetails
    expect(first.logo).toMatch(/\.webp$/)
    const keys = (path: string) => allRenditionPaths(path).map((p) => pathToKey(p)!)
    for (const key of keys(first.logo!)) expect(await t.storage.exists(key)).toBe(true)
    const second = (await (await upload(await imageBytes('jpeg', { hue: 200 }))).json()) as AgencyDetails
    expect(second.logo).not.toBe(first.logo)
    for (const key of keys(first.logo!)) expect(await t.storage.exists(key)).toBe(false)
    const removed = await call(t.app, 'DELETE', '/api/agency/logo', undefined, as(agency.manager))
    expect(((await removed.json()) as AgencyDetails).logo).toBeNull()
    for (const key of keys(second.logo!)) expect(await t.storage.exists(key)).toBe(false)
  })
})

describe("the manager and the agents' work", () => {
  it("lets the manager read and edit an agent's listing (PUT and PATCH)", async () => {
    const read = await call(t.app, 'GET', `/api/properties/admin/${agentListing.id}`, undefined, as(agency.manager))
    expect(read.status).toBe(200)
    const put = await t.app.request(`/api/properties/${agentListing.id}`, {
      method: 'PUT',
      body: await propertyForm({ title: 'Casa del primer agente, renovada', currentImages: '[]' }),
      headers: auth(agency.manager.token),
    })
    expect(put.status, await put.clone().text()).toBe(200)
    const patch = await call(t.app, 'PATCH', `/api/properties/${agentListing.id}`, { price: 240000 }, as(agency.manager))
    expect(patch.status).toBe(200)
    expect((await patch.json()) as Property).toMatchObject({ title: 'Casa del primer agente, renovada', price: 240000 })
    expect(await ownerOf(agentListing.id)).toBe(agency.agents[0].id)
  })

  it("lets the manager read and mark the agent's inquiry, and see the agent's leads", async () => {
    const list = (await (await call(t.app, 'GET', '/api/admin/inquiries', undefined, as(agency.manager))).json()) as Paged<{ id: number }>
    expect(list.data.map((i) => i.id)).toContain(inquiryId)
    const marked = await call(t.app, 'PATCH', `/api/admin/inquiries/${inquiryId}`, { isRead: true }, as(agency.manager))
    expect(marked.status).toBe(200)
    const leads = (await (await call(t.app, 'GET', '/api/admin/leads', undefined, as(agency.manager))).json()) as Leads
    expect(leads.byListing.map((l) => l.propertyId)).toContain(agentListing.id)
  })

  it("keeps another agency's manager out of all of it, changing nothing", async () => {
    const outsider = rival.manager
    await expectError(await call(t.app, 'GET', `/api/properties/admin/${agentListing.id}`, undefined, as(outsider)), [403, 404])
    await expectError(await call(t.app, 'PATCH', `/api/properties/${agentListing.id}`, { price: 1 }, as(outsider)), [403, 404])
    const put = await t.app.request(`/api/properties/${agentListing.id}`, { method: 'PUT', body: await propertyForm({ title: 'Casa tomada por otra agencia' }), headers: auth(outsider.token) })
    await expectError(put, [403, 404])
    await expectError(await call(t.app, 'PATCH', `/api/admin/inquiries/${inquiryId}`, { isRead: false }, as(outsider)), [403, 404])
    const list = (await (await call(t.app, 'GET', '/api/admin/inquiries', undefined, as(outsider))).json()) as Paged<{ id: number }>
    expect(list.data.map((i) => i.id)).not.toContain(inquiryId)
    const leads = (await (await call(t.app, 'GET', '/api/admin/leads', undefined, as(outsider))).json()) as Leads
    expect(leads.byListing.map((l) => l.propertyId)).not.toContain(agentListing.id)
    await expectError(await call(t.app, 'PUT', `/api/properties/${agentListing.id}/owner`, { userId: outsider.id }, as(outsider)), 404)
    const [row] = await t.db.select().from(properties).where(eq(properties.id, agentListing.id))
    expect(row).toMatchObject({ price: 240000, title: 'Casa del primer agente, renovada', ownerId: agency.agents[0].id })
    const [inquiry] = await t.db.select().from(inquiries).where(eq(inquiries.id, inquiryId))
    expect(inquiry.isRead).toBe(true)
  })

  it("keeps an agent out of another agent's listing and inquiries", async () => {
    const [first, second] = agency.agents
    await expectError(await call(t.app, 'GET', `/api/properties/admin/${otherAgentListing.id}`, undefined, as(first)), 404)
    await expectError(await call(t.app, 'PATCH', `/api/properties/${otherAgentListing.id}`, { price: 5 }, as(first)), [403, 404])
    await expectError(await call(t.app, 'PATCH', `/api/admin/inquiries/${inquiryId}`, { isRead: false }, as(second)), [403, 404])
    // Nor may an agent hand listings around, even their own.
    await expectError(await call(t.app, 'PUT', `/api/properties/${agentListing.id}/owner`, { userId: second.id }, as(first)), 403)
  })

  it('gives the manager figures per agent on the dashboard, and nobody else', async () => {
    const stats = (await (await call(t.app, 'GET', '/api/admin/dashboard-stats', undefined, as(agency.manager))).json()) as { properties: number; perAgent: AgentStats[] }
    expect(stats.properties).toBe(2)
    const first = stats.perAgent.find((a) => a.userId === agency.agents[0].id)
    expect(first).toMatchObject({ properties: 1, activeProperties: 1, inquiries: 1, unreadInquiries: 0 })
    expect(stats.perAgent.map((a) => a.userId).sort()).toEqual([agency.manager.id, ...agency.agents.map((a) => a.id)].sort())
    const agentStats = await (await call(t.app, 'GET', '/api/admin/dashboard-stats', undefined, as(agency.agents[0]))).json()
    expect(agentStats).not.toHaveProperty('perAgent')
    expect(agentStats).toMatchObject({ properties: 1 })
  })

  it('lets superadmins still see and change everything', async () => {
    expect((await call(t.app, 'GET', `/api/properties/admin/${otherAgentListing.id}`, undefined, as(superadmin))).status).toBe(200)
    const list = (await (await call(t.app, 'GET', '/api/admin/inquiries', undefined, as(superadmin))).json()) as Paged<{ id: number }>
    expect(list.data.map((i) => i.id)).toContain(inquiryId)
    expect((await call(t.app, 'PATCH', `/api/properties/${otherAgentListing.id}`, { price: 260000 }, as(superadmin))).status).toBe(200)
  })
})

describe('reassigning a listing', () => {
  it('hands a listing to another member, by the manager or a superadmin, and audits it', async () => {
    const res = await call(t.app, 'PUT', `/api/properties/${agentListing.id}/owner`, { userId: agency.agents[1].id }, as(agency.manager))
    expect(res.status).toBe(200)
    expect(((await res.json()) as Property).id).toBe(agentListing.id)
    expect(await ownerOf(agentListing.id)).toBe(agency.agents[1].id)
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'listing.reassign')).orderBy(desc(auditLog.id)).limit(1)
    expect(entry).toMatchObject({ actorId: agency.manager.id, targetId: String(agentListing.id), details: { from: agency.agents[0].id, to: agency.agents[1].id } })
    expect((await call(t.app, 'PUT', `/api/properties/${agentListing.id}/owner`, { userId: agency.agents[0].id }, as(superadmin))).status).toBe(200)
    expect(await ownerOf(agentListing.id)).toBe(agency.agents[0].id)
  })

  it('refuses a member of another agency, an unknown one or a bad id, for the manager and a superadmin alike', async () => {
    await expectError(await call(t.app, 'PUT', `/api/properties/${agentListing.id}/owner`, { userId: rival.agents[0].id }, as(agency.manager)), 404)
    await expectError(await call(t.app, 'PUT', `/api/properties/${agentListing.id}/owner`, { userId: rival.agents[0].id }, as(superadmin)), 404)
    await expectError(await call(t.app, 'PUT', `/api/properties/${agentListing.id}/owner`, { userId: independent.id }, as(superadmin)), 404)
    await expectError(await call(t.app, 'PUT', `/api/properties/999999/owner`, { userId: agency.agents[1].id }, as(agency.manager)), 404)
    await expectInvalidFields(await call(t.app, 'PUT', `/api/properties/${agentListing.id}/owner`, { userId: 'x' }, as(agency.manager)), ['userId'])
    expect(await ownerOf(agentListing.id)).toBe(agency.agents[0].id)
  })
})

describe('invitations', () => {
  let invited: AgencyMember

  it('creates an inactive agent and mails a link in the manager language', async () => {
    const res = await call(t.app, 'POST', '/api/agency/invitations', { email: 'nueva.agente@test.local', name: 'Nueva Agente' }, as(agency.manager))
    expect(res.status).toBe(201)
    invited = (await res.json()) as AgencyMember
    expect(invited).toMatchObject({ name: 'Nueva Agente', email: 'nueva.agente@test.local', agencyRole: 'agent', isActive: false, invited: true, listings: 0 })
    const [row] = await t.db.select().from(users).where(eq(users.id, invited.id))
    expect(row).toMatchObject({ roleId: 'role_admin', isActive: false, advertiserId: agency.id, agencyRole: 'agent', emailVerifiedAt: null })
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, 'nueva.agente@test.local'))
    expect(mail.kind).toBe('agency.invitation')
    expect(mail.textBody).toMatch(/http:\/\/localhost:4321\/invitacion#token=[\w-]{20,}/)
    expect(mail.textBody).toContain('Agencia Andina')
    const [token] = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, invited.id))
    expect(token.purpose).toBe('invitation')
    const days = (token.expiresAt.getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)
    // The password is nothing anyone could type.
    const login = await call(t.app, 'POST', '/api/auth/login', { email: 'nueva.agente@test.local', password: row.passwordHash })
    expect(login.status).toBe(401)
  })

  it('refuses an address in use with 409 on email, bad input with 400, and agents with 403', async () => {
    const taken = await expectError(await call(t.app, 'POST', '/api/agency/invitations', { email: agency.agents[0].email.toUpperCase(), name: 'Copia' }, as(agency.manager)), 409)
    expect(taken.errors?.map((e) => e.path)).toEqual(['email'])
    await expectInvalidFields(await call(t.app, 'POST', '/api/agency/invitations', { email: 'no-es-correo', name: '' }, as(agency.manager)), ['email', 'name'])
    await expectError(await call(t.app, 'POST', '/api/agency/invitations', { email: 'otra@test.local', name: 'Otra Persona' }, as(agency.agents[0])), 403)
    await expectError(await call(t.app, 'POST', '/api/agency/invitations', { email: 'otra@test.local', name: 'Otra Persona' }, as(independent)), 404)
  })

  it('sends a still-invited member a new link, and refuses one who joined', async () => {
    const res = await call(t.app, 'POST', `/api/agency/invitations/${invited.id}/resend`, undefined, as(agency.manager))
    expect(res.status).toBe(200)
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, 'nueva.agente@test.local'))).toHaveLength(2)
    await expectError(await call(t.app, 'POST', `/api/agency/invitations/${agency.agents[0].id}/resend`, undefined, as(agency.manager)), 409)
    await expectError(await call(t.app, 'POST', `/api/agency/invitations/${invited.id}/resend`, undefined, as(rival.manager)), 404)
  })
})

describe('removing an agent', () => {
  it('refuses the manager themself, and anyone outside the agency', async () => {
    await expectError(await call(t.app, 'DELETE', `/api/agency/members/${agency.manager.id}`, undefined, as(agency.manager)), 409)
    await expectError(await call(t.app, 'DELETE', `/api/agency/members/${rival.agents[0].id}`, undefined, as(agency.manager)), 404)
    await expectError(await call(t.app, 'DELETE', `/api/agency/members/${agency.agents[1].id}`, undefined, as(rival.manager)), 404)
    await expectError(await call(t.app, 'DELETE', `/api/agency/members/${agency.agents[1].id}`, undefined, as(agency.agents[0])), 403)
  })

  it("stops the agent's sessions and logins and passes their listings to the manager", async () => {
    const leaving = agency.agents[1]
    const theirs = (await t.db.select({ id: properties.id }).from(properties).where(eq(properties.ownerId, leaving.id))).map((r) => r.id)
    expect(theirs.length).toBeGreaterThan(0)
    const res = await call(t.app, 'DELETE', `/api/agency/members/${leaving.id}`, undefined, as(agency.manager))
    expect(res.status).toBe(204)
    await expectError(await call(t.app, 'GET', '/api/auth/me', undefined, as(leaving)), 401)
    await expectError(await call(t.app, 'POST', '/api/auth/login', { email: leaving.email, password: leaving.password }), 401)
    for (const id of theirs) expect(await ownerOf(id)).toBe(agency.manager.id)
    const view = (await (await call(t.app, 'GET', '/api/agency', undefined, as(agency.manager))).json()) as AgencyView
    expect(view.members.find((m) => m.id === leaving.id)).toMatchObject({ isActive: false, invited: false, listings: 0 })
    // Nobody can hand a listing to them any more.
    await expectError(await call(t.app, 'PUT', `/api/properties/${theirs[0]}/owner`, { userId: leaving.id }, as(agency.manager)), 404)
  })
})
