import { expect, test, type APIRequestContext } from '@playwright/test'
import { interpolate } from '../../src/shared/i18n.ts'
import type { Paged, PriceChange, Property } from '../../src/shared/types.ts'
import es from '../../i18n/es.json' with { type: 'json' }
import en from '../../i18n/en.json' with { type: 'json' }
import pt from '../../i18n/pt.json' with { type: 'json' }
import { expectNoHorizontalScroll } from './support/layout.ts'
import { createListing, patchListing } from './support/listings.ts'

// Issue 11: a price cut shows as a real cut (the price it replaced, struck through, and when), the
// changes as a small history, and how long the listing has been published; in three languages.

const today = (locale: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date())

async function demoListing(request: APIRequestContext, title: string): Promise<Property> {
  const found = (await (await request.get(`/api/properties?q=${encodeURIComponent(title)}&limit=100&sortBy=createdAt&sortOrder=asc&includeClosed=true`)).json()) as Paged<Property>
  const listing = found.data.find((p) => p.title === title)
  expect(listing, title).toBeDefined()
  return listing!
}

test.describe('price history on the listing page', () => {
  let cut: Property

  test.beforeAll(async ({ request }) => {
    cut = await createListing(request, { title: `Casa rebajada en Cumbayá ${Date.now()}`, price: '250000' })
    expect((await patchListing(request, cut.id, { price: 230000 })).previousPrice).toBe(250000)
  })

  for (const [prefix, dict, locale, struck] of [
    ['', es, 'es-ES', /US\$\s250\.000/],
    ['/en', en, 'en-US', /US\$\s250,000/],
    ['/pt', pt, 'pt-BR', /US\$\s*250\.000/],
  ] as const) {
    test(`a cut is struck through, dated and listed in the history (${prefix || '/'})`, async ({ page }) => {
      await page.goto(`${prefix}/propiedades/${cut.slug}`)
      const box = page.locator('section[aria-labelledby="price-title"]')
      await expect(box.locator('[data-previous-price] s')).toHaveText(struck)
      await expect(box.locator('[data-price-cut]')).toHaveText(interpolate(dict.property.priceCut, { percent: 8, date: today(locale) }))
      await expect(box.locator('[data-days-on-market]')).toHaveText(interpolate(dict.property.listedAgo, { ago: new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'day') }))
      const history = box.locator('[data-price-history]')
      await expect(history.locator('li')).toHaveCount(2)
      await expect(history.locator('li').first()).toBeHidden()
      await history.getByText(dict.property.priceHistory).click()
      await expect(history.locator('li').first()).toContainText('−8 %')
      await expect(history.locator('li').nth(1)).toContainText(dict.property.firstPrice)
      await expectNoHorizontalScroll(page)
    })
  }

  test('a demo listing says how long ago it was published, in each language', async ({ page, request }) => {
    // The first demo listing was published five days before the seed (src/server/db/seed/demo-data);
    // other tests add listings of the same title, newer: the oldest is the demo one.
    const demo = await demoListing(request, 'Casa con jardín en Cumbayá')
    await page.goto(`/propiedades/${demo.slug}`)
    await expect(page.locator('[data-days-on-market]')).toHaveText('Publicada hace 5 días')
    await page.goto(`/en/propiedades/${demo.slug}`)
    await expect(page.locator('[data-days-on-market]')).toHaveText('Listed 5 days ago')
    await page.goto(`/pt/propiedades/${demo.slug}`)
    await expect(page.locator('[data-days-on-market]')).toHaveText('Publicado há 5 dias')
  })

  test('a rise is listed but announced as no cut, and nothing is struck through', async ({ page, request }) => {
    const risen = await createListing(request, { title: `Suite en alquiler ${Date.now()}`, priceType: 'rent', price: '600' })
    expect((await patchListing(request, risen.id, { price: 650 })).previousPrice).toBeNull()
    const history = (await (await request.get(`/api/properties/${risen.id}/price-history`)).json()) as PriceChange[]
    expect(history.map((h) => h.price)).toEqual([600, 650])
    await page.goto(`/propiedades/${risen.slug}`)
    const box = page.locator('section[aria-labelledby="price-title"]')
    await expect(box.locator('[data-price]')).toContainText('650')
    await expect(box.locator('s')).toHaveCount(0)
    await expect(box.locator('[data-price-cut]')).toHaveCount(0)
    await box.getByText(es.property.priceHistory).click()
    await expect(box.locator('[data-price-history] li').first()).toContainText('+8 %')
  })

  test('an opportunity strikes its listed price and says how far below it is; a new listing has no history list', async ({ page, request }) => {
    const opportunity = await createListing(request, { title: `Oportunidad sin rebaja ${Date.now()}`, price: '185000', isOpportunity: 'true', opportunityPrice: '160000' })
    await page.goto(`/propiedades/${opportunity.slug}`)
    const box = page.locator('section[aria-labelledby="price-title"]')
    await expect(box.locator('#price-title')).toHaveText(es.property.opportunityPrice)
    await expect(box.locator('[data-price]')).toContainText('160.000')
    await expect(box.locator('[data-previous-price] s')).toHaveText(/US\$\s185\.000/)
    await expect(box.locator('[data-price-cut]')).toHaveText(interpolate(es.property.opportunityCut, { percent: 14 }))
    await box.getByText(es.property.priceHistory).click()
    await expect(box.locator('[data-price-history] li')).toHaveCount(2)

    const plain = await createListing(request, { title: `Casa sin cambios ${Date.now()}`, price: '185000' })
    await page.goto(`/propiedades/${plain.slug}`)
    await expect(box.locator('s')).toHaveCount(0)
    await expect(box.locator('[data-price-cut]')).toHaveCount(0)
    await expect(box.locator('[data-price-history]')).toHaveCount(0)
  })
})
