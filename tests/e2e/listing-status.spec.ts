import { expect, test } from '@playwright/test'
import es from '../../i18n/es.json' with { type: 'json' }
import en from '../../i18n/en.json' with { type: 'json' }
import pt from '../../i18n/pt.json' with { type: 'json' }
import { interpolate } from '../../src/shared/i18n.ts'
import type { Property } from '../../src/shared/types.ts'
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/layout.ts'
import { createListing } from './support/listings.ts'

// Issue 10: a listing says what it is. Sold and rented pages stay up (links and search engines keep
// working) and offer similar listings instead of the contact form.

// Prices as the site writes them in Spanish: the local symbol first, digits always grouped ("US$ 1.000").
const SYMBOL: Record<string, string> = { USD: 'US$', COP: '$' }
const money = (amount: number, currency: string) => `${SYMBOL[currency]} ${new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2, useGrouping: 'always' }).format(amount)}`
const jsonLdOf = (html: string) => JSON.parse(html.match(/<script type="application\/ld\+json">(.+?)<\/script>/)![1]) as { offers: { availability: string } }

test.describe('listing status', () => {
  let sold: Property
  let reserved: Property
  let open: Property

  test.beforeAll(async ({ request }) => {
    sold = await createListing(request, { title: `Casa vendida en Cumbayá ${Date.now()}`, statusId: 'status_sold', price: '160000', area: '160' }, 2)
    reserved = await createListing(request, { title: `Casa reservada en Cumbayá ${Date.now()}`, statusId: 'status_pending', price: '150000' }, 2)
    open = await createListing(request, { title: `Casa disponible en Cumbayá ${Date.now()}`, price: '160000', area: '160' }, 2)
  })

  test('a sold listing answers 200 with a banner, SoldOut availability and similar listings instead of the form', async ({ page, request }) => {
    const res = await request.get(`/propiedades/${sold.slug}`)
    expect(res.status()).toBe(200)
    expect(jsonLdOf(await res.text()).offers.availability).toBe('https://schema.org/SoldOut')

    await page.goto(`/propiedades/${sold.slug}`)
    await expect(page.locator('[data-closed-banner]')).toContainText(es.property.soldBanner)
    await expect(page.locator('header').getByText(es.listingStatus.sold, { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: es.contact.submit })).toHaveCount(0)
    await expect(page.getByRole('link', { name: es.property.call })).toHaveCount(0)
    const links = page.locator('[data-closed-similar]').getByRole('link')
    expect(await links.count()).toBeGreaterThan(1)
    const similar = page.getByRole('region', { name: es.property.similarTitle })
    const cards = similar.getByRole('article')
    expect(await cards.count()).toBeGreaterThan(0)
    expect(await cards.count()).toBeLessThanOrEqual(8)
    // Similar listings are open ones of the same country and operation.
    await links.first().click()
    await expect(page).toHaveURL(/\/propiedades\/[a-z0-9-]+$/)
    await expect(page.locator('[data-closed-banner]')).toHaveCount(0)
    await expect(page.getByText(es.property.forSale, { exact: true })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('says so in English and Portuguese too', async ({ page }) => {
    await page.goto(`/en/propiedades/${sold.slug}`)
    await expect(page.locator('[data-closed-banner]')).toContainText(en.property.soldBanner)
    await expect(page.getByRole('region', { name: en.property.similarTitle })).toBeVisible()
    await page.goto(`/pt/propiedades/${reserved.slug}`)
    await expect(page.locator('header').getByText(pt.listingStatus.reserved, { exact: true })).toBeVisible()
    await expect(page.getByText(pt.property.reservedBanner)).toBeVisible()
  })

  test('a reserved listing keeps its contact form, with Reserved availability', async ({ page, request }) => {
    const html = await (await request.get(`/propiedades/${reserved.slug}`)).text()
    expect(jsonLdOf(html).offers.availability).toBe('https://schema.org/Reserved')
    await page.goto(`/propiedades/${reserved.slug}`)
    await expect(page.locator('header').getByText(es.listingStatus.reserved, { exact: true })).toBeVisible()
    await expect(page.locator('[data-closed-banner]')).toHaveCount(0)
    await page.locator('section[aria-labelledby="contact-title"]').scrollIntoViewIfNeeded()
    await expect(page.getByRole('button', { name: es.contact.submit })).toBeVisible()
  })

  test('shows the price per m², and the price in the currency picked in the search, approximately', async ({ page, request }) => {
    const html = await (await request.get(`/propiedades/${open.slug}`)).text()
    expect(jsonLdOf(html).offers.availability).toBe('https://schema.org/InStock')
    await page.goto(`/propiedades/${open.slug}`)
    await expect(page.locator('[data-price-per-m2]')).toHaveText(interpolate(es.property.pricePerM2, { price: money(1000, 'USD') }))
    await expect(page.locator('[data-approx-price]')).toHaveCount(0)

    const rates = (await (await request.get('/api/currencies')).json()) as { code: string; usdRate: number }[]
    const cop = rates.find((rate) => rate.code === 'COP')!.usdRate
    await page.goto(`/propiedades/${open.slug}?currency=COP`)
    await expect(page.locator('[data-approx-price]')).toHaveText(`≈ ${es.property.approximately} ${money(160000 * cop, 'COP')}`)
    // The canonical address never carries the visitor's currency.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/propiedades/${open.slug}$`))
    // An unknown or same currency shows no second line.
    await page.goto(`/propiedades/${open.slug}?currency=EUR`)
    await expect(page.locator('[data-approx-price]')).toHaveCount(0)
    await page.goto(`/propiedades/${open.slug}?currency=USD`)
    await expect(page.locator('[data-approx-price]')).toHaveCount(0)
    await expectNoHorizontalScroll(page)
  })
})
