import { expect, test } from '@playwright/test'
import es from '../../i18n/es.json' with { type: 'json' }
import type { Language } from '../../src/shared/constants.ts'
import { convertPrice, rateTable } from '../../src/shared/currency.ts'
import { formatFullPrice, formatPrice } from '../../src/shared/format.ts'
import { interpolate } from '../../src/shared/i18n.ts'
import type { CurrencyRate, Property } from '../../src/shared/types.ts'
import { LANGUAGES } from './support/languages.ts'
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, useDarkTheme } from './support/layout.ts'
import { createListing } from './support/listings.ts'
import { watchOrigins } from './support/origins.ts'

// What a visitor sees of issue 28's facts: the all-in monthly figure on a card, the listing page's
// breakdown in the country's words and three languages, its facts, and a video frame that asks
// nothing of YouTube until the visitor presses play.

const YOUTUBE_ID = 'dQw4w9WgXcQ'

test.describe('listing facts and monthly cost', () => {
  let bogota: Property
  let saoPaulo: Property

  test.beforeAll(async ({ request }) => {
    const stamp = Date.now()
    bogota = await createListing(
      request,
      {
        title: `Apartamento en Chapinero con administración ${stamp}`,
        countryId: 'country_co',
        cityId: 'co_bogota',
        neighborhood: 'Chapinero',
        currency: 'COP',
        priceType: 'rent',
        price: '2500000',
        hoaFee: '350000',
        includes: JSON.stringify(['internet']),
        builtArea: '72.5',
        floor: '3',
        totalFloors: '10',
        elevator: 'true',
        yearBuilt: '2015',
        furnished: 'partly',
        petsAllowed: 'true',
        estrato: '4',
        amenities: JSON.stringify(['pool', 'gym']),
        videoUrl: `https://www.youtube.com/watch?v=${YOUTUBE_ID}`,
      },
      2,
    )
    saoPaulo = await createListing(
      request,
      {
        title: `Apartamento em Pinheiros com condomínio ${stamp}`,
        countryId: 'country_br',
        cityId: 'br_sao_paulo',
        neighborhood: 'Pinheiros',
        currency: 'BRL',
        priceType: 'rent',
        price: '3000',
        hoaFee: '800',
        propertyTax: '1200',
      },
      2,
    )
  })

  test('a card shows the all-in monthly figure, and again in the currency picked in the search', async ({ page, request }) => {
    expect(bogota.monthlyCost).toBe(2850000)
    await page.goto(`/propiedades?q=${encodeURIComponent(bogota.title)}`)
    const card = page.getByRole('article', { name: bogota.title })
    await expect(card.locator('[data-monthly-cost]')).toHaveText(interpolate(es.monthlyCost.card, { amount: formatPrice(2850000, 'COP', 'es') }))

    const rates = rateTable((await (await request.get('/api/currencies')).json()) as CurrencyRate[])
    const inDollars = convertPrice(2850000, 'COP', 'USD', rates)!
    await page.goto(`/propiedades?q=${encodeURIComponent(bogota.title)}&currency=USD`)
    const line = page.getByRole('article', { name: bogota.title }).locator('[data-monthly-cost]')
    await expect(line).toContainText(interpolate(es.monthlyCost.card, { amount: formatPrice(2850000, 'COP', 'es') }))
    await expect(line).toContainText(`${es.card.approximately} ${formatPrice(inDollars, 'USD', 'es')}`)
    await expectNoHorizontalScroll(page)
  })

  test('the Bogotá listing breaks its monthly cost down with administración, and shows its facts', async ({ page }) => {
    await page.goto(`/propiedades/${bogota.slug}`)
    const breakdown = page.locator('[data-monthly-breakdown]')
    await expect(breakdown.getByRole('heading', { name: es.monthlyCost.title })).toBeVisible()
    const row = (part: string) => breakdown.locator(`[data-cost-part="${part}"]`)
    await expect(row('rent').locator('dt')).toHaveText(es.monthlyCost.rent)
    await expect(row('rent').locator('dd')).toHaveText(formatFullPrice(2500000, 'COP', 'es'))
    await expect(row('hoaFee').locator('dt')).toHaveText(es.facts.hoaFee.country_co)
    await expect(row('hoaFee').locator('dd')).toHaveText(formatFullPrice(350000, 'COP', 'es'))
    await expect(row('tax').locator('dt')).toHaveText(interpolate(es.monthlyCost.taxShare, { label: es.facts.propertyTax.country_co }))
    await expect(row('tax').locator('dd')).toHaveText(es.monthlyCost.notGiven)
    await expect(row('includes').locator('dt')).toHaveText(es.facts.includes)
    await expect(row('includes').locator('dd')).toHaveText(es.includes.internet)
    await expect(breakdown.locator('[data-monthly-total]')).toHaveText(formatFullPrice(2850000, 'COP', 'es'))

    await expect(page.locator('[data-more-fact="floor"]')).toHaveText(interpolate(es.facts.floorOf, { floor: 3, total: 10 }))
    await expect(page.locator('[data-more-fact="builtArea"]')).toHaveText('72,5 m²')
    await expect(page.locator('[data-more-fact="elevator"]')).toHaveText(es.facts.yes)
    await expect(page.locator('[data-more-fact="furnished"]')).toHaveText(es.furnished.partly)
    await expect(page.locator('[data-more-fact="petsAllowed"]')).toHaveText(es.facts.yes)
    await expect(page.locator('[data-more-fact="estrato"]')).toHaveText('4')
    await expect(page.getByRole('list', { name: es.facts.amenities }).getByRole('listitem')).toHaveText([es.amenities.pool, es.amenities.gym])
    await expectNoHorizontalScroll(page)
    await expectNoSeriousA11yViolations(page)
  })

  test('the breakdown, facts and video poster pass axe in the dark theme too', async ({ page }) => {
    await useDarkTheme(page)
    await page.goto(`/propiedades/${bogota.slug}`)
    await expect(page.locator('[data-video-load]')).toBeEnabled()
    await expect(page.locator('[data-monthly-breakdown]')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  for (const [prefix, dict] of LANGUAGES) {
    test(`the São Paulo listing names condomínio and IPTU (${prefix || '/'})`, async ({ page }) => {
      await page.goto(`${prefix}/propiedades/${saoPaulo.slug}`)
      const breakdown = page.locator('[data-monthly-breakdown]')
      await expect(breakdown.getByRole('heading', { name: dict.monthlyCost.title })).toBeVisible()
      await expect(breakdown.locator('[data-cost-part="rent"] dt')).toHaveText(dict.monthlyCost.rent)
      await expect(breakdown.locator('[data-cost-part="hoaFee"] dt')).toHaveText(dict.facts.hoaFee.country_br)
      await expect(breakdown.locator('[data-cost-part="tax"] dt')).toHaveText(interpolate(dict.monthlyCost.taxShare, { label: dict.facts.propertyTax.country_br }))
      await expect(breakdown.locator('[data-cost-part="total"] dt')).toHaveText(dict.monthlyCost.total)
      // 3000 + 800 + 1200 / 12, in the page's language's figures; the yearly tax beside its twelfth.
      const lang = (prefix.slice(1) || 'es') as Language
      expect(saoPaulo.monthlyCost).toBe(3900)
      await expect(breakdown.locator('[data-cost-part="hoaFee"] dd')).toHaveText(formatFullPrice(800, 'BRL', lang))
      await expect(breakdown.locator('[data-cost-part="tax"] dd')).toHaveText(`${formatFullPrice(100, 'BRL', lang)} ${interpolate(dict.facts.perYear, { amount: formatFullPrice(1200, 'BRL', lang) })}`)
      await expect(breakdown.locator('[data-monthly-total]')).toHaveText(formatFullPrice(3900, 'BRL', lang))
      // No video, no facts beyond the old four: nothing is shown for them.
      await expect(page.locator('[data-video-frame]')).toHaveCount(0)
      await expect(page.locator('[data-more-fact]')).toHaveCount(0)
    })
  }

  test('the video frame loads only when asked: no request outside the portal before the click', async ({ page, request, baseURL }) => {
    const res = await request.get(`/propiedades/${bogota.slug}`)
    const policy = res.headers()['content-security-policy']
    expect(policy.split('; ').filter((d) => d.startsWith('frame-src'))).toEqual(['frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://my.matterport.com'])

    const outside = watchOrigins(page, baseURL!)
    await page.goto(`/propiedades/${bogota.slug}`)
    const frame = page.locator('[data-video-frame="videoUrl"]')
    const play = frame.getByRole('button', { name: es.video.play })
    await play.scrollIntoViewIfNeeded()
    await expect(play).toBeEnabled()
    await page.waitForLoadState('networkidle')
    await expect(frame.locator('iframe')).toHaveCount(0)
    expect(outside, 'nothing is asked of another host before the click').toEqual([])

    await play.click()
    const iframe = frame.locator('iframe')
    await expect(iframe).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}?autoplay=1`)
    await expect(iframe).toHaveAttribute('title', interpolate(es.video.frameTitle, { kind: es.facts.videoUrl, title: bogota.title }))
    await expect(iframe).toHaveAttribute('allowfullscreen', '')
    // Only the chosen player's host, nothing else.
    await expect.poll(() => outside.length).toBeGreaterThan(0)
    for (const url of outside) expect(new URL(url).origin).toBe('https://www.youtube-nocookie.com')
  })
})
