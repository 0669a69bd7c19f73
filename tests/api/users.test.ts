import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { advertisers, properties, users } from '../../src/server/db/schema.ts'
import type { User } from '../../src/shared/types.ts'
import { expectError, expectInvalidFields, expectJsonOnly, messageOf } from '../fixtures/contract.ts'
import { createListing } from '../fixtures/properties.ts'
import { call, expectNoSecrets } from '../fixtures/requests.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

const USER_KEYS = ['email', 'id', 'isActive', 'name', 'phoneNumber', 'roleId', 'roleName']
const FORBIDDEN = 'No tienes permiso para realizar esta acción.'

const t = setUpTestApp()
const root = setUpUser(t, 'superadmin', { name: 'Root Factory' })
const admin = setUpUser(t, 'admin', { name: 'Plain Admin' })
let emailCounter = 0

const api = (method: string, path: string, body?: unknown, token = root.token) => call(t.app, method, path, body, { token })
const login = (email: string, password: string) => call(t.app, 'POST', '/api/auth/login', { email, password })
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0].n
const storedUser = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]
const freshEmail = (prefix = 'user') => `${prefix}${++emailCounter}-${Date.now()}@test.local`

/** Reads a successful user answer, checking its exact shape and that no secret leaks. */
async function userOf(res: Response, status = 200, passwords: string[] = []): Promise<User> {
  const text = await res.text()
  expect(res.status, text).toBe(status)
  expectNoSecrets(text, passwords)
  const body = JSON.parse(text) as User
  expect(Object.keys(body).sort()).toEqual(USER_KEYS)
  return body
}

async function createUser(overrides: Record<string, unknown> = {}): Promise<{ user: User; password: string }> {
  const password = (overrides.password as string | undefined) ?? 'Secreta-Larga-123!'
  const body = { name: 'Nuevo Usuario', email: freshEmail(), password, roleId: 'role_admin', phoneNumber: '+593 2 555 0101', ...overrides }
  const user = await userOf(await api('POST', '/api/users', body), 201, [password])
  return { user, password }
}

describe('the users list (superadmin)', () => {
  it('answers {data, pagination} with every user in the user shape and no password or hash', async () => {
    const res = await api('GET', '/api/users?limit=100')
    const text = await res.text()
    expect(res.status, text).toBe(200)
    expectNoSecrets(text, ['RootPass123!', 'Password123!'])
    const body = JSON.parse(text) as { data: User[]; pagination: { page: number; limit: number; total: number; totalPages: number } }
    expect(Object.keys(body).sort()).toEqual(['data', 'pagination'])
    const total = await userCount()
    expect(body.pagination).toEqual({ page: 1, limit: 100, total, totalPages: Math.ceil(total / 100) })
    expect(body.data).toHaveLength(total)
    for (const user of body.data) expect(Object.keys(user).sort()).toEqual(USER_KEYS)
    const rootRow = body.data.find((u) => u.email === 'root@test.local')
    expect(rootRow).toMatchObject({ roleId: 'role_superadmin', roleName: 'superadmin', isActive: 1 })
    expect(body.data.find((u) => u.id === admin.id)).toMatchObject({ name: 'Plain Admin', roleId: 'role_admin', roleName: 'admin', isActive: 1, phoneNumber: null })
  })

  it('pages with page and limit: pages do not overlap and together hold every user', async () => {
    await createUser()
    await createUser()
    const total = await userCount()
    expect(total).toBeGreaterThanOrEqual(5)
    const seen: number[] = []
    const totalPages = Math.ceil(total / 2)
    for (let page = 1; page <= totalPages; page++) {
      const res = await api('GET', `/api/users?page=${page}&limit=2`)
      expect(res.status).toBe(200)
      const body = (await res.json()) as { data: User[]; pagination: object }
      expect(body.pagination).toEqual({ page, limit: 2, total, totalPages })
      expect(body.data.length).toBe(page < totalPages ? 2 : total - 2 * (totalPages - 1))
      seen.push(...body.data.map((u) => u.id))
    }
    expect(new Set(seen).size).toBe(total)
    const past = (await (await api('GET', `/api/users?page=${totalPages + 1}&limit=2`)).json()) as { data: User[] }
    expect(past.data).toEqual([])
  })

  it('a malformed page or limit is a 400, not a default', async () => {
    await expectError(await api('GET', '/api/users?page=0'), 400)
    await expectError(await api('GET', '/api/users?page=abc'), 400)
    await expectError(await api('GET', '/api/users?limit=0'), 400)
    await expectError(await api('GET', '/api/users?limit=100000'), 400)
  })

  it('an admin is refused (403) and an anonymous caller is asked to log in (401)', async () => {
    const body = await expectError(await api('GET', '/api/users', undefined, admin.token), 403)
    expect(body.message).toBe(FORBIDDEN)
    await expectError(await call(t.app, 'GET', '/api/users'), 401)
    await expectError(await api('POST', '/api/users', { name: 'Intruso', email: freshEmail(), password: 'Secreta-Larga-123!', roleId: 'role_superadmin' }, admin.token), 403)
  })
})

