import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { properties, propertyImages } from '../../src/server/db/schema.ts'
import type { Property } from '../../src/shared/types.ts'
import { expectInvalidFields, filesExist, messageOf, renditionKeys, storedState } from '../fixtures/contract.ts'
import { imageFile } from '../fixtures/images.ts'
import { auth, createListing, propertyFields } from '../fixtures/properties.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// `imageOrder` (create and update): every photo of the listing in its final order, cover first,
// as stored paths of the listing or `new:N` for the N-th `images` file of the request.

const t = setUpTestApp()
const admin = setUpUser(t, 'admin')
const otherAdmin = setUpUser(t, 'admin')

const post = (form: FormData) => t.app.request('/api/properties', { method: 'POST', body: form, headers: auth(admin.token) })
const put = (id: number, form: FormData) => t.app.request(`/api/properties/${id}`, { method: 'PUT', body: form, headers: auth(admin.token) })
const read = async (id: number, token = admin.token) => {
  const res = await t.app.request(`/api/properties/${id}`, { headers: auth(token) })
  expect(res.status).toBe(200)
  return (await res.json()) as Property
}

// Each test photo is one flat colour, so a stored rendition tells which upload it came from.
const RED = { r: 220, g: 30, b: 30 }
const GREEN = { r: 30, g: 200, b: 40 }
const BLUE = { r: 30, g: 40, b: 220 }
type Colour = typeof RED
const colourFile = async ({ r, g, b }: Colour, name: string) =>
  imageFile(
    await sharp({ create: { width: 48, height: 32, channels: 3, background: { r, g, b } } })
      .png()
      .toBuffer(),
    name,
  )

/** The colour of a stored photo, read back from its smallest rendition on disk. */
async function colourOf(storedPath: string): Promise<Colour> {
  const key = renditionKeys(storedPath)[0]
  const { data } = await sharp(path.join(t.uploadsDir, key)).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return { r: data[0], g: data[1], b: data[2] }
}
const near = (a: Colour, b: Colour) => Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b) < 30

/** A multipart body with every listing field, the given `images` files and optional extra fields. */
function orderForm(order: unknown, files: File[] = [], extra: Record<string, string | File> = {}): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(propertyFields())) form.append(key, value)
  for (const file of files) form.append('images', file)
  if (order !== undefined) form.append('imageOrder', typeof order === 'string' ? order : JSON.stringify(order))
  for (const [key, value] of Object.entries(extra)) form.append(key, value)
  return form
}

/** The listing's photo rows as stored, in position order, with their positions. */
async function photoRows(id: number) {
  return t.db.select({ path: propertyImages.path, position: propertyImages.position }).from(propertyImages).where(eq(propertyImages.propertyId, id)).orderBy(propertyImages.position)
}

async function expectSaved(res: Response, status = 200): Promise<Property> {
  expect(res.status, await res.clone().text()).toBe(status)
  const saved = (await res.json()) as Property
  expect(await read(saved.id)).toEqual(saved)
  const [row] = await t.db.select({ mainImage: properties.mainImage }).from(properties).where(eq(properties.id, saved.id))
  expect(row.mainImage).toBe(saved.mainImage)
  expect(await photoRows(saved.id)).toEqual(saved.images.map((path, position) => ({ path, position })))
  return saved
}

