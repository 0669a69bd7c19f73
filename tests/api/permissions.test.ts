import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { SignJWT, decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { propertyTypes, users } from '../../src/server/db/schema.ts'
import type { Property } from '../../src/shared/types.ts'
import { expectError, storedState } from '../fixtures/contract.ts'
import { imageBytes, imageFile } from '../fixtures/images.ts'
import { auth, jsonHeaders, propertyForm } from '../fixtures/properties.ts'
import { setUpListing, setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

const UNAUTHORIZED = 'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.'
const FORBIDDEN = 'No tienes permiso para realizar esta acción.'
const HOUR = 60 * 60

const t = setUpTestApp()
const adminA = setUpUser(t, 'admin', { name: 'Admin A' })
const adminB = setUpUser(t, 'admin', { name: 'Admin B' })
const superadmin = setUpUser(t, 'superadmin')
const listingOfB = setUpListing(t, adminB, { title: 'Casa de B en Cumbayá' })

const now = () => Math.floor(Date.now() / 1000)

function signToken(options: { sub: string | number; iat: number; exp: number; secret?: Uint8Array; issuer?: string }) {
  // A session that began when this token was issued (its login time), version 0 (nothing ended it).
  return new SignJWT({ sv: 0, lat: options.iat })
    .setProtectedHeader({ alg: 'HS256' })
    .setJti(randomBytes(16).toString('base64url'))
    .setSubject(String(options.sub))
    .setIssuer(options.issuer ?? 'inmobiliaria')
    .setIssuedAt(options.iat)
    .setExpirationTime(options.exp)
    .sign(options.secret ?? t.secret)
}

const readAsOwner = async (id: number) => {
  const res = await t.app.request(`/api/properties/${id}`, { headers: auth(adminB.token) })
  expect(res.status).toBe(200)
  return (await res.json()) as Property
}

describe("an admin cannot change another admin's listing", () => {
  it('PUT is refused and neither the listing nor the stored files change', async () => {
    const before = await storedState(t)
    const form = await propertyForm(
      { title: 'Casa robada por A' },
      { mainImage: imageFile(await imageBytes('png', { hue: 77 }), 'x.png'), images: [imageFile(await imageBytes('png', { hue: 78 }), 'y.png')] },
    )
    form.append('currentImages', '[]')
    const res = await t.app.request(`/api/properties/${listingOfB.id}`, { method: 'PUT', body: form, headers: auth(adminA.token) })
    await expectError(res, [403, 404])
    expect(await readAsOwner(listingOfB.id)).toEqual(listingOfB)
    expect(await storedState(t)).toEqual(before)
  })

  it('PUT by slug is refused too', async () => {
    const form = await propertyForm({ title: 'Casa robada por A' }, { mainImage: null, images: [] })
    const res = await t.app.request(`/api/properties/${listingOfB.slug}`, { method: 'PUT', body: form, headers: auth(adminA.token) })
    await expectError(res, [403, 404])
    expect(await readAsOwner(listingOfB.id)).toEqual(listingOfB)
  })

  it('PATCH is refused and the listing is unchanged', async () => {
    const res = await t.app.request(`/api/properties/${listingOfB.id}`, {
      method: 'PATCH',
      headers: jsonHeaders(adminA.token),
      body: JSON.stringify({ title: 'Casa robada por A', price: 1, isActive: false }),
    })
    await expectError(res, [403, 404])
    expect(await readAsOwner(listingOfB.id)).toEqual(listingOfB)
  })

  it('PATCH status is refused and the listing stays public', async () => {
    const res = await t.app.request(`/api/properties/${listingOfB.id}/status`, { method: 'PATCH', headers: jsonHeaders(adminA.token), body: JSON.stringify({ isActive: false }) })
    await expectError(res, [403, 404])
    expect(await readAsOwner(listingOfB.id)).toEqual(listingOfB)
    expect((await t.app.request(`/api/properties/${listingOfB.id}`)).status).toBe(200)
  })

  it('DELETE is refused and the listing and its files remain', async () => {
    const before = await storedState(t)
    const res = await t.app.request(`/api/properties/${listingOfB.id}`, { method: 'DELETE', headers: auth(adminA.token) })
    await expectError(res, [403, 404])
    expect(await readAsOwner(listingOfB.id)).toEqual(listingOfB)
    expect(await storedState(t)).toEqual(before)
  })

  it('a superadmin may change it (the refusals above are about ownership)', async () => {
    const res = await t.app.request(`/api/properties/${listingOfB.id}/status`, { method: 'PATCH', headers: jsonHeaders(superadmin.token), body: JSON.stringify({ isActive: true }) })
    expect(res.status).toBe(200)
  })
})

describe('superadmin-only endpoints refuse an admin with 403', () => {
  const calls: { name: string; method: string; path: () => string; body?: unknown }[] = [
    { name: 'list users', method: 'GET', path: () => '/api/users' },
    { name: 'list roles', method: 'GET', path: () => '/api/users/roles' },
    { name: 'read a user', method: 'GET', path: () => `/api/users/${adminB.id}` },
    { name: 'create a user', method: 'POST', path: () => '/api/users', body: { name: 'Intruso', email: 'intruso@test.local', password: 'Password123!', roleId: 'role_superadmin' } },
    { name: 'edit a user', method: 'PATCH', path: () => `/api/users/${adminB.id}`, body: { name: 'Renombrado', isActive: false } },
    { name: 'promote oneself', method: 'PATCH', path: () => `/api/users/${adminA.id}`, body: { roleId: 'role_superadmin' } },
    { name: 'delete a user', method: 'DELETE', path: () => `/api/users/${adminB.id}` },
    { name: 'create a property type', method: 'POST', path: () => '/api/admin/property-types', body: { name: 'Cabaña', icon: 'Home' } },
    { name: 'edit a property type', method: 'PUT', path: () => '/api/admin/property-types/1', body: { name: 'Chalet', isActive: false } },
    { name: 'delete a property type', method: 'DELETE', path: () => '/api/admin/property-types/10' },
    { name: 'list every listing', method: 'GET', path: () => '/api/properties/superadmin/all' },
  ]

  it.each(calls)('$name ($method)', async ({ method, path, body }) => {
    const init: RequestInit = { method, headers: body ? jsonHeaders(adminA.token) : auth(adminA.token) }
    if (body) init.body = JSON.stringify(body)
    const res = await t.app.request(path(), init)
    expect((await expectError(res, 403)).message).toBe(FORBIDDEN)
  })

  it('nothing changed after those refusals', async () => {
    const [b] = await t.db.select().from(users).where(eq(users.id, adminB.id))
    expect({ name: b.name, isActive: b.isActive, roleId: b.roleId }).toEqual({ name: 'Admin B', isActive: true, roleId: 'role_admin' })
    const [a] = await t.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, adminA.id))
    expect(a.roleId).toBe('role_admin')
    expect(await t.db.select().from(users).where(eq(users.email, 'intruso@test.local'))).toEqual([])
    const types = await t.db.select().from(propertyTypes)
    expect(types).toHaveLength(10)
    expect(types.find((type) => type.id === 1)).toMatchObject({ name: 'Casa', isActive: true })
    expect(types.some((type) => type.id === 10)).toBe(true)
    expect(types.some((type) => type.name === 'Cabaña')).toBe(false)
  })

  it('the same calls work for a superadmin', async () => {
    expect((await t.app.request('/api/users', { headers: auth(superadmin.token) })).status).toBe(200)
    expect((await t.app.request('/api/properties/superadmin/all', { headers: auth(superadmin.token) })).status).toBe(200)
    const created = await t.app.request('/api/admin/property-types', { method: 'POST', headers: jsonHeaders(superadmin.token), body: JSON.stringify({ name: 'Cabaña', icon: 'TreePine' }) })
    expect(created.status).toBe(201)
  })
})

