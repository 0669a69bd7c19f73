import { readdirSync, statSync } from 'node:fs'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { DEMO_ADMINS, DEMO_DATA_DIR, readDemoListings } from '../../src/server/db/seed/demo.ts'
import { CITY_ROWS, PROPERTY_TYPES } from '../../src/server/db/seed/reference.ts'
import { propertyFields, PropertySchema } from '../../src/shared/schemas/property.ts'

// The demo catalogue `npm start` seeds into an empty embedded database (and the browser tests run on).
const listings = await readDemoListings()
const photoFiles = readdirSync(new URL('photos/', DEMO_DATA_DIR))
const activeTypes = PROPERTY_TYPES.filter((t) => t.isActive).map((t) => t.name)

describe('demo listings (src/server/db/seed/demo-data/listings.json)', () => {
  it.each(listings.map((listing, index) => [index, listing.title, listing] as const))('#%i %s is a listing the admin form would accept', (_index, _title, listing) => {
    const { type, owner, daysAgo, views, photos, earlierPrices = [], ...form } = listing
    expect(Object.keys(form).filter((key) => !(key in propertyFields))).toEqual([])
    const result = v.safeParse(PropertySchema, { ...form, propertyTypeId: activeTypes.indexOf(type) + 1 })
    expect(result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)).toEqual([])
    // Stored as written: nothing the schema would trim or convert.
    const given = Object.fromEntries(Object.entries(form).filter(([, value]) => value !== null))
    expect(result.output).toMatchObject(given)

    expect(activeTypes).toContain(type)
    expect(CITY_ROWS.find((city) => city.id === form.cityId)?.countryId).toBe(form.countryId)
    expect(DEMO_ADMINS.map((admin) => admin.email)).toContain(owner)
    expect(Number.isInteger(daysAgo) && daysAgo >= 0).toBe(true)
    expect(Number.isInteger(views) && views >= 0).toBe(true)
    if (form.isOpportunity) expect(form.opportunityPrice).toBeLessThan(form.price)
    // Earlier prices: each a valid price, changed after publication and before the next change.
    const changeDays = earlierPrices.map((earlier) => earlier.untilDaysAgo)
    for (const earlier of earlierPrices) expect(v.safeParse(propertyFields.price, earlier.price).success).toBe(true)
    expect(changeDays.every((days, i) => Number.isInteger(days) && days >= 0 && days < (i === 0 ? daysAgo : changeDays[i - 1]))).toBe(true)
    // A main photo and 3 to 6 more (the listing page's gallery and the browser tests count on them).
    expect(photos.length).toBeGreaterThanOrEqual(4)
    expect(photos.length).toBeLessThanOrEqual(7)
    for (const photo of photos) expect(photoFiles).toContain(photo)
  })

  it('fill every page the browser tests and a visitor look at', () => {
    expect(listings).toHaveLength(72)
    expect(new Set(listings.map((l) => l.countryId))).toEqual(new Set(['country_ec', 'country_co', 'country_pe', 'country_br']))
    expect(new Set(listings.map((l) => l.type))).toEqual(new Set(activeTypes))
    expect(new Set(listings.map((l) => l.owner))).toEqual(new Set(DEMO_ADMINS.map((a) => a.email)))
    expect(listings.filter((l) => l.isOpportunity).length).toBeGreaterThanOrEqual(12)
    // Price cuts on some opportunities (struck through for buyers) and a rise, for the history list.
    expect(listings.filter((l) => l.isOpportunity && l.earlierPrices?.some((e) => e.price > l.price)).length).toBeGreaterThanOrEqual(3)
    expect(listings.some((l) => l.earlierPrices?.some((e) => e.price < l.price))).toBe(true)
    // Home's opportunities carousel needs more than four featured opportunities.
    expect(listings.filter((l) => l.isOpportunity && l.isFeatured).length).toBeGreaterThan(4)
    expect(listings.some((l) => l.priceType === 'rent') && listings.some((l) => l.priceType === 'sale')).toBe(true)
    expect(listings.some((l) => l.neighborhood === 'Cumbayá')).toBe(true)
    expect(new Set(listings.map((l) => l.title)).size).toBe(listings.length)
  })

  it('ship only the photos they use, each a small WebP', () => {
    const used = new Set(listings.flatMap((l) => l.photos))
    expect(photoFiles.filter((file) => !used.has(file))).toEqual([])
    const sizes = photoFiles.map((file) => statSync(new URL(`photos/${file}`, DEMO_DATA_DIR)).size)
    expect(photoFiles.every((file) => file.endsWith('.webp'))).toBe(true)
    expect(Math.max(...sizes)).toBeLessThan(100 * 1024)
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(2 * 1024 * 1024)
  })
})