describe('saving the photos in the order the advertiser chose', () => {
  it('reorders the stored photos and keeps every file', async () => {
    const listing = await createListing(t, admin.token)
    const [a, b] = listing.images
    const saved = await expectSaved(await put(listing.id, orderForm([listing.mainImage, b, a])))
    expect(saved.mainImage).toBe(listing.mainImage)
    expect(saved.images).toEqual([b, a])
    for (const photo of [listing.mainImage!, a, b]) expect(await filesExist(t, photo)).toEqual([true, true, true])
  })

  it('makes an additional photo the cover and the old cover an additional photo', async () => {
    const listing = await createListing(t, admin.token)
    const [a, b] = listing.images
    const oldCover = listing.mainImage!
    const saved = await expectSaved(await put(listing.id, orderForm([b, oldCover, a])))
    expect(saved.mainImage).toBe(b)
    expect(saved.images).toEqual([oldCover, a])
    for (const photo of [oldCover, a, b]) expect(await filesExist(t, photo)).toEqual([true, true, true])
    // The listing's public answer, which the gallery, the cards and JSON-LD read, follows.
    const publicView = (await (await t.app.request(`/api/properties/${listing.id}`)).json()) as Property
    expect([publicView.mainImage, ...publicView.images]).toEqual([b, oldCover, a])
  })

  it('puts a new file between stored photos, and deletes the stored photo left out after saving', async () => {
    const listing = await createListing(t, admin.token)
    const [a, dropped] = listing.images
    const saved = await expectSaved(await put(listing.id, orderForm([listing.mainImage, 'new:0', a], [await colourFile(GREEN, 'jardin.png')])))
    expect(saved.mainImage).toBe(listing.mainImage)
    expect(saved.images).toHaveLength(2)
    expect(saved.images[1]).toBe(a)
    const added = saved.images[0]
    expect([listing.mainImage, ...listing.images]).not.toContain(added)
    expect(near(await colourOf(added), GREEN)).toBe(true)
    expect(await filesExist(t, added)).toEqual([true, true, true])
    expect(await filesExist(t, dropped)).toEqual([false, false, false])
  })

  it('can make a new file the cover, and several new files land where they are named', async () => {
    const listing = await createListing(t, admin.token)
    const [a, b] = listing.images
    const files = [await colourFile(RED, 'roja.png'), await colourFile(BLUE, 'azul.png')]
    const saved = await expectSaved(await put(listing.id, orderForm(['new:1', a, 'new:0', b], files)))
    expect(near(await colourOf(saved.mainImage!), BLUE)).toBe(true)
    expect(saved.images[0]).toBe(a)
    expect(near(await colourOf(saved.images[1]), RED)).toBe(true)
    expect(saved.images[2]).toBe(b)
    // The old cover was left out: its files go once the update has committed.
    expect(await filesExist(t, listing.mainImage!)).toEqual([false, false, false])
  })

  it('creates a listing with its photos in the given order', async () => {
    const files = [await colourFile(RED, 'roja.png'), await colourFile(GREEN, 'verde.png'), await colourFile(BLUE, 'azul.png')]
    const saved = await expectSaved(await post(orderForm(['new:2', 'new:0', 'new:1'], files)), 201)
    expect(saved.images).toHaveLength(2)
    expect(near(await colourOf(saved.mainImage!), BLUE)).toBe(true)
    expect(near(await colourOf(saved.images[0]), RED)).toBe(true)
    expect(near(await colourOf(saved.images[1]), GREEN)).toBe(true)
  })

  it('still asks for a cover and one more photo', async () => {
    const listing = await createListing(t, admin.token)
    const before = await storedState(t)
    await expectInvalidFields(await put(listing.id, orderForm([listing.mainImage])), ['images'])
    await expectInvalidFields(await put(listing.id, orderForm([])), ['mainImage', 'images'])
    await expectInvalidFields(await post(orderForm(['new:0'], [await colourFile(RED, 'sola.png')])), ['images'])
    expect(await storedState(t)).toEqual(before)
    expect(await read(listing.id)).toEqual(listing)
  })
})

