import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { properties, propertyImages } from '../../src/server/db/schema.ts'
import type { Paged, Property } from '../../src/shared/types.ts'
import { expectError, expectInvalidFields, filesExist, ids, messageOf, renditionKeys, storedState } from '../fixtures/contract.ts'
import { imageBytes, imageFile, phonePhoto } from '../fixtures/images.ts'
import { auth, createListing, jsonHeaders, propertyForm } from '../fixtures/properties.ts'
import type { TestUser } from '../fixtures/testApp.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'
import { QUITO_HOUSE } from '../fixtures/quitoHouse.ts'

const t = setUpTestApp()
const admin = setUpUser(t, 'admin', { name: 'Ana Admin' })
const otherAdmin = setUpUser(t, 'admin', { name: 'Otro Admin' })
const superadmin = setUpUser(t, 'superadmin')

const post = (form: FormData, token = admin.token) => t.app.request('/api/properties', { method: 'POST', body: form, headers: auth(token) })
const put = (id: number | string, form: FormData, token = admin.token) => t.app.request(`/api/properties/${id}`, { method: 'PUT', body: form, headers: auth(token) })
const patchJson = (url: string, body: unknown, token = admin.token) => t.app.request(url, { method: 'PATCH', headers: jsonHeaders(token), body: JSON.stringify(body) })
const read = async (id: number, token = admin.token) => {
  const res = await t.app.request(`/api/properties/${id}`, { headers: auth(token) })
  expect(res.status).toBe(200)
  return (await res.json()) as Property
}
const publicList = async () => (await (await t.app.request('/api/properties?limit=100')).json()) as Paged<Property>
const diskPath = (storedPath: string, width?: number) => {
  const key = width ? renditionKeys(storedPath).find((k) => k.endsWith(`-${width}.webp`))! : renditionKeys(storedPath).at(-1)!
  return path.join(t.uploadsDir, key)
}
const pngFile = async (hue: number, name = `p${hue}.png`) => imageFile(await imageBytes('png', { hue }), name)

describe('creating a listing', () => {
  it('answers 201 with the listing, owned by the caller even when the form names another owner', async () => {
    const form = await propertyForm({ ownerId: String(otherAdmin.id), views: '500' })
    const res = await post(form)
    expect(res.status, await res.clone().text()).toBe(201)
    const created = (await res.json()) as Property
    expect(created).toMatchObject({
      title: 'Casa con jardín en Cumbayá',
      price: 250000,
      priceType: 'sale',
      currency: 'USD',
      address: 'Av. Interoceánica km 12',
      neighborhood: 'Cumbayá',
      ...QUITO_HOUSE,
      bedrooms: 3,
      bathrooms: 2.5,
      area: 180.5,
      isActive: 1,
      isOpportunity: 0,
      isFeatured: 0,
      statusId: 'status_available',
      authorName: 'Ana Admin',
      views: 0,
    })
    expect(created.images).toHaveLength(2)
    const [row] = await t.db.select({ ownerId: properties.ownerId, views: properties.views }).from(properties).where(eq(properties.id, created.id))
    expect(row).toEqual({ ownerId: admin.id, views: 0 })
    const mine = (await (await t.app.request('/api/properties/admin/all', { headers: auth(admin.token) })).json()) as Paged<Property>
    expect(ids(mine)).toContain(created.id)
    const theirs = (await (await t.app.request('/api/properties/admin/all', { headers: auth(otherAdmin.token) })).json()) as Paged<Property>
    expect(ids(theirs)).not.toContain(created.id)
  })

  it('ignores isFeatured from an admin but honours it from a superadmin', async () => {
    const byAdmin = await post(await propertyForm({ isFeatured: 'true' }))
    expect(byAdmin.status).toBe(201)
    expect(((await byAdmin.json()) as Property).isFeatured).toBe(0)
    const bySuper = await post(await propertyForm({ isFeatured: 'true' }), superadmin.token)
    expect(bySuper.status).toBe(201)
    expect(((await bySuper.json()) as Property).isFeatured).toBe(1)
  })

  it.each([
    ['true', 'true', 1, 1],
    ['false', 'false', 0, 0],
    ['1', '1', 1, 1],
    ['0', '0', 0, 0],
  ] as const)('reads the multipart booleans isActive=%s isOpportunity=%s', async (isActive, isOpportunity, active, opportunity) => {
    const res = await post(await propertyForm({ isActive, isOpportunity, opportunityPrice: '200000' }))
    expect(res.status, await res.clone().text()).toBe(201)
    const created = (await res.json()) as Property
    expect(created.isActive).toBe(active)
    expect(created.isOpportunity).toBe(opportunity)
    if (opportunity) expect(created.opportunityPrice).toBe(200000)
  })

  it('recognises images by their content, not their name or declared type', async () => {
    const main = imageFile(await imageBytes('png', { hue: 200 }), 'foto.txt', 'text/plain')
    const extra = imageFile(await imageBytes('jpeg', { hue: 210 }), 'otra.png', 'image/png')
    const res = await post(await propertyForm({}, { mainImage: main, images: [extra] }))
    expect(res.status, await res.clone().text()).toBe(201)
  })
})

