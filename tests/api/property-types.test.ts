import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { properties, propertyTypes } from '../../src/server/db/schema.ts'
import { PROPERTY_TYPE_ICONS } from '../../src/shared/constants.ts'
import type { PropertyType } from '../../src/shared/types.ts'
import { expectError, expectInvalidFields, expectJsonOnly, messageOf } from '../fixtures/contract.ts'
import { createListing } from '../fixtures/properties.ts'
import { call } from '../fixtures/requests.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

const NAME_MESSAGE = 'El nombre debe tener al menos 2 caracteres'
const ICON_MESSAGE = 'El icono es requerido'
const ACTIVE_NAMES = ['Apartamento', 'Casa', 'Comercial', 'Oficina', 'Terreno']

const t = setUpTestApp()
const root = setUpUser(t, 'superadmin')
const admin = setUpUser(t, 'admin')
let nameCounter = 0

const api = (method: string, path: string, body?: unknown, token = root.token) => call(t.app, method, path, body, { token })
const typeCount = async () => (await t.db.select({ n: count() }).from(propertyTypes))[0].n
const allTypes = async (token = root.token) => {
  const res = await api('GET', '/api/admin/property-types', undefined, token)
  expect(res.status).toBe(200)
  return (await res.json()) as PropertyType[]
}
const publicTypes = async () => {
  const res = await call(t.app, 'GET', '/api/properties/types')
  expect(res.status).toBe(200)
  return (await res.json()) as { id: number; name: string; icon: string }[]
}
const uniqueName = (base = 'Tipo') => `${base} ${++nameCounter} ${Date.now().toString(36)}`

async function createType(body: Record<string, unknown> = {}): Promise<PropertyType> {
  const res = await api('POST', '/api/admin/property-types', { name: uniqueName(), icon: 'Hotel', ...body })
  const text = await res.text()
  expect(res.status, text).toBe(201)
  return JSON.parse(text) as PropertyType
}

describe('reading property types (staff)', () => {
  it('an admin sees all 10 types, active and inactive, with isActive 1/0', async () => {
    const types = await allTypes(admin.token)
    expect(types).toHaveLength(10)
    for (const type of types) {
      expect(Object.keys(type).sort()).toEqual(['icon', 'id', 'isActive', 'name'])
      expect([0, 1]).toContain(type.isActive)
      expect(PROPERTY_TYPE_ICONS).toContain(type.icon)
    }
    expect(
      types
        .filter((type) => type.isActive === 1)
        .map((type) => type.name)
        .sort(),
    ).toEqual(ACTIVE_NAMES)
    expect(types.filter((type) => type.isActive === 0)).toHaveLength(5)
  })

  it('a superadmin sees the same list', async () => {
    expect(await allTypes(root.token)).toEqual(await allTypes(admin.token))
  })

  it('GET /{id} answers that one type', async () => {
    const [first, , , , , sixth] = await allTypes()
    for (const type of [first, sixth]) {
      const res = await api('GET', `/api/admin/property-types/${type.id}`, undefined, admin.token)
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual(type)
    }
  })

  it('an unknown or non-numeric id is a 404', async () => {
    await expectError(await api('GET', '/api/admin/property-types/999999'), 404)
    await expectError(await api('GET', '/api/admin/property-types/casa'), 404)
    await expectError(await api('PUT', '/api/admin/property-types/999999', { name: 'Fantasma' }), 404)
    await expectError(await api('DELETE', '/api/admin/property-types/999999'), 404)
  })

  it('without a token is a 401', async () => {
    await expectError(await call(t.app, 'GET', '/api/admin/property-types'), 401)
    await expectError(await call(t.app, 'GET', '/api/admin/property-types/1'), 401)
  })

  it('the public list holds the 5 active types only, as {id, name, icon}', async () => {
    const types = await publicTypes()
    expect(types.map((type) => type.name).sort()).toEqual(ACTIVE_NAMES)
    for (const type of types) expect(Object.keys(type).sort()).toEqual(['icon', 'id', 'name'])
  })
})