describe('protected calls without a valid session answer 401', () => {
  const protectedCalls: { name: string; method: string; path: () => string; json?: unknown; multipart?: boolean }[] = [
    { name: 'my listings', method: 'GET', path: () => '/api/properties/admin/all' },
    { name: 'who am I', method: 'GET', path: () => '/api/auth/me' },
    { name: 'dashboard', method: 'GET', path: () => '/api/admin/dashboard-stats' },
    { name: 'users', method: 'GET', path: () => '/api/users' },
    { name: 'create a listing', method: 'POST', path: () => '/api/properties', multipart: true },
    { name: 'change status', method: 'PATCH', path: () => `/api/properties/${listingOfB.id}/status`, json: { isActive: false } },
    { name: 'delete a listing', method: 'DELETE', path: () => `/api/properties/${listingOfB.id}` },
  ]

  const tokens: { name: string; header: () => Promise<string | undefined> }[] = [
    { name: 'no token', header: async () => undefined },
    { name: 'a token that is not a JWT', header: async () => 'Bearer not-a-real-token' },
    { name: 'a forged token (another secret)', header: async () => `Bearer ${await signToken({ sub: adminB.id, iat: now(), exp: now() + 8 * HOUR, secret: randomBytes(32) })}` },
    { name: 'a token from another issuer', header: async () => `Bearer ${await signToken({ sub: adminB.id, iat: now(), exp: now() + 8 * HOUR, issuer: 'someone-else' })}` },
    { name: 'an expired token', header: async () => `Bearer ${await signToken({ sub: adminB.id, iat: now() - 9 * HOUR, exp: now() - HOUR })}` },
    { name: 'a token of a user that does not exist', header: async () => `Bearer ${await signToken({ sub: 99999999, iat: now(), exp: now() + 8 * HOUR })}` },
    { name: 'a token of a disabled user', header: async () => `Bearer ${(await t.user('admin', { isActive: false })).token}` },
  ]

  const matrix = tokens.flatMap((token) => protectedCalls.map((call) => ({ ...call, tokenName: token.name, header: token.header })))

  it.each(matrix)('$tokenName: $name', async ({ method, path, json, multipart, header }) => {
    const authorization = await header()
    const headers: Record<string, string> = authorization ? { authorization } : {}
    const init: RequestInit = { method, headers }
    if (json) {
      headers['content-type'] = 'application/json'
      init.body = JSON.stringify(json)
    }
    if (multipart) init.body = await propertyForm()
    const before = await storedState(t)
    const res = await t.app.request(path(), init)
    const body = await expectError(res, 401)
    expect(body).toEqual({ message: UNAUTHORIZED })
    expect(res.headers.get('x-refreshed-token')).toBeNull()
    expect(await storedState(t)).toEqual(before)
    expect(await readAsOwner(listingOfB.id)).toMatchObject({ id: listingOfB.id, isActive: 1 })
  })

  it('a user disabled after login loses access at once', async () => {
    const user = await t.user('admin')
    expect((await t.app.request('/api/auth/me', { headers: auth(user.token) })).status).toBe(200)
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id))
    expect(await expectError(await t.app.request('/api/auth/me', { headers: auth(user.token) }), 401)).toEqual({ message: UNAUTHORIZED })
  })

  it('says it in English when asked to', async () => {
    const res = await t.app.request('/api/auth/me', { headers: { 'accept-language': 'en' } })
    expect(await expectError(res, 401)).toEqual({ message: 'Your session is invalid or has expired. Please log in again.' })
  })

  it('public calls still work with a bad token', async () => {
    const res = await t.app.request('/api/properties', { headers: { authorization: 'Bearer not-a-real-token' } })
    expect(res.status).toBe(200)
  })
})