describe('a form with a mistake is refused with the field named and nothing written', () => {
  type Files = Parameters<typeof propertyForm>[1]
  const cases: { what: string; fields?: Record<string, string | undefined>; files?: Files; path: string; message?: string }[] = [
    { what: 'a title under 5 characters', fields: { title: 'Casa' }, path: 'title', message: 'El título debe tener al menos 5 caracteres' },
    { what: 'a blank title', fields: { title: '     ' }, path: 'title', message: 'El título debe tener al menos 5 caracteres' },
    { what: 'an address under 5 characters', fields: { address: 'Av 1' }, path: 'address', message: 'La dirección debe tener al menos 5 caracteres' },
    { what: 'a price of 0', fields: { price: '0' }, path: 'price', message: 'Por favor ingrese un precio válido mayor que 0' },
    { what: 'a negative price', fields: { price: '-100' }, path: 'price', message: 'Por favor ingrese un precio válido mayor que 0' },
    { what: 'a price that is not a number', fields: { price: 'abc' }, path: 'price', message: 'Por favor ingrese un precio válido mayor que 0' },
    { what: 'no title', fields: { title: undefined }, path: 'title', message: 'El título debe tener al menos 5 caracteres' },
    { what: 'no price', fields: { price: undefined }, path: 'price', message: 'Por favor ingrese un precio válido mayor que 0' },
    { what: 'no price type', fields: { priceType: undefined }, path: 'priceType', message: 'El tipo de precio es requerido (venta o alquiler)' },
    { what: 'an unknown price type', fields: { priceType: 'lease' }, path: 'priceType' },
    { what: 'an unknown currency', fields: { currency: 'EUR' }, path: 'currency', message: 'Moneda inválida' },
    { what: 'bathrooms not in halves', fields: { bathrooms: '1.3' }, path: 'bathrooms', message: 'Por favor ingrese un número válido de baños' },
    { what: 'fractional bedrooms', fields: { bedrooms: '2.5' }, path: 'bedrooms', message: 'Por favor ingrese un número válido de habitaciones' },
    { what: 'negative bedrooms', fields: { bedrooms: '-1' }, path: 'bedrooms' },
    { what: 'an area of 0', fields: { area: '0' }, path: 'area', message: 'Por favor ingrese un área válida mayor que 0' },
    { what: 'negative legal costs', fields: { legalCosts: '-1' }, path: 'legalCosts', message: 'Los costos legales deben ser un número válido mayor o igual a 0' },
    { what: 'an opportunity without opportunity price', fields: { isOpportunity: 'true' }, path: 'opportunityPrice', message: 'El precio de oportunidad es requerido y debe ser mayor que 0' },
    { what: 'an opportunity price of 0', fields: { isOpportunity: 'true', opportunityPrice: '0' }, path: 'opportunityPrice', message: 'El precio de oportunidad es requerido y debe ser mayor que 0' },
    { what: 'a city of another country', fields: { countryId: 'country_ec', cityId: 'co_bogota' }, path: 'cityId', message: 'La ciudad no pertenece al país seleccionado' },
    { what: 'an unknown city', fields: { cityId: 'ec_atlantis' }, path: 'cityId' },
    { what: 'no country', fields: { countryId: undefined }, path: 'countryId', message: 'El país es requerido' },
    { what: 'an unknown property type', fields: { propertyTypeId: '999' }, path: 'propertyTypeId', message: 'El tipo de propiedad es requerido' },
    { what: 'an inactive property type', fields: { propertyTypeId: '6' }, path: 'propertyTypeId' },
    { what: 'a property type that is not a number', fields: { propertyTypeId: 'casa' }, path: 'propertyTypeId' },
    { what: 'an unknown status', fields: { statusId: 'status_demolished' }, path: 'statusId' },
    { what: 'an isActive that is not a boolean', fields: { isActive: 'maybe' }, path: 'isActive' },
    { what: 'no main image', files: { mainImage: null }, path: 'mainImage', message: 'Se requiere una imagen principal' },
    { what: 'no additional images', files: { images: [] }, path: 'images', message: 'Se requiere al menos una imagen adicional' },
  ]

  it.each(cases)('$what', async ({ fields = {}, files = {}, path: field, message }) => {
    const before = await storedState(t)
    const body = await expectInvalidFields(await post(await propertyForm(fields, files)), [field])
    if (message) expect(messageOf(body, field)).toBe(message)
    expect(await storedState(t)).toEqual(before)
  })

  it('lists every simple field mistake at once', async () => {
    const before = await storedState(t)
    const res = await post(await propertyForm({ title: 'Casa', price: '0', area: '0', currency: 'EUR' }, { mainImage: null }))
    await expectInvalidFields(res, ['title', 'price', 'area', 'currency', 'mainImage'])
    expect(await storedState(t)).toEqual(before)
  })

  it('lists a missing opportunity price together with the other mistakes', async () => {
    const res = await post(await propertyForm({ title: 'Casa', isOpportunity: 'true' }))
    const body = await expectInvalidFields(res, ['title', 'opportunityPrice'])
    expect(messageOf(body, 'opportunityPrice')).toBe('El precio de oportunidad es requerido y debe ser mayor que 0')
  })

  it('lists a city of another country together with the other mistakes', async () => {
    const res = await post(await propertyForm({ title: 'Casa', countryId: 'country_ec', cityId: 'co_bogota' }))
    await expectInvalidFields(res, ['title', 'cityId'])
  })
})