describe('creating a property type (superadmin)', () => {
  it('answers 201 with the new type, which then shows up in the admin and public lists', async () => {
    const name = uniqueName('Cabaña')
    const created = await createType({ name, icon: 'TreePine' })
    expect(created).toEqual({ id: expect.any(Number), name, icon: 'TreePine', isActive: 1 })
    expect(await allTypes()).toContainEqual(created)
    expect(await publicTypes()).toContainEqual({ id: created.id, name, icon: 'TreePine' })
  })

  it('can be created inactive, and then stays out of the public list', async () => {
    const created = await createType({ isActive: false })
    expect(created.isActive).toBe(0)
    expect((await publicTypes()).map((type) => type.id)).not.toContain(created.id)
  })

  it('a one-letter name is a 400 with the form message and nothing is created', async () => {
    const before = await typeCount()
    const body = await expectInvalidFields(await api('POST', '/api/admin/property-types', { name: 'X', icon: 'Home' }), ['name'])
    expect(messageOf(body, 'name')).toBe(NAME_MESSAGE)
    await expectInvalidFields(await api('POST', '/api/admin/property-types', { name: '   ', icon: 'Home' }), ['name'])
    expect(await typeCount()).toBe(before)
  })

  it('a missing or unknown icon is a 400 "El icono es requerido" and nothing is created', async () => {
    const before = await typeCount()
    for (const body of [{ name: uniqueName() }, { name: uniqueName(), icon: 'Castle' }, { name: uniqueName(), icon: '' }, { name: uniqueName(), icon: 'home' }]) {
      const error = await expectInvalidFields(await api('POST', '/api/admin/property-types', body), ['icon'])
      expect(messageOf(error, 'icon')).toBe(ICON_MESSAGE)
    }
    expect(await typeCount()).toBe(before)
  })

  it('a bad name and a bad icon are reported together', async () => {
    const body = await expectInvalidFields(await api('POST', '/api/admin/property-types', { name: 'Y', icon: 'Nope' }), ['name', 'icon'])
    expect(messageOf(body, 'name')).toBe(NAME_MESSAGE)
    expect(messageOf(body, 'icon')).toBe(ICON_MESSAGE)
  })

  it('a name already taken, in any letter case, is a 409 and nothing is created', async () => {
    const before = await typeCount()
    for (const name of ['Casa', 'casa', 'APARTAMENTO', 'Bodega']) {
      const body = await expectError(await api('POST', '/api/admin/property-types', { name, icon: 'Home' }), 409)
      expect(body.errors?.map((e) => e.path)).toEqual(['name'])
    }
    expect(await typeCount()).toBe(before)
  })

  it('an admin cannot create one (403) and nothing is created', async () => {
    const before = await typeCount()
    await expectError(await api('POST', '/api/admin/property-types', { name: uniqueName(), icon: 'Home' }, admin.token), 403)
    await expectError(await call(t.app, 'POST', '/api/admin/property-types', { name: uniqueName(), icon: 'Home' }), 401)
    expect(await typeCount()).toBe(before)
  })

  it('malformed JSON is a 400 and a form post a 415', async () => {
    await expectJsonOnly(t.app, '/api/admin/property-types', root.token, '{"name": ', 'name=Chalet&icon=Home')
  })
})

