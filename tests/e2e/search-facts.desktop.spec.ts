import { expect, test } from '@playwright/test'
import en from '../../i18n/en.json' with { type: 'json' }
import es from '../../i18n/es.json' with { type: 'json' }
import pt from '../../i18n/pt.json' with { type: 'json' }
import { interpolate } from '../../src/shared/i18n.ts'
import { expectNoSeriousA11yViolations } from './support/layout.ts'
import { API_BOGOTA_PETS, BOGOTA_PETS, createFactListings } from './support/searchFacts.ts'
import { api, openSearch, titles } from './support/searchFilters.ts'

// Issue 28: the renter's filters on a desktop: pets, amenities, the total monthly cost, estrato in
// Colombia only, the chips and the order by monthly cost, in three languages.

test.describe('search by facts on a desktop', () => {
  const word = `Hechos${Date.now()}`

  test.beforeAll(async ({ request }) => {
    await createFactListings(request, word)
  })

  test('pets, a pool and the monthly cost narrow the results, kept in the address and shown as chips', async ({ page, request }) => {
    test.setTimeout(90_000)
    // The row's filters act once the island has taken over the server's HTML.
    await openSearch(page, `/propiedades${BOGOTA_PETS}`)
    const row = page.locator('[data-filter-row]')
    await row.getByLabel(es.facts.petsAllowed).check()
    await expect(page).toHaveURL(/petsAllowed=true/)
    await row.locator('summary', { hasText: es.facts.amenities }).click()
    await row.getByLabel(es.amenities.pool, { exact: true }).check()
    await expect(page).toHaveURL(/amenities=pool/)
    await row.getByLabel(es.filters.currency).selectOption('COP')
    await row.getByLabel(es.filters.maxMonthlyCost).fill('3.000.000')
    await row.getByLabel(es.filters.maxMonthlyCost).press('Enter')
    await expect(page).toHaveURL(/maxMonthlyCost=3000000/)

    const expected = await api(request, API_BOGOTA_PETS)
    const ours = expected.data.filter((p) => p.title.includes(word)).map((p) => p.title)
    expect(ours).toEqual([`Apartamento ${word} con mascotas`])
    await expect(titles(page)).toHaveText(expected.data.map((p) => p.title))
    const chips = page.locator('[data-filter-chips]')
    for (const label of [es.facts.petsAllowed, es.amenities.pool]) {
      await expect(chips.getByRole('link', { name: interpolate(es.properties.clearFilter, { label }) })).toBeVisible()
    }
    await expect(chips.getByText(/Hasta .*3.millones al mes en total/)).toBeVisible()
    // The estrato is offered in Colombia only.
    await expect(row.getByLabel(es.facts.estrato)).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // Removing a chip widens the search again.
    await chips.getByRole('link', { name: interpolate(es.properties.clearFilter, { label: es.facts.petsAllowed }) }).click()
    await expect(page).not.toHaveURL(/petsAllowed=/)
    await expect(titles(page).filter({ hasText: `${word} sin mascotas` })).toHaveCount(1)

    // Sorted by the monthly cost: the API's order.
    await page.getByLabel(es.properties.sort).selectOption('cost-low')
    await expect(page).toHaveURL(/sort=cost-low/)
    const byCost = await api(request, 'countryId=country_co&cityId=co_bogota&priceType=rent&amenities=pool&maxMonthlyCost=3000000&currency=COP&sortBy=monthlyCost&sortOrder=asc')
    await expect(titles(page)).toHaveText(byCost.data.map((p) => p.title))
  })

  test('no estrato outside Colombia; the filters and chips speak English and Portuguese', async ({ page }) => {
    await page.goto('/propiedades?country=country_ec')
    await expect(page.locator('[data-filter-row]').getByLabel(es.facts.petsAllowed)).toBeVisible()
    await expect(page.locator('[data-filter-row]').getByLabel(es.facts.estrato)).toHaveCount(0)
    for (const [prefix, dict] of [
      ['/en', en],
      ['/pt', pt],
    ] as const) {
      await page.goto(`${prefix}/propiedades${BOGOTA_PETS}&petsAllowed=true&amenities=pool&furnished=partly`)
      const row = page.locator('[data-filter-row]')
      await expect(row.getByLabel(dict.facts.petsAllowed)).toBeChecked()
      await expect(row.getByLabel(dict.facts.furnished)).toHaveValue('partly')
      const chips = page.locator('[data-filter-chips]')
      for (const label of [dict.facts.petsAllowed, dict.amenities.pool, dict.filters.furnishedChip.partly]) {
        await expect(chips.getByRole('link', { name: interpolate(dict.properties.clearFilter, { label }) })).toBeVisible()
      }
    }
  })
})