describe('bad image files are refused and nothing is stored', () => {
  // What is sent, the answer's status and message (a truncated image gets the generic one).
  const refusals: [string, number, string | null, () => Promise<File[]>][] = [
    [
      'a text file named .png',
      415,
      'Solo se aceptan imágenes PNG, JPEG o WebP.',
      async () => [await pngFile(11), imageFile(Buffer.from('esto no es una imagen, solo texto plano que finge ser PNG'), 'foto.png')],
    ],
    ['a truncated image', 415, null, async () => [imageFile((await imageBytes('png', { width: 300, height: 300, hue: 12 })).subarray(0, 60), 'cortada.png')]],
    [
      'a file over 10 MB',
      413,
      'Cada imagen debe pesar como máximo 10 MB.',
      async () => {
        const png = await imageBytes('png', { hue: 13 })
        return [await pngFile(14), imageFile(Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length)]), 'enorme.png')]
      },
    ],
    [
      'more than 30 images per listing',
      413,
      'Una propiedad admite como máximo 30 imágenes.',
      async () => {
        const one = await imageBytes('png', { width: 8, height: 8, hue: 15 })
        return Array.from({ length: 30 }, (_, i) => imageFile(one, `extra-${i}.png`))
      },
    ],
  ]
  it.each(refusals)('refuses %s with a %i', async (_, status, message, images) => {
    const before = await storedState(t)
    const body = await expectError(await post(await propertyForm({}, { images: await images() })), status)
    if (message) expect(body.message).toBe(message)
    expect(await storedState(t)).toEqual(before)
  })

  it('accepts exactly 30 images (the main one and 29 more)', async () => {
    const one = await imageBytes('png', { width: 8, height: 8, hue: 16 })
    const images = Array.from({ length: 29 }, (_, i) => imageFile(one, `extra-${i}.png`))
    const res = await post(await propertyForm({}, { images }))
    expect(res.status, await res.clone().text()).toBe(201)
    expect(((await res.json()) as Property).images).toHaveLength(29)
  })
})

