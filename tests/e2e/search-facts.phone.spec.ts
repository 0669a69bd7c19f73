import { expect, test } from '@playwright/test'
import es from '../../i18n/es.json' with { type: 'json' }
import { interpolate } from '../../src/shared/i18n.ts'
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/layout.ts'
import { BOGOTA_PETS, createFactListings } from './support/searchFacts.ts'
import { api, openSearch, titles } from './support/searchFilters.ts'

// Issue 28 on a phone: the sheet holds the new filters, counts them and shows the live total.

test.describe('search by facts on a phone', () => {
  test.beforeAll(async ({ request }) => {
    await createFactListings(request, `Hechos${Date.now()}`)
  })

  test('the sheet takes pets and the monthly cost, with its live count', async ({ page, request }) => {
    test.setTimeout(60_000)
    await openSearch(page, `/propiedades${BOGOTA_PETS}`)
    // The city of the address is one of the sheet's filters already.
    await page.getByRole('button', { name: interpolate(es.filters.openWithCount, { count: 1 }) }).click()
    const sheet = page.getByRole('dialog', { name: es.filters.title })
    await expect(sheet).toBeVisible()
    await sheet.getByLabel(es.facts.petsAllowed).check()
    await sheet.getByLabel(es.filters.currency).selectOption('COP')
    await sheet.getByLabel(es.filters.maxMonthlyCost).fill('3000000')
    const expected = await api(request, 'countryId=country_co&cityId=co_bogota&priceType=rent&petsAllowed=true&maxMonthlyCost=3000000&currency=COP')
    const show = sheet.getByRole('button', { name: interpolate(expected.pagination.total === 1 ? es.filters.showResults_one : es.filters.showResults_other, { count: expected.pagination.total }) })
    await expect(show).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await expect(page).not.toHaveURL(/petsAllowed=/)
    await show.click()
    await expect(sheet).toBeHidden()
    await expect(page).toHaveURL(/petsAllowed=true/)
    await expect(page).toHaveURL(/maxMonthlyCost=3000000/)
    await expect(titles(page)).toHaveText(expected.data.map((p) => p.title))
    // City, the monthly cost and pets: three of the sheet's own filters.
    await expect(page.getByRole('button', { name: interpolate(es.filters.openWithCount, { count: 3 }) })).toBeVisible()
    await expectNoHorizontalScroll(page)
  })
})
