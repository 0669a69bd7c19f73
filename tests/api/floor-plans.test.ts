import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { properties } from '../../src/server/db/schema.ts'
import { markUnsettled, sweepUnsettledPhotos } from '../../src/server/storage/photoSweep.ts'
import type { Property } from '../../src/shared/types.ts'
import { expectError, expectInvalidFields, filesExist, messageOf, renditionKeys, storedState } from '../fixtures/contract.ts'
import { imageFile } from '../fixtures/images.ts'
import { auth, createListing, propertyForm } from '../fixtures/properties.ts'
import { setUpTestApp, setUpUser } from '../fixtures/suiteApp.ts'

// Floor plans (issue 28): a listing's second image list, stored like the photos, in an order of its
// own (`floorPlanOrder`: stored paths of the listing's plans or `new:N` for the N-th `floorPlans` file).

const t = setUpTestApp()
const admin = setUpUser(t, 'admin')

const post = (form: FormData, headers: Record<string, string> = {}) => t.app.request('/api/properties', { method: 'POST', body: form, headers: auth(admin.token, headers) })
const put = (id: number, form: FormData, headers: Record<string, string> = {}) => t.app.request(`/api/properties/${id}`, { method: 'PUT', body: form, headers: auth(admin.token, headers) })

// Each plan is one flat colour, so a stored rendition tells which upload it came from.
const COLOURS = {
  red: { r: 220, g: 30, b: 30 },
  green: { r: 30, g: 200, b: 40 },
  blue: { r: 30, g: 40, b: 220 },
  grey: { r: 120, g: 120, b: 120 },
}
type Colour = keyof typeof COLOURS
const planFile = async (colour: Colour) =>
  imageFile(
    await sharp({ create: { width: 60, height: 40, channels: 3, background: COLOURS[colour] } })
      .png()
      .toBuffer(),
    `${colour}.png`,
  )

async function colourOf(storedPath: string): Promise<Colour> {
  const { data } = await sharp(path.join(t.uploadsDir, renditionKeys(storedPath)[0]))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const found = (Object.keys(COLOURS) as Colour[]).find((name) => {
    const c = COLOURS[name]
    return Math.abs(c.r - data[0]) + Math.abs(c.g - data[1]) + Math.abs(c.b - data[2]) < 30
  })
  if (!found) throw new Error(`no known colour at ${storedPath}`)
  return found
}
const coloursOf = (paths: string[]) => Promise.all(paths.map(colourOf))

/** A full create body with its photos (an update without photos keeps them), the given plan files and an optional order. */
async function planForm(files: File[], order?: unknown, { photos = true } = {}): Promise<FormData> {
  const form = await propertyForm({}, photos ? {} : { mainImage: null, images: [] })
  for (const file of files) form.append('floorPlans', file)
  if (order !== undefined) form.append('floorPlanOrder', typeof order === 'string' ? order : JSON.stringify(order))
  return form
}

async function saved(res: Response, status = 200): Promise<Property> {
  expect(res.status, await res.clone().text()).toBe(status)
  const listing = (await res.json()) as Property
  const [row] = await t.db.select({ floorPlans: properties.floorPlans }).from(properties).where(eq(properties.id, listing.id))
  expect(row.floorPlans).toEqual(listing.floorPlans)
  return listing
}

async function withPlans(colours: Colour[]): Promise<Property> {
  return saved(await post(await planForm(await Promise.all(colours.map(planFile)))), 201)
}