describe('a bad imageOrder is refused with its message, and nothing is stored or deleted', () => {
  let listing: Property
  let foreign: Property
  beforeAll(async () => {
    listing = await createListing(t, admin.token)
    foreign = await createListing(t, otherAdmin.token)
  })

  type Case = { what: string; order: (l: Property) => unknown; files?: number; extra?: (l: Property) => Promise<Record<string, string | File>> }
  const cases: Case[] = [
    { what: 'a path the listing does not have', order: (l) => [l.mainImage, '/uploads/properties/no-such-photo.webp', ...l.images] },
    { what: "another listing's photo", order: (l) => [l.mainImage, foreign.images[0], ...l.images] },
    { what: 'a photo named twice', order: (l) => [l.mainImage, l.images[0], l.images[0]] },
    { what: 'a new file named twice', order: (l) => [l.mainImage, 'new:0', 'new:0'], files: 1 },
    { what: 'a new:N beyond the files sent', order: (l) => [l.mainImage, 'new:1', ...l.images], files: 1 },
    { what: 'a new:N when no file is sent', order: (l) => [l.mainImage, 'new:0'] },
    { what: 'a malformed new:N', order: (l) => [l.mainImage, 'new:01', ...l.images], files: 1 },
    { what: 'a file sent but not listed', order: (l) => [l.mainImage, ...l.images], files: 1 },
    { what: 'a mainImage file beside it', order: (l) => [l.mainImage, ...l.images], extra: async () => ({ mainImage: await colourFile(RED, 'portada.png') }) },
    { what: 'currentImages beside it', order: (l) => [l.mainImage, ...l.images], extra: async (l) => ({ currentImages: JSON.stringify(l.images) }) },
    { what: 'JSON that is not a list', order: () => '{"cover": "new:0"}' },
    { what: 'a list holding a number', order: (l) => [l.mainImage, 3, ...l.images] },
    { what: 'malformed JSON', order: () => '["/uploads/properties/a.webp", ' },
  ]

  it.each(cases)('on update: $what', async ({ order, files = 0, extra }) => {
    const before = await storedState(t)
    const uploads = await Promise.all(Array.from({ length: files }, (_, i) => colourFile(GREEN, `nueva-${i}.png`)))
    const body = await expectInvalidFields(await put(listing.id, orderForm(order(listing), uploads, await extra?.(listing))), ['imageOrder'])
    expect(messageOf(body, 'imageOrder')).toBe('El orden de las fotos no es válido')
    expect(await storedState(t)).toEqual(before)
    expect(await read(listing.id)).toEqual(listing)
    expect(await read(foreign.id, otherAdmin.token)).toEqual(foreign)
  })

  it.each([
    { what: "another listing's photo", order: () => ['new:0', foreign.mainImage], files: 1 },
    { what: 'a file sent but not listed', order: () => ['new:0', 'new:1'], files: 3 },
    { what: 'a mainImage file beside it', order: () => ['new:0', 'new:1'], files: 2, main: true },
    { what: 'malformed JSON', order: () => 'new:0,new:1', files: 2 },
  ])('on create: $what', async ({ order, files, main }) => {
    const before = await storedState(t)
    const uploads = await Promise.all(Array.from({ length: files }, (_, i) => colourFile(BLUE, `nueva-${i}.png`)))
    const extra: Record<string, File> = main ? { mainImage: await colourFile(RED, 'portada.png') } : {}
    await expectInvalidFields(await post(orderForm(order(), uploads, extra)), ['imageOrder'])
    expect(await storedState(t)).toEqual(before)
    expect(await read(foreign.id, otherAdmin.token)).toEqual(foreign)
  })

  it('answers in the language asked for', async () => {
    const res = await t.app.request(`/api/properties/${listing.id}`, { method: 'PUT', body: orderForm('nope'), headers: auth(admin.token, { 'accept-language': 'pt-BR' }) })
    expect(messageOf(await expectInvalidFields(res, ['imageOrder']), 'imageOrder')).toBe('A ordem das fotos não é válida')
    const en = await t.app.request(`/api/properties/${listing.id}`, { method: 'PUT', body: orderForm('nope'), headers: auth(admin.token, { 'accept-language': 'en' }) })
    expect(messageOf(await expectInvalidFields(en, ['imageOrder']), 'imageOrder')).toBe('The photo order is not valid')
  })
})
