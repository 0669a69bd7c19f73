import { expect, test, type Page } from '@playwright/test'
import es from '../../i18n/es.json' with { type: 'json' }
import en from '../../i18n/en.json' with { type: 'json' }
import pt from '../../i18n/pt.json' with { type: 'json' }
import { interpolate } from '../../src/shared/i18n.ts'
import type { Property } from '../../src/shared/types.ts'
import { expectNoHorizontalScroll } from './support/layout.ts'
import { createListing, patchListing } from './support/listings.ts'

// Issue 22, items 1, 2 and 12: each listing's one current price, in its own currency and the local
// style, the same on the opportunities page, the search and the listing page.
const dictionaries = { es, en, pt } as const
const prefix = { es: '', en: '/en', pt: '/pt' } as const
/** Intl and the formatter use no-break spaces; the expectations are written with plain ones. */
const spaced = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '\\s')}\\s*$`)

let cut: Property
let land: Property
let rent: Property
let pesos: Property

test.beforeAll(async ({ request }) => {
  const stamp = `${Date.now()}-${test.info().project.name}`
  // The contradiction: listed 255,000, cut to 235,000, an opportunity at 192,000.
  cut = await createListing(request, { title: `Oportunidad rebajada ${stamp}`, price: '255000', area: '100', isOpportunity: 'true', opportunityPrice: '192000' }, 2)
  cut = await patchListing(request, cut.id, { price: 235000 })
  // The land and the flat are in Lima, priced in soles.
  const inLima = { currency: 'PEN', countryId: 'country_pe', cityId: 'pe_lima' }
  land = await createListing(
    request,
    {
      title: `Terreno en Lima ${stamp}`,
      price: '700000',
      ...inLima,
      propertyTypeId: '3',
      bedrooms: '',
      bathrooms: '',
      garage: '',
      area: '500',
      isOpportunity: 'true',
      opportunityPrice: '650000',
    },
    2,
  )
  rent = await createListing(
    request,
    {
      title: `Departamento en alquiler ${stamp}`,
      price: '5550',
      priceType: 'rent',
      ...inLima,
      propertyTypeId: '2',
      isOpportunity: 'true',
      opportunityPrice: '5000',
    },
    2,
  )
  pesos = await createListing(
    request,
    { title: `Casa en Bogotá ${stamp}`, price: '1620000000', currency: 'COP', countryId: 'country_co', cityId: 'co_bogota', isOpportunity: 'true', opportunityPrice: '1500000000' },
    2,
  )
})

/** What each card must read, per language: the struck listed price, the price paid, and the cut. */
const expected = {
  es: { cut: ['US$ 235 mil', 'US$ 192 mil', 'Rebajado un 18 %'], land: ['S/ 700 mil', 'S/ 650 mil'], rent: ['S/ 5.550', 'S/ 5.000/mes'], pesos: ['$ 1.620 millones', '$ 1.500 millones'] },
  en: { cut: ['US$ 235K', 'US$ 192K', 'Reduced by 18%'], land: ['S/ 700K', 'S/ 650K'], rent: ['S/ 5,550', 'S/ 5,000/month'], pesos: ['COL$ 1.6B', 'COL$ 1.5B'] },
  pt: { cut: ['US$ 235 mil', 'US$ 192 mil', 'Reduzido em 18 %'], land: ['S/ 700 mil', 'S/ 650 mil'], rent: ['S/ 5.550', 'S/ 5.000/mês'], pesos: ['$ 1,6 bi', '$ 1,5 bi'] },
} as const

const cardOf = (page: Page, title: string) => page.locator('article').filter({ has: page.locator('h3', { hasText: title }) })

test('the opportunities page shows each price in its own currency and style, and only the facts a listing has', async ({ page }) => {
  for (const lang of ['es', 'en', 'pt'] as const) {
    const t = dictionaries[lang]
    const want = expected[lang]
    await page.goto(`${prefix[lang]}/oportunidades`)
    const cutCard = cardOf(page, cut.title)
    await expect(cutCard.locator('[data-previous-price] s')).toHaveText(spaced(want.cut[0]))
    await expect(cutCard.locator('[data-card-price]')).toHaveText(spaced(`${t.card.now} ${want.cut[1]}`))
    await expect(cutCard.locator('[data-price-cut]')).toHaveText(spaced(want.cut[2]))

    const landCard = cardOf(page, land.title)
    await expect(landCard.locator('[data-previous-price] s')).toHaveText(spaced(want.land[0]))
    await expect(landCard.locator('[data-card-price]')).toHaveText(spaced(`${t.card.now} ${want.land[1]}`))
    // Land has no bedrooms, bathrooms or parking: the card says nothing rather than inventing them.
    await expect(landCard.locator('dt')).toHaveText([t.card.area])
    await expect(landCard.locator('dd')).toHaveText([spaced('500 m²')])

    await expect(cardOf(page, rent.title).locator('[data-card-price]')).toHaveText(spaced(`${t.card.now} ${want.rent[1]}`))
    await expect(cardOf(page, pesos.title).locator('[data-card-price]')).toHaveText(spaced(`${t.card.now} ${want.pesos[1]}`))
    await expect(cardOf(page, pesos.title).locator('[data-previous-price] s')).toHaveText(spaced(want.pesos[0]))
    await expect(page.locator('#main')).not.toContainText('mt2')
  }
  await expectNoHorizontalScroll(page)
})

test('one current price: the search card, the listing page, its price per m² and its history agree', async ({ page, request }) => {
  const answer = (await (await request.get(`/api/properties/${cut.id}`)).json()) as Property
  expect(answer.pricePerM2).toBe(1920)
  for (const lang of ['es', 'en', 'pt'] as const) {
    const t = dictionaries[lang]
    const want = expected[lang]
    await page.goto(`${prefix[lang]}/propiedades?q=${encodeURIComponent(cut.title)}`)
    const card = cardOf(page, cut.title)
    await expect(card.locator('[data-card-price]')).toHaveText(spaced(`${t.card.now} ${want.cut[1]}`))
    await expect(card.locator('[data-previous-price] s')).toHaveText(spaced(want.cut[0]))

    await page.goto(`${prefix[lang]}/propiedades/${cut.slug}`)
    const box = page.getByRole('region', { name: t.property.opportunityPrice })
    const full = lang === 'en' ? ['US$ 235,000', 'US$ 192,000', 'US$ 1,920'] : ['US$ 235.000', 'US$ 192.000', 'US$ 1.920']
    await expect(box.locator('[data-previous-price] s')).toHaveText(spaced(full[0]))
    await expect(box.locator('[data-price]')).toHaveText(spaced(full[1]))
    await expect(box.locator('[data-price-cut]')).toHaveText(spaced(interpolate(t.property.opportunityCut, { percent: 18 })))
    await expect(box.locator('[data-price-per-m2]')).toHaveText(spaced(interpolate(t.property.pricePerM2, { price: full[2] })))
    // The history ends where the buyer stands: listed 255,000, cut to 235,000, opportunity 192,000.
    await box.getByText(t.property.priceHistory).click()
    const steps = box.locator('[data-price-history] li')
    await expect(steps).toHaveCount(3)
    await expect(steps.nth(0)).toContainText(t.property.opportunityPrice)
    await expect(steps.nth(0)).toContainText(/192[.,]000\s−18\s?%/)
    await expect(steps.nth(1)).toContainText(/235[.,]000\s−8\s?%/)
    await expect(steps.nth(2)).toContainText(/255[.,]000/)
  }
})