describe('floor plans on create and update', () => {
  it('creates a listing with its plans in the order sent, apart from its photos, shown to the public', async () => {
    const listing = await withPlans(['red', 'green'])
    expect(listing.floorPlans).toHaveLength(2)
    expect(await coloursOf(listing.floorPlans)).toEqual(['red', 'green'])
    for (const plan of listing.floorPlans) {
      expect(await filesExist(t, plan)).toEqual([true, true, true])
      expect([listing.mainImage, ...listing.images]).not.toContain(plan)
    }
    const publicRead = await t.app.request(`/api/properties/${listing.id}`)
    expect(((await publicRead.json()) as Property).floorPlans).toEqual(listing.floorPlans)
  })

  it('is optional: a listing without plans answers an empty list', async () => {
    const listing = await createListing(t, admin.token)
    expect(listing.floorPlans).toEqual([])
  })

  it('keeps the stored plans and appends new files when the update sends no order', async () => {
    const listing = await withPlans(['red'])
    const updated = await saved(await put(listing.id, await planForm([await planFile('blue')], undefined, { photos: false })))
    expect(updated.floorPlans[0]).toBe(listing.floorPlans[0])
    expect(await coloursOf(updated.floorPlans)).toEqual(['red', 'blue'])
  })

  it('reorders, inserts a new file where named, and deletes the plan left out once saved', async () => {
    const listing = await withPlans(['red', 'green', 'blue'])
    const [red, green, blue] = listing.floorPlans
    const updated = await saved(await put(listing.id, await planForm([await planFile('grey')], [blue, 'new:0', red], { photos: false })))
    expect(await coloursOf(updated.floorPlans)).toEqual(['blue', 'grey', 'red'])
    expect(updated.floorPlans[0]).toBe(blue)
    expect(updated.floorPlans[2]).toBe(red)
    expect(await filesExist(t, green)).toEqual([false, false, false])
    // The photos are untouched by a change of plans.
    expect(updated.mainImage).toBe(listing.mainImage)
  })

  it('an empty order removes every plan and its files', async () => {
    const listing = await withPlans(['red', 'green'])
    const updated = await saved(await put(listing.id, await planForm([], [], { photos: false })))
    expect(updated.floorPlans).toEqual([])
    for (const plan of listing.floorPlans) expect(await filesExist(t, plan)).toEqual([false, false, false])
  })

  it('deleting the listing deletes its plans', async () => {
    const listing = await withPlans(['red'])
    const res = await t.app.request(`/api/properties/${listing.id}`, { method: 'DELETE', headers: auth(admin.token) })
    expect(res.status).toBe(204)
    expect(await filesExist(t, listing.floorPlans[0])).toEqual([false, false, false])
  })

  it('the sweep of unsettled uploads keeps a plan a listing holds', async () => {
    const listing = await withPlans(['green'])
    await markUnsettled(t.db, listing.floorPlans)
    expect(await sweepUnsettledPhotos(t.db, t.storage, 0)).toBe(0)
    expect(await filesExist(t, listing.floorPlans[0])).toEqual([true, true, true])
  })
})

describe('bad floor plans are refused with their message, and nothing is stored or deleted', () => {
  it('more than six plans on create', async () => {
    const before = await storedState(t)
    const colours: Colour[] = ['red', 'green', 'blue', 'grey', 'red', 'green', 'blue']
    const body = await expectInvalidFields(await post(await planForm(await Promise.all(colours.map(planFile))), { 'accept-language': 'es' }), ['floorPlans'])
    expect(messageOf(body, 'floorPlans')).toBe('Una propiedad admite como máximo 6 planos')
    expect(await storedState(t)).toEqual(before)
  })

  it('more than six plans on update, counting the kept ones', async () => {
    const listing = await withPlans(['red', 'green', 'blue', 'grey', 'red', 'green'])
    const before = await storedState(t)
    await expectInvalidFields(await put(listing.id, await planForm([await planFile('blue')], undefined, { photos: false })), ['floorPlans'])
    expect(await storedState(t)).toEqual(before)
  })

  it('a file that is not an image', async () => {
    const before = await storedState(t)
    const form = await propertyForm()
    form.append('floorPlans', imageFile(Buffer.from('not a plan at all'), 'plano.png'))
    await expectError(await post(form), 415)
    expect(await storedState(t)).toEqual(before)
  })

  const badOrders: [string, (listing: Property, other: Property) => unknown, number][] = [
    ['not JSON', () => '[oops', 0],
    ['not a list', () => '{"a":1}', 0],
    ['a path of another listing', (listing, other) => [listing.floorPlans[0], other.floorPlans[0]], 0],
    ['a photo of the same listing', (listing) => [listing.floorPlans[0], listing.mainImage], 0],
    ['a file index out of range', (listing) => [listing.floorPlans[0], 'new:3'], 1],
    ['a file left out', (listing) => [listing.floorPlans[0]], 1],
    ['the same plan twice', (listing) => [listing.floorPlans[0], listing.floorPlans[0]], 0],
    ['a malformed file reference', (listing) => [listing.floorPlans[0], 'new:01'], 1],
  ]
  for (const [what, order, files] of badOrders)
    it(`an order with ${what}`, async () => {
      const listing = await withPlans(['red'])
      const other = await withPlans(['blue'])
      const before = await storedState(t)
      const uploads = await Promise.all(Array.from({ length: files }, () => planFile('grey')))
      const body = await expectInvalidFields(await put(listing.id, await planForm(uploads, order(listing, other), { photos: false }), { 'accept-language': 'pt' }), ['floorPlanOrder'])
      expect(messageOf(body, 'floorPlanOrder')).toBe('A ordem das plantas não é válida')
      expect(await storedState(t)).toEqual(before)
      const [row] = await t.db.select({ floorPlans: properties.floorPlans }).from(properties).where(eq(properties.id, listing.id))
      expect(row.floorPlans).toEqual(listing.floorPlans)
      expect(await filesExist(t, listing.floorPlans[0])).toEqual([true, true, true])
    })

  it('a listing field error and a plan error are told together', async () => {
    const form = await planForm([await planFile('red')], '[broken')
    form.set('price', '-3')
    await expectInvalidFields(await post(form, { 'accept-language': 'en' }), ['price', 'floorPlanOrder'])
  })
})