describe('session refresh', () => {
  it('answers a token past half its lifetime with a fresh one that works', async () => {
    const old = await signToken({ sub: adminA.id, iat: now() - 5 * HOUR, exp: now() + 3 * HOUR })
    const res = await t.app.request('/api/auth/me', { headers: auth(old) })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { id: number }).id).toBe(adminA.id)
    const fresh = res.headers.get('x-refreshed-token')
    expect(fresh).toBeTruthy()
    expect(fresh).not.toBe(old)
    expect(res.headers.get('access-control-expose-headers') ?? '').toMatch(/x-refreshed-token/i)
    const claims = decodeJwt(fresh!)
    expect(claims.sub).toBe(String(adminA.id))
    // A full lifetime, except that the session ends 12 hours after its login (5 hours ago).
    expect(claims.exp! - now()).toBeGreaterThan(7 * HOUR - 60)
    expect(claims.jti).toBe(decodeJwt(old).jti)

    const again = await t.app.request('/api/auth/me', { headers: auth(fresh!) })
    expect(again.status).toBe(200)
    expect(((await again.json()) as { id: number }).id).toBe(adminA.id)
    expect(again.headers.get('x-refreshed-token')).toBeNull()
  })

  it('gives a fresh token no new one', async () => {
    const res = await t.app.request('/api/auth/me', { headers: auth(adminA.token) })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-refreshed-token')).toBeNull()
  })

  it('gives a token short of half its lifetime no new one', async () => {
    const young = await signToken({ sub: adminA.id, iat: now() - 3 * HOUR, exp: now() + 5 * HOUR })
    const res = await t.app.request('/api/properties/admin/all', { headers: auth(young) })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-refreshed-token')).toBeNull()
  })

  it('refreshes on any protected call, not only on /auth/me', async () => {
    const old = await signToken({ sub: adminA.id, iat: now() - 5 * HOUR, exp: now() + 3 * HOUR })
    const res = await t.app.request('/api/properties/admin/all', { headers: auth(old) })
    expect(res.status).toBe(200)
    const fresh = res.headers.get('x-refreshed-token')
    expect(fresh).toBeTruthy()
    expect((await t.app.request('/api/admin/dashboard-stats', { headers: auth(fresh!) })).status).toBe(200)
  })
})
