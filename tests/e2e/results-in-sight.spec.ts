import { expect, test, type Page } from '@playwright/test'
import es from '../../i18n/es.json' with { type: 'json' }
import { interpolate } from '../../src/shared/i18n.ts'
import { LANGUAGES } from './support/languages.ts'
import { openSearch } from './support/searchFilters.ts'

// Issue 22, items 4 and 5: a search shows results in its first screen on a phone and a desktop,
// paging lands on the results, and the phone sheet's city works without a country picked first.

/** The first card's top is inside the window, with room to see its photo begin. */
async function expectFirstCardInFirstScreen(page: Page) {
  const card = page.locator('#results article').first()
  await expect(card).toBeVisible()
  const box = (await card.boundingBox())!
  const { height } = page.viewportSize()!
  expect(box.y + (await page.evaluate(() => window.scrollY)), 'the first card starts inside the first screen').toBeLessThan(height - 120)
}

test('a search shows its count and first results without scrolling, in each language', async ({ page }) => {
  for (const [prefix, dict] of LANGUAGES) {
    await page.goto(`${prefix}/propiedades`)
    await expect(page.locator('[data-results-head] h2')).toBeInViewport()
    await expect(page.locator('[data-results-head] h2')).toContainText(dict.properties.results_other.split('{{count}}')[1].trim())
    await expectFirstCardInFirstScreen(page)
  }
})

test('the next page lands on the results, not above the search', async ({ page }) => {
  // The island's way (the next test follows the plain link): a click while it hydrates could take either.
  await openSearch(page, '/propiedades')
  const nav = page.getByRole('navigation', { name: es.pagination.label })
  await nav.getByRole('link', { name: es.pagination.next }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.locator('[data-results-head] h2')).toBeInViewport()
  await expect(page.locator('#results article').first()).toBeInViewport()
  // The results' top is near the window's top (below the sticky header), not somewhere below the search.
  await expect.poll(async () => (await page.locator('#results').boundingBox())!.y).toBeLessThan(150)
})

test('a page link followed as a plain link (before the page is interactive, or in a new tab) lands on the results too', async ({ page }) => {
  await page.goto('/propiedades')
  const next = page.getByRole('navigation', { name: es.pagination.label }).getByRole('link', { name: es.pagination.next })
  const href = await next.getAttribute('href')
  expect(href).toMatch(/page=2#results$/)
  await page.goto(href!)
  await expect(page.locator('[data-results-head] h2')).toBeInViewport()
  await expect.poll(async () => (await page.locator('#results').boundingBox())!.y).toBeLessThan(150)
})

test("the phone sheet's city list works before a country is picked, and the sheet holds the country", async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the sheet is the phone layout')
  for (const [prefix, dict] of LANGUAGES) {
    await openSearch(page, `${prefix}/propiedades`)
    await page.getByRole('button', { name: dict.filters.open, exact: true }).click()
    const sheet = page.getByRole('dialog', { name: dict.filters.title })
    await expect(sheet.getByLabel(dict.properties.country)).toHaveValue('')
    const city = sheet.getByLabel(dict.filters.city)
    await expect(city).toBeEnabled()
    // Every country's cities, grouped under their country.
    await expect(city.locator(`optgroup[label="${dict.countries.country_co}"] option`, { hasText: 'Bogotá' })).toHaveCount(1)
    await city.selectOption('co_bogota')
    await expect(sheet.getByLabel(dict.properties.country)).toHaveValue('country_co')
    await sheet.getByLabel(dict.properties.operation).selectOption('sale')
    await sheet.locator('[data-show-results]').click()
    await expect(page).toHaveURL(/operation=sale/)
    await expect(page).toHaveURL(/country=country_co/)
    await expect(page).toHaveURL(/city=co_bogota/)
    await expect(page.locator('[data-filter-chips]').getByRole('link', { name: interpolate(dict.properties.clearFilter, { label: 'Bogotá' }) })).toBeVisible()
  }
})