describe('one user', () => {
  it('GET /api/users/{id} answers the user', async () => {
    const user = await userOf(await api('GET', `/api/users/${admin.id}`), 200, ['Password123!'])
    expect(user).toEqual({ id: admin.id, name: 'Plain Admin', email: admin.email, roleId: 'role_admin', roleName: 'admin', isActive: 1, phoneNumber: null })
  })

  it('an unknown or non-numeric id is a 404', async () => {
    await expectError(await api('GET', '/api/users/999999'), 404)
    await expectError(await api('GET', '/api/users/abc'), 404)
    await expectError(await api('GET', '/api/users/1.5'), 404)
    await expectError(await api('GET', '/api/users/-1'), 404)
  })
})

describe('creating a user', () => {
  it('answers 201 with the new user (no password) and the user can log in', async () => {
    const email = freshEmail('creado')
    const { user, password } = await createUser({ name: 'Carla Creada', email, roleId: 'role_admin', phoneNumber: '+57 (1) 555-0199' })
    expect(user).toMatchObject({ name: 'Carla Creada', roleId: 'role_admin', roleName: 'admin', isActive: 1, phoneNumber: '+57 (1) 555-0199' })
    expect(user.email.toLowerCase()).toBe(email.toLowerCase())
    expect(Number.isInteger(user.id)).toBe(true)
    expect(await userOf(await api('GET', `/api/users/${user.id}`))).toEqual(user)
    const res = await login(email, password)
    expect(res.status).toBe(200)
    expect((await res.json()).user.role).toBe('admin')
  })

  it('can create another superadmin without a phone number', async () => {
    const { user } = await createUser({ roleId: 'role_superadmin', phoneNumber: undefined })
    expect(user).toMatchObject({ roleId: 'role_superadmin', roleName: 'superadmin', phoneNumber: null })
  })

  it('an email already in use, in any letter case, is a 409 on the email field and nothing is written', async () => {
    const { user } = await createUser({ email: freshEmail('dup') })
    const before = await userCount()
    for (const email of [user.email, user.email.toUpperCase(), 'ROOT@test.local']) {
      const body = await expectError(await api('POST', '/api/users', { name: 'Duplicado', email, password: 'Secreta-Larga-123!', roleId: 'role_admin' }), 409)
      expect(body.errors?.map((e) => e.path)).toEqual(['email'])
      expect(body.message.length).toBeGreaterThan(0)
    }
    expect(await userCount()).toBe(before)
  })

  it('an unknown role is a 400 on roleId and nothing is written', async () => {
    const before = await userCount()
    const body = await expectInvalidFields(await api('POST', '/api/users', { name: 'Sin Rol', email: freshEmail(), password: 'Secreta-Larga-123!', roleId: 'role_emperor' }), ['roleId'])
    expect(messageOf(body, 'roleId')).toBeTruthy()
    expect(await userCount()).toBe(before)
  })

  it('a bad name, email, password and phone get one error each, with the form messages, and nothing is written', async () => {
    const before = await userCount()
    const res = await api('POST', '/api/users', { name: 'A', email: 'no-es-un-email', password: 'corta', phoneNumber: 'llámame', roleId: 'role_admin' })
    const body = await expectInvalidFields(res, ['name', 'email', 'password', 'phoneNumber'])
    expect(messageOf(body, 'name')).toBe('El nombre debe tener al menos 2 caracteres')
    expect(messageOf(body, 'email')).toBe('Email inválido')
    expect(messageOf(body, 'password')).toBe('La contraseña debe tener al menos 12 caracteres.')
    expect(messageOf(body, 'phoneNumber')).toMatch(/tel[eé]fono/i)
    expect(await userCount()).toBe(before)
  })

  it('a missing password and role are a 400 naming both', async () => {
    const before = await userCount()
    const body = await expectInvalidFields(await api('POST', '/api/users', { name: 'Sin Clave', email: freshEmail() }), ['password', 'roleId'])
    expect(messageOf(body, 'roleId')).toBe('El rol es requerido')
    expect(await userCount()).toBe(before)
  })

  it('a name of only spaces is refused', async () => {
    await expectInvalidFields(await api('POST', '/api/users', { name: '   ', email: freshEmail(), password: 'Secreta-Larga-123!', roleId: 'role_admin' }), ['name'])
  })

  it('malformed JSON is a 400 and a form post a 415', async () => {
    await expectJsonOnly(t.app, '/api/users', root.token, '{"name": "x",', 'name=x')
  })
})

