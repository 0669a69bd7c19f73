import { expect, test } from '@playwright/test'
import es from '../../i18n/es.json' with { type: 'json' }
import { interpolate } from '../../src/shared/i18n.ts'
import type { Property } from '../../src/shared/types.ts'
import { expectNoSeriousA11yViolations } from './support/layout.ts'
import { API_BOGOTA, api, createFilterListings, titles } from './support/searchFilters.ts'

test.describe('search filters on a desktop', () => {
  let flat: Property
  const word = `Filtro${Date.now()}`

  test.beforeAll(async ({ request }) => {
    ;({ flat } = await createFilterListings(request, word))
  })

  test('narrow from the desktop row and the chips, kept in the address', async ({ page, request }) => {
    // A dozen searches, a reload, back/forward and an axe scan: more than the default 30 s on a loaded machine.
    test.setTimeout(90_000)
    await page.goto('/propiedades')
    await page.locator('[data-country-menu] summary').click()
    await page.locator('[data-country-menu]').getByRole('button', { name: es.countries.country_co, exact: true }).click()
    await expect(page).toHaveURL(/country=country_co/)
    const row = page.locator('[data-filter-row]')
    await row.getByLabel(es.filters.city).selectOption('co_bogota')
    await page.getByLabel(es.properties.operation).selectOption('rent')
    await row.getByLabel(es.filters.currency).selectOption('COP')
    await row.getByLabel(es.filters.maxPrice).fill('3000000')
    await row.getByLabel(es.filters.maxPrice).press('Enter')
    await row.getByRole('group', { name: es.filters.bedrooms }).getByRole('button', { name: '3+' }).click()
    await row.getByRole('group', { name: es.filters.parking }).getByRole('button', { name: '1+' }).click()
    await expect(page).toHaveURL(/minGarage=1/)
    for (const part of ['country=country_co', 'city=co_bogota', 'operation=rent', 'maxPrice=3000000', 'currency=COP', 'minBedrooms=3']) await expect(page).toHaveURL(new RegExp(part))

    const expected = await api(request, API_BOGOTA)
    expect(expected.data.map((p) => p.id)).toContain(flat.id)
    await expect(titles(page)).toHaveText(expected.data.map((p) => p.title))
    const chips = page.locator('[data-filter-chips]')
    await expect(chips.getByRole('link', { name: interpolate(es.properties.clearFilter, { label: interpolate(es.filters.bedsChip, { count: 3 }) }) })).toBeVisible()

    // Reload and back/forward give the same search.
    await page.reload()
    await expect(titles(page)).toHaveText(expected.data.map((p) => p.title))
    await chips.getByRole('link', { name: interpolate(es.properties.clearFilter, { label: interpolate(es.filters.parkingChip, { count: 1 }) }) }).click()
    await expect(page).not.toHaveURL(/minGarage=/)
    await expect(titles(page).filter({ hasText: `${word} sin parqueadero` })).toHaveCount(1)
    await page.goBack()
    await expect(page).toHaveURL(/minGarage=1/)
    await expect(titles(page)).toHaveText(expected.data.map((p) => p.title))
    await chips.getByRole('link', { name: es.filters.clearAll }).click()
    await expect(page).toHaveURL(/\/propiedades$/)
    await expect(chips).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
  })
})
