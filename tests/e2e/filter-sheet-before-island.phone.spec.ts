import { expect, test } from '@playwright/test'
import { interpolate } from '../../src/shared/i18n.ts'
import en from '../../i18n/en.json' with { type: 'json' }
import es from '../../i18n/es.json' with { type: 'json' }
import { holdIsland } from './support/islands.ts'
import { api, titles } from './support/searchFilters.ts'

// On a phone the filters live in a sheet behind one button. A tap on it while the search island's
// script is still loading (a slow connection) opens the sheet all the same; its fields arrive with
// the island and work as usual.

test('the filter button opens the sheet before the island runs, and its fields come with the island', async ({ page, request }) => {
  const release = await holdIsland(page, 'SearchPage')
  await page.goto('/en/propiedades', { waitUntil: 'domcontentloaded' })
  await page.getByRole('button', { name: en.filters.open, exact: true }).click()
  const sheet = page.getByRole('dialog', { name: en.filters.title })
  await expect(sheet).toBeVisible()
  // Its close button works before the island too.
  await sheet.getByRole('button', { name: en.filters.close }).click()
  await expect(sheet).toBeHidden()
  await page.getByRole('button', { name: en.filters.open, exact: true }).click()
  await expect(sheet).toBeVisible()

  release()
  await sheet.getByLabel(en.filters.minPrice).fill('150,000')
  const expected = await api(request, 'minPrice=150000')
  const show = sheet.getByRole('button', { name: interpolate(expected.pagination.total === 1 ? en.filters.showResults_one : en.filters.showResults_other, { count: expected.pagination.total }) })
  await show.click()
  await expect(sheet).toBeHidden()
  await expect(page).toHaveURL(/[?&]minPrice=150000(&|$)/)
  await expect(titles(page)).toHaveText(expected.data.map((listing) => listing.title))

  // Once the island runs, the same button opens the sheet through it, and the close button closes it.
  await page.getByRole('button', { name: interpolate(en.filters.openWithCount, { count: 1 }) }).click()
  await expect(sheet).toBeVisible()
  await expect(sheet.getByLabel(en.filters.minPrice)).toHaveValue('150,000')
  await sheet.getByRole('button', { name: en.filters.close }).click()
  await expect(sheet).toBeHidden()
})

test('without the island the sheet still opens and closes, in Spanish', async ({ page }) => {
  const release = await holdIsland(page, 'SearchPage')
  await page.goto('/propiedades', { waitUntil: 'domcontentloaded' })
  await page.getByRole('button', { name: es.filters.open, exact: true }).click()
  const sheet = page.getByRole('dialog', { name: es.filters.title })
  await expect(sheet).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  release()
})