describe('editing a user', () => {
  it('PATCH changes name, role and phone and answers the updated user', async () => {
    const { user } = await createUser()
    const updated = await userOf(await api('PATCH', `/api/users/${user.id}`, { name: 'Nombre Nuevo', roleId: 'role_superadmin', phoneNumber: '099 555 1234' }))
    expect(updated).toEqual({ ...user, name: 'Nombre Nuevo', roleId: 'role_superadmin', roleName: 'superadmin', phoneNumber: '099 555 1234' })
    expect(await userOf(await api('GET', `/api/users/${user.id}`))).toEqual(updated)
  })

  it('a blank or absent password keeps the old one: the user still logs in with it', async () => {
    const { user, password } = await createUser()
    const hashBefore = (await storedUser(user.id)).passwordHash
    await userOf(await api('PATCH', `/api/users/${user.id}`, { name: 'Sin Cambio De Clave', password: '' }))
    await userOf(await api('PATCH', `/api/users/${user.id}`, { name: 'Otra Vez Sin Clave' }))
    await userOf(await api('PATCH', `/api/users/${user.id}`, { name: 'Clave Nula', password: null }))
    expect((await storedUser(user.id)).passwordHash).toBe(hashBefore)
    expect((await login(user.email, password)).status).toBe(200)
  })

  it('saving the edit form without changing anything (only a blank password) answers the unchanged user, not a 500', async () => {
    const { user, password } = await createUser()
    expect(await userOf(await api('PATCH', `/api/users/${user.id}`, { password: '' }))).toEqual(user)
    expect(await userOf(await api('PATCH', `/api/users/${user.id}`, {}))).toEqual(user)
    expect((await login(user.email, password)).status).toBe(200)
  })

  it('a new password replaces the old one', async () => {
    const { user, password } = await createUser()
    const updated = await userOf(await api('PATCH', `/api/users/${user.id}`, { password: 'NuevaClave456!' }), 200, ['NuevaClave456!', password])
    expect(updated).toEqual(user)
    expect((await login(user.email, 'NuevaClave456!')).status).toBe(200)
    await expectError(await login(user.email, password), 401)
  })

  it('a new password that is too short is a 400 and the old password keeps working', async () => {
    const { user, password } = await createUser()
    const body = await expectInvalidFields(await api('PATCH', `/api/users/${user.id}`, { password: 'corta' }), ['password'])
    expect(messageOf(body, 'password')).toBe('La contraseña debe tener al menos 12 caracteres.')
    expect((await login(user.email, password)).status).toBe(200)
  })

  it("taking another user's email, in any letter case, is a 409 on email and changes nothing", async () => {
    const { user: first } = await createUser()
    const { user: second } = await createUser()
    const body = await expectError(await api('PATCH', `/api/users/${second.id}`, { email: first.email.toUpperCase(), name: 'No Debe Cambiar' }), 409)
    expect(body.errors?.map((e) => e.path)).toEqual(['email'])
    expect(await userOf(await api('GET', `/api/users/${second.id}`))).toEqual(second)
  })

  it('keeping its own email in another letter case is not a conflict', async () => {
    const { user } = await createUser()
    const res = await api('PATCH', `/api/users/${user.id}`, { email: user.email.toUpperCase() })
    const updated = await userOf(res)
    expect(updated.email.toLowerCase()).toBe(user.email.toLowerCase())
  })

  it('bad fields get one error each and change nothing', async () => {
    const { user } = await createUser()
    const rowBefore = await storedUser(user.id)
    const res = await api('PATCH', `/api/users/${user.id}`, { name: 'B', email: 'mal', phoneNumber: '12', roleId: '' })
    const body = await expectInvalidFields(res, ['name', 'email', 'phoneNumber', 'roleId'])
    expect(messageOf(body, 'email')).toBe('Email inválido')
    expect(await storedUser(user.id)).toEqual(rowBefore)
  })

  it('an unknown role is a 400 and changes nothing', async () => {
    const { user } = await createUser()
    await expectInvalidFields(await api('PATCH', `/api/users/${user.id}`, { roleId: 'role_emperor', name: 'Cambio Ilegal' }), ['roleId'])
    expect(await userOf(await api('GET', `/api/users/${user.id}`))).toEqual(user)
  })

  it('an unknown or non-numeric id is a 404', async () => {
    await expectError(await api('PATCH', '/api/users/999999', { name: 'Nadie Aquí' }), 404)
    await expectError(await api('PATCH', '/api/users/abc', { name: 'Nadie Aquí' }), 404)
  })

  it('a disabled user can no longer log in', async () => {
    const { user, password } = await createUser()
    expect(await userOf(await api('PATCH', `/api/users/${user.id}`, { isActive: false }))).toMatchObject({ isActive: 0 })
    await expectError(await login(user.email, password), 401)
  })
})