describe('editing a property type (superadmin)', () => {
  it('PUT changes name and icon for real', async () => {
    const created = await createType()
    const name = uniqueName('Renombrado')
    const res = await api('PUT', `/api/admin/property-types/${created.id}`, { name, icon: 'Factory' })
    expect(res.status).toBe(200)
    const updated = (await res.json()) as PropertyType
    expect(updated).toEqual({ id: created.id, name, icon: 'Factory', isActive: 1 })
    expect(await (await api('GET', `/api/admin/property-types/${created.id}`)).json()).toEqual(updated)
  })

  it('PUT keeping its own name in another letter case is not a conflict', async () => {
    const created = await createType({ name: uniqueName('minúsculas') })
    const res = await api('PUT', `/api/admin/property-types/${created.id}`, { name: created.name.toUpperCase(), icon: created.icon })
    expect(res.status).toBe(200)
  })

  it("PUT to another type's name is a 409 and changes nothing", async () => {
    const created = await createType()
    const body = await expectError(await api('PUT', `/api/admin/property-types/${created.id}`, { name: 'oficina', icon: 'Home' }), 409)
    expect(body.errors?.map((e) => e.path)).toEqual(['name'])
    expect(await (await api('GET', `/api/admin/property-types/${created.id}`)).json()).toEqual(created)
  })

  it('PUT with a bad name or icon is a 400 and changes nothing', async () => {
    const created = await createType()
    const body = await expectInvalidFields(await api('PUT', `/api/admin/property-types/${created.id}`, { name: 'Z', icon: 'Rocket' }), ['name', 'icon'])
    expect(messageOf(body, 'name')).toBe(NAME_MESSAGE)
    expect(messageOf(body, 'icon')).toBe(ICON_MESSAGE)
    expect(await (await api('GET', `/api/admin/property-types/${created.id}`)).json()).toEqual(created)
  })

  it('an admin cannot edit one (403) and nothing changes', async () => {
    const created = await createType()
    await expectError(await api('PUT', `/api/admin/property-types/${created.id}`, { name: 'Cambiado Por Admin', icon: 'Home' }, admin.token), 403)
    expect(await (await api('GET', `/api/admin/property-types/${created.id}`)).json()).toEqual(created)
  })

  it('a deactivated type disappears from the public list but stays in the admin list; reactivating brings it back', async () => {
    const created = await createType({ name: uniqueName('Loft'), icon: 'Building2' })
    expect((await publicTypes()).map((type) => type.id)).toContain(created.id)

    const off = await api('PUT', `/api/admin/property-types/${created.id}`, { name: created.name, icon: created.icon, isActive: false })
    expect(off.status).toBe(200)
    expect(((await off.json()) as PropertyType).isActive).toBe(0)
    expect((await publicTypes()).map((type) => type.id)).not.toContain(created.id)
    expect(await allTypes()).toContainEqual({ ...created, isActive: 0 })

    const on = await api('PUT', `/api/admin/property-types/${created.id}`, { name: created.name, icon: created.icon, isActive: true })
    expect(on.status).toBe(200)
    expect((await publicTypes()).map((type) => type.id)).toContain(created.id)
  })

  it('deactivating a seeded type (Terreno) removes it from the public list', async () => {
    const terreno = (await allTypes()).find((type) => type.name === 'Terreno')!
    const res = await api('PUT', `/api/admin/property-types/${terreno.id}`, { name: 'Terreno', icon: terreno.icon, isActive: false })
    expect(res.status).toBe(200)
    expect((await publicTypes()).map((type) => type.name)).not.toContain('Terreno')
    // Put it back for the other tests.
    expect((await api('PUT', `/api/admin/property-types/${terreno.id}`, { name: 'Terreno', icon: terreno.icon, isActive: true })).status).toBe(200)
  })
})

describe('deleting a property type (superadmin)', () => {
  it('an unused type is deleted for real (204) and is then a 404', async () => {
    const created = await createType()
    const before = await typeCount()
    const res = await api('DELETE', `/api/admin/property-types/${created.id}`)
    expect(res.status).toBe(204)
    expect(await typeCount()).toBe(before - 1)
    await expectError(await api('GET', `/api/admin/property-types/${created.id}`), 404)
    expect((await allTypes()).map((type) => type.id)).not.toContain(created.id)
    expect((await publicTypes()).map((type) => type.id)).not.toContain(created.id)
  })

  it('a type used by a listing cannot be deleted: 409 with a clear message, and the type and listing remain', async () => {
    const created = await createType({ name: uniqueName('Dúplex'), icon: 'Building' })
    const owner = await t.user('admin')
    const listing = await createListing(t, owner.token, { propertyTypeId: String(created.id) })
    expect(listing.propertyTypeId).toBe(created.id)

    const body = await expectError(await api('DELETE', `/api/admin/property-types/${created.id}`), 409)
    expect(body.message).toMatch(/tipo de propiedad/i)
    expect(body.message).toMatch(/propiedad(es)? lo usan|en uso|usad/i)

    expect(await (await api('GET', `/api/admin/property-types/${created.id}`)).json()).toEqual(created)
    const [{ n }] = await t.db.select({ n: count() }).from(properties).where(eq(properties.propertyTypeId, created.id))
    expect(n).toBe(1)
  })

  it('the in-use message is in English when asked', async () => {
    const created = await createType()
    const owner = await t.user('admin')
    await createListing(t, owner.token, { propertyTypeId: String(created.id) })
    const res = await call(t.app, 'DELETE', `/api/admin/property-types/${created.id}`, undefined, { token: root.token, lang: 'en' })
    const body = await expectError(res, 409)
    expect(body.message).toMatch(/propert/i)
    expect(body.message).not.toMatch(/propiedad/i)
  })

  it('an admin cannot delete one (403) and the type remains', async () => {
    const created = await createType()
    await expectError(await api('DELETE', `/api/admin/property-types/${created.id}`, undefined, admin.token), 403)
    expect((await api('GET', `/api/admin/property-types/${created.id}`)).status).toBe(200)
  })
})
