import { expect, test } from '@playwright/test'
import es from '../../i18n/es.json' with { type: 'json' }
import { interpolate } from '../../src/shared/i18n.ts'
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/layout.ts'
import { API_BOGOTA, api, createFilterListings, openSearch, resultsHeading, titles } from './support/searchFilters.ts'

test.describe('search filters on a phone', () => {
  test.beforeAll(async ({ request }) => {
    // The example search must find at least one listing.
    await createFilterListings(request, `Filtro${Date.now()}`)
  })

  test('the phone sheet shows the live count before applying', async ({ page, request }) => {
    await openSearch(page, '/propiedades?country=country_co&operation=rent')
    await page.getByRole('button', { name: es.filters.open, exact: true }).click()
    const sheet = page.getByRole('dialog', { name: es.filters.title })
    await expect(sheet).toBeVisible()
    await sheet.getByLabel(es.filters.city).selectOption('co_bogota')
    await sheet.getByLabel(es.filters.currency).selectOption('COP')
    await sheet.getByLabel(es.filters.maxPrice).fill('3000000')
    await sheet.getByRole('group', { name: es.filters.bedrooms }).getByRole('button', { name: '3+' }).click()
    await sheet.getByRole('group', { name: es.filters.parking }).getByRole('button', { name: '1+' }).click()
    const expected = await api(request, API_BOGOTA)
    const show = sheet.getByRole('button', { name: interpolate(expected.pagination.total === 1 ? es.filters.showResults_one : es.filters.showResults_other, { count: expected.pagination.total }) })
    await expect(show).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    // Nothing is applied before the button.
    await expect(page).not.toHaveURL(/minBedrooms=/)
    await show.click()
    await expect(sheet).toBeHidden()
    await expect(page).toHaveURL(/minBedrooms=3/)
    await expect(page.getByRole('heading', { level: 2, name: resultsHeading(expected.pagination.total) })).toBeVisible()
    await expect(titles(page)).toHaveText(expected.data.map((p) => p.title))
    await expect(page.getByRole('button', { name: interpolate(es.filters.openWithCount, { count: 4 }) })).toBeVisible()
    // Escape closes the sheet without applying.
    await page.getByRole('button', { name: interpolate(es.filters.openWithCount, { count: 4 }) }).click()
    await sheet.getByRole('group', { name: es.filters.bathrooms }).getByRole('button', { name: '3+' }).click()
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await expect(page).not.toHaveURL(/minBathrooms=/)
    await expectNoHorizontalScroll(page)
  })
})