describe('a superadmin protecting itself', () => {
  it('cannot delete its own account (409) and still exists', async () => {
    const me = await t.user('superadmin')
    const body = await expectError(await api('DELETE', `/api/users/${me.id}`, undefined, me.token), 409)
    expect(body.message.length).toBeGreaterThan(0)
    expect((await api('GET', `/api/users/${me.id}`)).status).toBe(200)
  })

  it('cannot demote itself to admin (409) and keeps the superadmin role', async () => {
    const me = await t.user('superadmin')
    await expectError(await api('PATCH', `/api/users/${me.id}`, { roleId: 'role_admin' }, me.token), 409)
    expect(await userOf(await api('GET', `/api/users/${me.id}`))).toMatchObject({ roleId: 'role_superadmin', roleName: 'superadmin', isActive: 1 })
    expect((await call(t.app, 'GET', '/api/users', undefined, { token: me.token })).status).toBe(200)
  })

  it('cannot disable its own account (409)', async () => {
    const me = await t.user('superadmin')
    await expectError(await api('PATCH', `/api/users/${me.id}`, { isActive: false }, me.token), 409)
    expect(await userOf(await api('GET', `/api/users/${me.id}`))).toMatchObject({ isActive: 1 })
  })

  it('can still change its own name', async () => {
    const me = await t.user('superadmin')
    expect(await userOf(await api('PATCH', `/api/users/${me.id}`, { name: 'Yo Mismo', roleId: 'role_superadmin' }, me.token))).toMatchObject({ name: 'Yo Mismo', roleName: 'superadmin' })
  })
})

describe('deleting a user', () => {
  it('a user who still owns properties cannot be deleted: 409 saying why, and both stay', async () => {
    const owner = await t.user('admin')
    const listing = await createListing(t, owner.token)
    const body = await expectError(await api('DELETE', `/api/users/${owner.id}`), 409)
    expect(body.message).toMatch(/propiedad/i)
    expect((await api('GET', `/api/users/${owner.id}`)).status).toBe(200)
    const [{ n }] = await t.db.select({ n: count() }).from(properties).where(eq(properties.id, listing.id))
    expect(n).toBe(1)
  })

  it('a user without properties is deleted (204) and is then gone (404)', async () => {
    const { user, password } = await createUser()
    const res = await api('DELETE', `/api/users/${user.id}`)
    expect(res.status).toBe(204)
    expect(await res.text()).toBe('')
    await expectError(await api('GET', `/api/users/${user.id}`), 404)
    await expectError(await api('DELETE', `/api/users/${user.id}`), 404)
    expect((await (await api('GET', '/api/users?limit=100')).json()).data.map((u: User) => u.id)).not.toContain(user.id)
    await expectError(await login(user.email, password), 401)
  })

  it('a new advertiser account publishes as an independent advertiser of its own, which goes with the account', async () => {
    const { user } = await createUser()
    const [row] = await t.db.select({ advertiserId: users.advertiserId }).from(users).where(eq(users.id, user.id))
    expect(row.advertiserId).not.toBeNull()
    const [advertiser] = await t.db.select().from(advertisers).where(eq(advertisers.id, row.advertiserId!))
    expect(advertiser).toMatchObject({ kind: 'independent', status: 'approved', name: user.name })
    expect((await api('DELETE', `/api/users/${user.id}`)).status).toBe(204)
    expect(await t.db.select().from(advertisers).where(eq(advertisers.id, row.advertiserId!))).toEqual([])
  })

  it("a deleted user's token stops working", async () => {
    const victim = await t.user('admin')
    expect((await api('DELETE', `/api/users/${victim.id}`)).status).toBe(204)
    await expectError(await call(t.app, 'GET', '/api/auth/me', undefined, { token: victim.token }), 401)
  })

  it('an unknown or non-numeric id is a 404', async () => {
    await expectError(await api('DELETE', '/api/users/999999'), 404)
    await expectError(await api('DELETE', '/api/users/abc'), 404)
  })

  it('an admin cannot delete anybody (403) and nothing is deleted', async () => {
    const { user } = await createUser()
    await expectError(await api('DELETE', `/api/users/${user.id}`, undefined, admin.token), 403)
    expect((await api('GET', `/api/users/${user.id}`)).status).toBe(200)
  })
})

describe('roles', () => {
  it('GET /api/users/roles lists superadmin and admin', async () => {
    const res = await api('GET', '/api/users/roles')
    expect(res.status).toBe(200)
    const roles = (await res.json()) as { id: string; name: string }[]
    expect([...roles].sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: 'role_admin', name: 'admin' },
      { id: 'role_superadmin', name: 'superadmin' },
    ])
  })

  it('is for superadmins only', async () => {
    await expectError(await api('GET', '/api/users/roles', undefined, admin.token), 403)
    await expectError(await call(t.app, 'GET', '/api/users/roles'), 401)
  })
})
