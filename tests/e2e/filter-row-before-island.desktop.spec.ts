import { expect, test } from '@playwright/test'
import en from '../../i18n/en.json' with { type: 'json' }
import pt from '../../i18n/pt.json' with { type: 'json' }
import { holdIsland } from './support/islands.ts'
import { api, searchIslandRunning, titles } from './support/searchFilters.ts'

// Prices typed into the filter row while the search island's script is still loading (a slow
// connection) are applied when it comes to life: a field already left applies at once, the field
// still being typed in applies when it is left, as it would have after the island ran.

test('prices typed before the island runs are applied once it does', async ({ page, request }) => {
  const release = await holdIsland(page, 'SearchPage')
  await page.goto('/en/propiedades', { waitUntil: 'domcontentloaded' })
  const row = page.locator('[data-filter-row]')
  const min = row.getByLabel(en.filters.minPrice)
  const max = row.getByLabel(en.filters.maxPrice)
  await min.fill('150,000')
  await max.fill('400k')
  // The visitor is still in the maximum when the island arrives.
  release()
  await searchIslandRunning(page)
  await expect(page).toHaveURL(/[?&]minPrice=150000(&|$)/)
  await expect(page).not.toHaveURL(/maxPrice/)
  await expect(min).toHaveValue('150,000')
  await expect(max).toHaveValue('400k')

  await max.press('Enter')
  await expect(page).toHaveURL(/[?&]maxPrice=400000(&|$)/)
  await expect(page).toHaveURL(/[?&]minPrice=150000(&|$)/)
  await expect(max).toHaveValue('400,000')
  const expected = (await api(request, 'minPrice=150000&maxPrice=400000')).data.map((listing) => listing.title)
  expect(expected.length).toBeGreaterThan(0)
  await expect(titles(page)).toHaveText(expected)
})

test('a price that cannot be read, typed before the island runs, shows its message and changes nothing', async ({ page }) => {
  const release = await holdIsland(page, 'SearchPage')
  await page.goto('/pt/propiedades', { waitUntil: 'domcontentloaded' })
  const min = page.locator('[data-filter-row]').getByLabel(pt.filters.minPrice)
  await min.fill('12abc')
  await min.blur()
  release()
  await searchIslandRunning(page)
  await expect(min).toHaveAttribute('aria-invalid', 'true')
  // The message's words up to its example, which the language's number format gives.
  await expect(page.locator('#filters-minPrice-error')).toContainText(pt.validation.number.invalid.split('{{example}}')[0].replace('{{text}}', '12abc'))
  await expect(min).toHaveValue('12abc')
  await expect(page).not.toHaveURL(/minPrice/)
})
