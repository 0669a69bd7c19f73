import { expect, test, type Locator } from '@playwright/test'
import es from '../../i18n/es.json' with { type: 'json' }
import { interpolate } from '../../src/shared/i18n.ts'
import type { Property } from '../../src/shared/types.ts'
import { API_BOGOTA, api, BOGOTA, createFilterListings, resultsHeading, searchIslandRunning, titles } from './support/searchFilters.ts'
import { PREFIXED_LANGUAGES } from './support/languages.ts'

// Issue 10: "a 3-bedroom flat to rent in Bogotá under 3,000,000 COP with parking", on a phone and
// on a desktop, shared as a link.

test.describe('search filters', () => {
  let flat: Property
  let sold: Property
  const word = `Filtro${Date.now()}`

  test.beforeAll(async ({ request }) => {
    ;({ flat, sold } = await createFilterListings(request, word))
  })

  test('a shared link opens the same results, also without JavaScript', async ({ browser, request }) => {
    const expected = await api(request, API_BOGOTA)
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled })
      try {
        const friend = await context.newPage()
        await friend.goto(`/propiedades${BOGOTA}`)
        await expect(titles(friend)).toHaveText(expected.data.map((p) => p.title))
        await expect(friend.getByRole('heading', { level: 2, name: resultsHeading(expected.pagination.total) })).toBeVisible()
      } finally {
        await context.close()
      }
    }
  })

  test('sold listings show only when asked for, with their badge', async ({ page }) => {
    await page.goto(`/propiedades?q=${word}`)
    await expect(titles(page).filter({ hasText: sold.title })).toHaveCount(0)
    await page.getByRole('link', { name: es.filters.seeClosed }).click()
    await expect(page).toHaveURL(/closed=1/)
    const card = page.locator('#main article').filter({ hasText: sold.title })
    await expect(card.getByText(es.listingStatus.sold, { exact: true })).toBeVisible()
  })

  test("the search's links opened in a new tab (a modifier key) open there and leave this page as it was", async ({ page, context }) => {
    await page.goto(`/propiedades?q=${word}`)
    await searchIslandRunning(page)
    const here = page.url()
    const inNewTab = async (link: Locator, address: RegExp) => {
      const opened = context.waitForEvent('page')
      await link.click({ modifiers: ['ControlOrMeta'] })
      const tab = await opened
      await expect(tab).toHaveURL(address)
      await tab.close()
      expect(page.url()).toBe(here)
    }
    await inNewTab(page.locator('[data-view-switch]').getByRole('link', { name: es.map.viewMap, exact: true }), /view=map/)
    await inNewTab(page.getByRole('link', { name: es.filters.seeClosed }), /closed=1/)
    await expect(titles(page).filter({ hasText: sold.title })).toHaveCount(0)
    await expect(page.locator('[data-results-layout]')).toHaveAttribute('data-results-layout', 'list')
  })

  test('a picked currency adds the approximate price to the cards and to the listing link', async ({ page }) => {
    await page.goto(`/propiedades?q=${encodeURIComponent(`Apartamento ${word} en Chapinero`)}&currency=USD`)
    const card = page.locator('#main article').filter({ hasText: flat.title })
    await expect(card.locator('[data-approx-price]')).toContainText('≈')
    await expect(card.locator('[data-approx-price]')).toContainText('US$')
    await expect(card.getByRole('link', { name: interpolate(es.card.seeMoreAbout, { title: flat.title }) })).toHaveAttribute('href', `/propiedades/${flat.slug}?currency=USD`)
    await page.goto(`/propiedades?q=${encodeURIComponent(`Apartamento ${word} en Chapinero`)}`)
    await expect(page.locator('#main article [data-approx-price]')).toHaveCount(0)
  })

  test('speaks English and Portuguese', async ({ page, isMobile }) => {
    for (const [prefix, dict] of PREFIXED_LANGUAGES) {
      await page.goto(`${prefix}/propiedades?country=country_co&beds=2&closed=1`)
      await expect(page.locator('[data-filter-chips]').getByRole('link', { name: dict.filters.clearAll })).toBeVisible()
      await expect(page.locator('[data-filter-chips]')).toContainText(interpolate(dict.filters.bedsChip, { count: 2 }))
      await expect(page.locator('[data-filter-chips]')).toContainText(dict.filters.closedChip)
      if (isMobile) await expect(page.getByRole('button', { name: interpolate(dict.filters.openWithCount, { count: 2 }) })).toBeVisible()
      else await expect(page.locator('[data-filter-row]').getByRole('group', { name: dict.filters.bedrooms })).toBeVisible()
    }
  })

  test('a hand-edited address with bad values still shows a page', async ({ page }) => {
    const response = await page.goto('/propiedades?beds=99&minPrice=-4&currency=EUR&city=nowhere&sort=drop&page=0')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: /propiedad/ })).toBeVisible()
    await expect(page.locator('[data-filter-chips]')).toHaveCount(0)
  })
})