describe('stored images', () => {
  it('re-encodes every upload to WebP in widths 400, 800 and 1600', async () => {
    const wide = imageFile(await imageBytes('jpeg', { width: 2000, height: 1000, hue: 40 }), 'ancha.jpg', 'image/jpeg')
    const res = await post(await propertyForm({}, { mainImage: wide, images: [await pngFile(41), imageFile(await imageBytes('webp', { hue: 42 }), 'b.webp', 'image/webp')] }))
    expect(res.status).toBe(201)
    const created = (await res.json()) as Property
    for (const stored of [created.mainImage!, ...created.images]) {
      expect(stored).toMatch(/^\/uploads\/properties\/[^/]+\.webp$/)
      const name = stored.replace(/^\/uploads\//, '').replace(/\.webp$/, '')
      for (const key of [`${name}.webp`, `${name}-400.webp`, `${name}-800.webp`]) expect(await t.storage.exists(key), key).toBe(true)
    }
    const widths = await Promise.all([400, 800, undefined].map(async (w) => sharp(diskPath(created.mainImage!, w)).metadata()))
    expect(widths.map((m) => m.format)).toEqual(['webp', 'webp', 'webp'])
    expect(widths.map((m) => m.width)).toEqual([400, 800, 1600])
    expect(widths.map((m) => m.height)).toEqual([200, 400, 800])
  })

  it('applies the phone orientation and strips EXIF and GPS', async () => {
    const photo = imageFile(await phonePhoto(), 'IMG_0001.jpg', 'image/jpeg')
    const res = await post(await propertyForm({}, { mainImage: photo }))
    expect(res.status).toBe(201)
    const created = (await res.json()) as Property
    for (const width of [400, 800, undefined]) {
      const meta = await sharp(diskPath(created.mainImage!, width)).metadata()
      expect(meta.format).toBe('webp')
      expect({ width: meta.width, height: meta.height }).toEqual({ width: 40, height: 80 })
      expect(meta.exif).toBeUndefined()
      expect(meta.orientation ?? 1).toBe(1)
    }
  })
})

describe('updating a listing', () => {
  it('keeps the chosen photos, adds new ones after them, replaces the main image and deletes the old files', async () => {
    const listing = await createListing(t, admin.token)
    const [kept, dropped] = listing.images
    const oldMain = listing.mainImage!
    const form = await propertyForm({ title: 'Casa renovada con jardín' }, { mainImage: await pngFile(50, 'nueva-principal.png'), images: [await pngFile(51, 'nueva.png')] })
    form.append('currentImages', JSON.stringify([kept]))
    const res = await put(listing.id, form)
    expect(res.status, await res.clone().text()).toBe(200)
    const updated = (await res.json()) as Property
    expect(updated.title).toBe('Casa renovada con jardín')
    expect(updated.mainImage).not.toBe(oldMain)
    expect(updated.images).toHaveLength(2)
    expect(updated.images[0]).toBe(kept)
    expect([oldMain, kept, dropped]).not.toContain(updated.images[1])
    expect(await read(listing.id)).toEqual(updated)

    expect(await filesExist(t, oldMain)).toEqual([false, false, false])
    expect(await filesExist(t, dropped)).toEqual([false, false, false])
    for (const current of [updated.mainImage!, ...updated.images]) expect(await filesExist(t, current)).toEqual([true, true, true])
    const rows = await t.db.select({ path: propertyImages.path }).from(propertyImages).where(eq(propertyImages.propertyId, listing.id)).orderBy(propertyImages.position)
    expect(rows.map((r) => r.path)).toEqual(updated.images)
  })

  it('keeps the main image and photos when the form sends no new files', async () => {
    const listing = await createListing(t, admin.token)
    const form = await propertyForm({ price: '199000' }, { mainImage: null, images: [] })
    form.append('currentImages', JSON.stringify(listing.images))
    const res = await put(listing.id, form)
    expect(res.status, await res.clone().text()).toBe(200)
    const updated = (await res.json()) as Property
    expect(updated.price).toBe(199000)
    expect(updated.mainImage).toBe(listing.mainImage)
    expect(updated.images).toEqual(listing.images)
    for (const image of [listing.mainImage!, ...listing.images]) expect(await filesExist(t, image)).toEqual([true, true, true])
  })

  it('refuses currentImages naming a photo of another listing, and changes nothing', async () => {
    const mine = await createListing(t, admin.token)
    const foreign = await createListing(t, otherAdmin.token)
    const before = await storedState(t)
    const form = await propertyForm({ title: 'Intento con foto ajena' }, { mainImage: null, images: [await pngFile(60)] })
    form.append('currentImages', JSON.stringify([mine.images[0], foreign.images[0]]))
    const body = await expectInvalidFields(await put(mine.id, form), ['currentImages'])
    expect(messageOf(body, 'currentImages')).toBe('La lista de imágenes actuales no es válida')
    expect(await storedState(t)).toEqual(before)
    expect(await read(mine.id)).toEqual(mine)
    expect(await read(foreign.id, otherAdmin.token)).toEqual(foreign)
  })

  // Either way the listing and its photo files stay as they were.
  it.each([
    ['currentImages that is not a JSON list', 'not json', 'currentImages'],
    ['an update that would leave the listing without additional photos', '[]', 'images'],
  ])('refuses %s', async (_, currentImages, field) => {
    const mine = await createListing(t, admin.token)
    const form = await propertyForm({}, { mainImage: null, images: [] })
    form.append('currentImages', currentImages)
    await expectInvalidFields(await put(mine.id, form), [field])
    expect(await read(mine.id)).toEqual(mine)
    for (const image of mine.images) expect(await filesExist(t, image)).toEqual([true, true, true])
  })

  it('answers 404 for an unknown listing', async () => {
    const form = await propertyForm()
    await expectError(await put(99999999, form), 404)
  })
})

describe('saving the admin form in one request', () => {
  // docs/decisions/004-one-request-save.md: no follow-up status or opportunity calls after a save.
  it('a single PUT deactivates the listing, makes it an opportunity with its price and sets its status', async () => {
    const listing = await createListing(t, admin.token, { garage: '2', legalCosts: '1500' })
    const form = await propertyForm(
      { isActive: 'false', isOpportunity: 'true', opportunityPrice: '199000', statusId: 'status_pending', legalCosts: '2500', garage: '1' },
      { mainImage: null, images: [] },
    )
    form.append('currentImages', JSON.stringify(listing.images))
    const res = await put(listing.id, form)
    expect(res.status, await res.clone().text()).toBe(200)
    const saved = (await res.json()) as Property
    expect(saved).toMatchObject({ isActive: 0, isOpportunity: 1, opportunityPrice: 199000, statusId: 'status_pending', legalCosts: 2500, garage: 1 })
    expect(await read(listing.id)).toEqual(saved)
    expect(ids(await publicList())).not.toContain(listing.id)
  })

  it('a single PUT turns an opportunity back into a regular listing, keeping its opportunity price for the advertiser only', async () => {
    const listing = await createListing(t, admin.token, { isOpportunity: 'true', opportunityPrice: '180000', isActive: 'false' })
    const form = await propertyForm({ isActive: 'true', isOpportunity: 'false', opportunityPrice: '180000', statusId: 'status_pending' }, { mainImage: null, images: [] })
    const res = await put(listing.id, form)
    expect(res.status, await res.clone().text()).toBe(200)
    expect((await res.json()) as Property).toMatchObject({ isActive: 1, isOpportunity: 0, opportunityPrice: 180000, statusId: 'status_pending' })
    const listed = (await publicList()).data.find((p) => p.id === listing.id)
    expect(listed).toMatchObject({ isOpportunity: 0, opportunityPrice: null })
    const publicRead = (await (await t.app.request(`/api/properties/${listing.id}`)).json()) as Property
    expect(publicRead.opportunityPrice).toBeNull()
  })

  it('a single POST creates the listing inactive, as an opportunity, with its status and legal costs', async () => {
    const res = await post(await propertyForm({ isActive: 'false', isOpportunity: 'true', opportunityPrice: '210000', statusId: 'status_sold', legalCosts: '900', garage: '3' }))
    expect(res.status, await res.clone().text()).toBe(201)
    expect((await res.json()) as Property).toMatchObject({ isActive: 0, isOpportunity: 1, opportunityPrice: 210000, statusId: 'status_sold', legalCosts: 900, garage: 3 })
  })
})

describe('status and partial updates', () => {
  it('deactivating a listing hides it from the public list and page, reactivating shows it again', async () => {
    const listing = await createListing(t, admin.token)
    expect(ids(await publicList())).toContain(listing.id)
    const off = await patchJson(`/api/properties/${listing.id}/status`, { isActive: false })
    expect(off.status).toBe(200)
    expect(((await off.json()) as Property).isActive).toBe(0)
    expect(ids(await publicList())).not.toContain(listing.id)
    await expectError(await t.app.request(`/api/properties/${listing.id}`), 404)
    const on = await patchJson(`/api/properties/${listing.id}/status`, { isActive: 1 })
    expect(on.status).toBe(200)
    expect(((await on.json()) as Property).isActive).toBe(1)
    expect(ids(await publicList())).toContain(listing.id)
  })

  it('refuses a status that is not a boolean', async () => {
    const listing = await createListing(t, admin.token)
    const body = await expectInvalidFields(await patchJson(`/api/properties/${listing.id}/status`, { isActive: 'maybe' }), ['isActive'])
    expect(messageOf(body, 'isActive')).toBe('Debe ser verdadero o falso.')
    expect((await read(listing.id)).isActive).toBe(1)
  })

  it('refuses a status change that sends no status, with a translated message', async () => {
    const listing = await createListing(t, admin.token)
    const body = await expectInvalidFields(await patchJson(`/api/properties/${listing.id}/status`, {}), ['isActive'])
    expect(messageOf(body, 'isActive')).toBe('Debe ser verdadero o falso.')
    expect((await read(listing.id)).isActive).toBe(1)
  })

  it('turns a listing into an opportunity with its price, leaving the rest alone', async () => {
    const listing = await createListing(t, admin.token)
    const res = await patchJson(`/api/properties/${listing.id}`, { isOpportunity: true, opportunityPrice: 1000 })
    expect(res.status, await res.clone().text()).toBe(200)
    const updated = (await res.json()) as Property
    expect(updated.isOpportunity).toBe(1)
    expect(updated.opportunityPrice).toBe(1000)
    // The price per m² follows the price the buyer pays (src/shared/price.ts).
    expect(updated.pricePerM2).toBe(Math.round(1000 / listing.area!))
    expect({ ...updated, isOpportunity: listing.isOpportunity, opportunityPrice: listing.opportunityPrice, pricePerM2: listing.pricePerM2 }).toEqual(listing)
  })

  it('ignores a view count or owner sent in a partial update', async () => {
    const listing = await createListing(t, admin.token)
    const res = await patchJson(`/api/properties/${listing.id}`, { views: 999, ownerId: otherAdmin.id, title: 'Casa con jardín y piscina' })
    expect(res.status, await res.clone().text()).toBe(200)
    const updated = (await res.json()) as Property
    expect(updated.title).toBe('Casa con jardín y piscina')
    expect(updated.views).toBe(0)
    const [row] = await t.db.select({ ownerId: properties.ownerId, views: properties.views }).from(properties).where(eq(properties.id, listing.id))
    expect(row).toEqual({ ownerId: admin.id, views: 0 })
  })

  it('lets only a superadmin feature a listing, and an admin edit does not unfeature it', async () => {
    const listing = await createListing(t, admin.token)
    const byAdmin = await patchJson(`/api/properties/${listing.id}`, { isFeatured: true })
    expect(byAdmin.status).toBe(200)
    expect(((await byAdmin.json()) as Property).isFeatured).toBe(0)
    const bySuper = await patchJson(`/api/properties/${listing.id}`, { isFeatured: true }, superadmin.token)
    expect(bySuper.status).toBe(200)
    expect(((await bySuper.json()) as Property).isFeatured).toBe(1)
    const form = await propertyForm({ isFeatured: 'false', title: 'Casa destacada editada' }, { mainImage: null, images: [] })
    const edited = await put(listing.id, form)
    expect(edited.status, await edited.clone().text()).toBe(200)
    expect((await edited.json()) as Property).toMatchObject({ title: 'Casa destacada editada', isFeatured: 1 })
  })

  it('switching the opportunity flag off and on again keeps the opportunity price the advertiser typed', async () => {
    const listing = await createListing(t, admin.token, { isOpportunity: 'true', opportunityPrice: '175000' })
    const off = await patchJson(`/api/properties/${listing.id}`, { isOpportunity: false })
    expect(off.status, await off.clone().text()).toBe(200)
    expect((await off.json()) as Property).toMatchObject({ isOpportunity: 0, opportunityPrice: 175000 })
    const [stored] = await t.db.select({ opportunityPrice: properties.opportunityPrice }).from(properties).where(eq(properties.id, listing.id))
    expect(stored.opportunityPrice).toBe(175000)
    const on = await patchJson(`/api/properties/${listing.id}`, { isOpportunity: true })
    expect(on.status, await on.clone().text()).toBe(200)
    expect((await on.json()) as Property).toMatchObject({ isOpportunity: 1, opportunityPrice: 175000 })
    const publicRead = (await (await t.app.request(`/api/properties/${listing.id}`)).json()) as Property
    expect(publicRead).toMatchObject({ isOpportunity: 1, opportunityPrice: 175000 })
  })

  it('only the advertiser changes a kept opportunity price: an admin list shows it, a PUT without it clears it', async () => {
    const listing = await createListing(t, admin.token, { isOpportunity: 'true', opportunityPrice: '175000' })
    await patchJson(`/api/properties/${listing.id}`, { isOpportunity: false })
    const managed = (await (await t.app.request('/api/properties/admin/all?limit=1000', { headers: auth(admin.token) })).json()) as Paged<Property>
    expect(managed.data.find((p) => p.id === listing.id)?.opportunityPrice).toBe(175000)
    const cleared = await put(listing.id, await propertyForm({ isOpportunity: 'false' }, { mainImage: null, images: [] }))
    expect(cleared.status, await cleared.clone().text()).toBe(200)
    expect(((await cleared.json()) as Property).opportunityPrice).toBeNull()
  })

  it('refuses to make an opportunity without an opportunity price', async () => {
    const listing = await createListing(t, admin.token)
    const body = await expectInvalidFields(await patchJson(`/api/properties/${listing.id}`, { isOpportunity: true }), ['opportunityPrice'])
    expect(messageOf(body, 'opportunityPrice')).toBe('El precio de oportunidad es requerido y debe ser mayor que 0')
    expect(await read(listing.id)).toEqual(listing)
  })

  it('refuses an invalid partial change and keeps the listing', async () => {
    const listing = await createListing(t, admin.token)
    await expectInvalidFields(await patchJson(`/api/properties/${listing.id}`, { price: 0, title: 'abc' }), ['price', 'title'])
    expect(await read(listing.id)).toEqual(listing)
  })

  it('checks a partial update with the shared schema before anything is read or written', async () => {
    const listing = await createListing(t, admin.token)
    const body = await expectInvalidFields(await patchJson(`/api/properties/${listing.id}`, { isOpportunity: 'maybe', garage: 1.5 }), ['isOpportunity', 'garage'])
    expect(messageOf(body, 'isOpportunity')).toBe('Debe ser verdadero o falso.')
    await expectError(await patchJson(`/api/properties/${listing.id}`, 'title'), 400)
    expect(await read(listing.id)).toEqual(listing)
  })

  it('refuses a partial update to a city of another country', async () => {
    const listing = await createListing(t, admin.token)
    await expectInvalidFields(await patchJson(`/api/properties/${listing.id}`, { cityId: 'co_bogota' }), ['cityId'])
    expect(await read(listing.id)).toEqual(listing)
  })

  it('answers malformed JSON with a 400', async () => {
    const listing = await createListing(t, admin.token)
    for (const url of [`/api/properties/${listing.id}`, `/api/properties/${listing.id}/status`]) {
      const res = await t.app.request(url, { method: 'PATCH', headers: jsonHeaders(admin.token), body: '{"isActive": fal' })
      expect((await expectError(res, 400)).message).toBe('El cuerpo de la solicitud no es un JSON válido.')
    }
    expect(await read(listing.id)).toEqual(listing)
  })

  it('answers a wrong content type with a 415', async () => {
    const listing = await createListing(t, admin.token)
    const asText = await t.app.request(`/api/properties/${listing.id}/status`, { method: 'PATCH', headers: auth(admin.token, { 'content-type': 'text/plain' }), body: '{"isActive": false}' })
    expect((await expectError(asText, 415)).message).toBe('Tipo de contenido no admitido.')
    const patchAsText = await t.app.request(`/api/properties/${listing.id}`, { method: 'PATCH', headers: auth(admin.token, { 'content-type': 'text/plain' }), body: '{"title": "Otro título largo"}' })
    await expectError(patchAsText, 415)
    expect(await read(listing.id)).toEqual(listing)
    const before = await storedState(t)
    const createAsJson = await t.app.request('/api/properties', { method: 'POST', headers: jsonHeaders(admin.token), body: JSON.stringify({ title: 'Casa en JSON sin fotos' }) })
    await expectError(createAsJson, 415)
    expect(await storedState(t)).toEqual(before)
  })
})

describe('deleting a listing', () => {
  it('answers 204 and removes the listing, its photo rows and every image file', async () => {
    const listing = await createListing(t, admin.token)
    const stored = [listing.mainImage!, ...listing.images]
    for (const image of stored) expect(await filesExist(t, image)).toEqual([true, true, true])
    const res = await t.app.request(`/api/properties/${listing.id}`, { method: 'DELETE', headers: auth(admin.token) })
    expect(res.status).toBe(204)
    expect(await t.db.select().from(properties).where(eq(properties.id, listing.id))).toEqual([])
    expect(await t.db.select().from(propertyImages).where(eq(propertyImages.propertyId, listing.id))).toEqual([])
    for (const image of stored) expect(await filesExist(t, image)).toEqual([false, false, false])
    await expectError(await t.app.request(`/api/properties/${listing.id}`, { headers: auth(admin.token) }), 404)
    await expectError(await t.app.request(`/api/properties/${listing.id}`, { method: 'DELETE', headers: auth(admin.token) }), 404)
  })
})

describe('admin lists', () => {
  let lister: TestUser
  let neighbour: TestUser
  const mine: Record<'active' | 'hidden' | 'salinas', Property> = {} as never
  let theirs: Property

  beforeAll(async () => {
    lister = await t.user('admin')
    neighbour = await t.user('admin')
    mine.active = await createListing(t, lister.token, { title: 'Casa familiar en Quito norte', price: '150000' })
    mine.hidden = await createListing(t, lister.token, { title: 'Departamento pausado en Cuenca', cityId: 'ec_cuenca', price: '90000', isActive: 'false' })
    mine.salinas = await createListing(t, lister.token, { title: 'Terreno frente al mar en Salinas', cityId: 'ec_salinas', neighborhood: 'Chipipe', price: '300000' })
    theirs = await createListing(t, neighbour.token, { title: 'Casa del vecino en Salinas', cityId: 'ec_salinas' })
    await t.db.update(properties).set({ views: 7 }).where(eq(properties.id, mine.active.id))
    await t.db.update(properties).set({ views: 42 }).where(eq(properties.id, mine.hidden.id))
    await t.db.update(properties).set({ views: 3 }).where(eq(properties.id, mine.salinas.id))
  })

  const adminList = async (query = '', token = lister.token) => {
    const res = await t.app.request(`/api/properties/admin/all${query}`, { headers: auth(token) })
    expect(res.status, await res.clone().text()).toBe(200)
    return (await res.json()) as Paged<Property>
  }

  it('shows an admin only its own listings, active and inactive, newest first', async () => {
    const body = await adminList()
    expect(ids(body)).toEqual([mine.salinas.id, mine.hidden.id, mine.active.id])
    expect(body.pagination).toEqual({ page: 1, limit: 12, total: 3, totalPages: 1 })
    expect(body.data.find((p) => p.id === mine.hidden.id)!.isActive).toBe(0)
  })

  it('filters by status', async () => {
    expect(ids(await adminList('?isActive=false'))).toEqual([mine.hidden.id])
    expect(ids(await adminList('?isActive=0'))).toEqual([mine.hidden.id])
    expect(ids(await adminList('?isActive=true'))).toEqual([mine.salinas.id, mine.active.id])
  })

  it('searches within its own listings, ignoring accents and case', async () => {
    expect(ids(await adminList('?search=SALINAS'))).toEqual([mine.salinas.id])
    expect(ids(await adminList('?search=chipipe'))).toEqual([mine.salinas.id])
    expect(ids(await adminList('?search=cuenca'))).toEqual([mine.hidden.id])
  })

  it('sorts by views and by price', async () => {
    expect(ids(await adminList('?sortBy=views&sortOrder=desc'))).toEqual([mine.hidden.id, mine.active.id, mine.salinas.id])
    expect(ids(await adminList('?sortBy=views&sortOrder=asc'))).toEqual([mine.salinas.id, mine.active.id, mine.hidden.id])
    expect(ids(await adminList('?sortBy=price&sortOrder=asc'))).toEqual([mine.hidden.id, mine.active.id, mine.salinas.id])
  })

  it('accepts a limit up to 1000 and refuses 1001 or other malformed values', async () => {
    const body = await adminList('?page=1&limit=1000')
    expect(body.pagination).toEqual({ page: 1, limit: 1000, total: 3, totalPages: 1 })
    const headers = auth(lister.token)
    await expectInvalidFields(await t.app.request('/api/properties/admin/all?limit=1001', { headers }), ['limit'])
    await expectInvalidFields(await t.app.request('/api/properties/admin/all?limit=0', { headers }), ['limit'])
    await expectInvalidFields(await t.app.request('/api/properties/admin/all?sortBy=title', { headers }), ['sortBy'])
    await expectInvalidFields(await t.app.request('/api/properties/admin/all?isActive=maybe', { headers }), ['isActive'])
  })

  it('shows a superadmin only its own listings on /admin/all', async () => {
    const body = await adminList('?limit=1000', superadmin.token)
    expect(ids(body)).not.toContain(mine.active.id)
    expect(ids(body)).not.toContain(theirs.id)
  })

  it('shows a superadmin every listing of every owner on /superadmin/all', async () => {
    const res = await t.app.request('/api/properties/superadmin/all?limit=1000', { headers: auth(superadmin.token) })
    expect(res.status).toBe(200)
    const body = (await res.json()) as Paged<Property>
    const all = await t.db.select({ id: properties.id }).from(properties)
    expect(body.pagination.total).toBe(all.length)
    expect(ids(body).sort((a, b) => a - b)).toEqual(all.map((r) => r.id).sort((a, b) => a - b))
    expect(ids(body)).toEqual(expect.arrayContaining([mine.active.id, mine.hidden.id, mine.salinas.id, theirs.id]))
    const filtered = await t.app.request('/api/properties/superadmin/all?search=salinas&sortBy=createdAt&sortOrder=asc', { headers: auth(superadmin.token) })
    expect(ids((await filtered.json()) as Paged<Property>)).toEqual([mine.salinas.id, theirs.id])
  })

  it('refuses /superadmin/all to an admin with a 403', async () => {
    const body = await expectError(await t.app.request('/api/properties/superadmin/all', { headers: auth(lister.token) }), 403)
    expect(body.message).toBe('No tienes permiso para realizar esta acción.')
  })
})
