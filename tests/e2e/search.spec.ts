import { interpolate } from '../../src/shared/i18n.ts'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import es from '../../i18n/es.json' with { type: 'json' }
import en from '../../i18n/en.json' with { type: 'json' }
import pt from '../../i18n/pt.json' with { type: 'json' }
import type { Paged, Property } from '../../src/shared/types.ts'
import { expectNoHorizontalScroll } from './support/layout.ts'
import { createListing } from './support/listings.ts'
import { searchIslandRunning } from './support/searchFilters.ts'

async function api(request: APIRequestContext, query: string): Promise<Paged<Property>> {
  const res = await request.get(`/api/properties?${query}`)
  expect(res.status()).toBe(200)
  return (await res.json()) as Paged<Property>
}

const results = (page: Page) => page.locator('#main article h3')
const countHeading = (page: Page) => page.getByRole('heading', { level: 2 }).filter({ hasText: /^\d+ propiedad/ })
const heading = (total: number) => interpolate(total === 1 ? es.properties.results_one : es.properties.results_other, { count: total })

/** Opens the page and waits until the island has hydrated and answered (the count is shown). */
async function open(page: Page, url: string) {
  await page.goto(url)
  await expect(countHeading(page).or(page.getByText(es.properties.empty))).toBeVisible()
  // The count is in the server's HTML: wait for the island to take over before using its controls.
  await searchIslandRunning(page)
}

async function chooseCountry(page: Page, name: string) {
  await page.locator('[data-country-menu] summary').click()
  await page.locator('[data-country-menu]').getByRole('button', { name, exact: true }).click()
}

test.describe('search page', () => {
  test('lists the newest listings first, 12 per page, with the total', async ({ page, request }) => {
    const expected = await api(request, 'limit=12&sortBy=createdAt&sortOrder=desc')
    await open(page, '/propiedades')
    await expect(countHeading(page)).toHaveText(heading(expected.pagination.total))
    await expect(results(page)).toHaveText(expected.data.map((p) => p.title))
    await expectNoHorizontalScroll(page)
  })

  test('takes q from the address and from the box, trimmed, with Enter or the button', async ({ page, request }) => {
    const expected = await api(request, 'q=quito&limit=12')
    await open(page, '/propiedades?q=quito')
    await expect(page.getByRole('combobox', { name: es.properties.searchLabel })).toHaveValue('quito')
    await expect(countHeading(page)).toHaveText(heading(expected.pagination.total))

    const box = page.getByRole('combobox', { name: es.properties.searchLabel })
    await box.fill('   cumbaya  ')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/propiedades\?q=cumbaya$/)
    const cumbaya = await api(request, 'q=cumbaya&limit=12')
    await expect(countHeading(page)).toHaveText(heading(cumbaya.pagination.total))
    // Accent-insensitive: 'cumbaya' finds 'Cumbayá'.
    await expect(results(page).first()).toBeVisible()

    await box.fill('  ')
    await page.getByRole('button', { name: es.properties.searchButton, exact: true }).click()
    await expect(page).toHaveURL(/\/propiedades$/)
  })

  test('says one property in the singular', async ({ page, request }) => {
    const unique = await createListing(request, { title: `Cabaña singular Zorrilla ${Date.now()}` }, 2)
    await open(page, `/propiedades?q=${encodeURIComponent(unique.title)}`)
    await expect(countHeading(page)).toHaveText(heading(1))
    await expect(results(page)).toHaveText([unique.title])
  })

  test('filters by country, type and operation, and clears a filter chosen again', async ({ page, request, isMobile }) => {
    // On a phone the country and the operation are in the filter sheet (results-in-sight.spec.ts).
    test.skip(isMobile, 'the desktop controls')
    const types = (await (await request.get('/api/properties/types')).json()) as { id: number; name: string }[]
    const casa = types.find((type) => type.name === 'Casa')!
    await open(page, '/propiedades?page=2')

    await chooseCountry(page, es.countries.country_co)
    await expect(page).toHaveURL(/\?country=country_co$/)
    const colombia = await api(request, 'countryId=country_co&limit=12')
    await expect(countHeading(page)).toHaveText(heading(colombia.pagination.total))
    await expect(
      page
        .locator('#main article')
        .getByText(/Bogotá|Medellín|Cali|Cartagena|Barranquilla|Bucaramanga|Santa Marta|Pereira|Manizales|Villavicencio/)
        .first(),
    ).toBeVisible()

    const casaPill = page.getByRole('group', { name: es.properties.type }).getByRole('button', { name: es.types.Casa })
    await casaPill.click()
    await expect(casaPill).toHaveAttribute('aria-pressed', 'true')
    await expect(page).toHaveURL(new RegExp(`\\?country=country_co&type=${casa.id}$`))
    const both = await api(request, `countryId=country_co&propertyTypeId=${casa.id}&limit=12`)
    await expect(countHeading(page)).toHaveText(heading(both.pagination.total))

    await page.getByLabel(es.properties.operation).selectOption('rent')
    const rent = await api(request, `countryId=country_co&propertyTypeId=${casa.id}&priceType=rent&limit=12`)
    await expect(page).toHaveURL(/operation=rent/)
    if (rent.pagination.total === 0) await expect(page.getByText(es.properties.empty)).toBeVisible()
    else await expect(countHeading(page)).toHaveText(heading(rent.pagination.total))
    await page.getByLabel(es.properties.operation).selectOption('')

    // The active type and the active country, chosen again, clear themselves.
    await casaPill.click()
    await expect(casaPill).toHaveAttribute('aria-pressed', 'false')
    await expect(page.getByRole('group', { name: es.properties.type }).getByRole('button', { name: es.properties.allTypes })).toHaveAttribute('aria-pressed', 'true')
    await chooseCountry(page, es.countries.country_co)
    await expect(page).toHaveURL(/\/propiedades$/)
    await expect(page.locator('[data-country-menu] summary')).toContainText(es.properties.allCountries)
  })

  test('sorts by price both ways', async ({ page, request }) => {
    await open(page, '/propiedades')
    await page.getByLabel(es.properties.sort).selectOption('price-low')
    await expect(page).toHaveURL(/sort=price-low/)
    const low = await api(request, 'sortBy=price&sortOrder=asc&limit=12')
    await expect(results(page)).toHaveText(low.data.map((p) => p.title))
    await page.getByLabel(es.properties.sort).selectOption('price-high')
    const high = await api(request, 'sortBy=price&sortOrder=desc&limit=12')
    await expect(results(page)).toHaveText(high.data.map((p) => p.title))
  })

  test('keeps the filters on reload and walks them back and forward', async ({ page }) => {
    await open(page, '/propiedades')
    const casaPill = page.getByRole('group', { name: es.properties.type }).getByRole('button', { name: es.types.Casa })
    await casaPill.click()
    await expect(page).toHaveURL(/type=\d+$/)
    await page.getByLabel(es.properties.sort).selectOption('price-high')
    await expect(page).toHaveURL(/type=\d+&sort=price-high/)

    await page.reload()
    await expect(page.getByLabel(es.properties.sort)).toHaveValue('price-high')
    await expect(casaPill).toHaveAttribute('aria-pressed', 'true')

    await page.goBack()
    await expect(page).toHaveURL(/\?type=\d+$/)
    await expect(page.getByLabel(es.properties.sort)).toHaveValue('newest')
    await page.goBack()
    await expect(page).toHaveURL(/\/propiedades$/)
    await expect(casaPill).toHaveAttribute('aria-pressed', 'false')
    await page.goForward()
    await expect(casaPill).toHaveAttribute('aria-pressed', 'true')
  })

  test('pages with at most five buttons, disabled ends, and a filter change back to page 1', async ({ page, request }) => {
    const all = await api(request, 'limit=12')
    const last = all.pagination.totalPages
    expect(last).toBeGreaterThanOrEqual(6)
    await open(page, '/propiedades')
    const nav = page.getByRole('navigation', { name: es.pagination.label })
    const pageButtons = nav.getByRole('listitem')
    await expect(pageButtons).toHaveText(['1', '2', '3', '4', '5'])
    await expect(nav.getByText(es.pagination.previous)).toHaveAttribute('aria-disabled', 'true')
    // Real links, which a crawler or a new tab can follow, handled in place by the island.
    await expect(nav.getByRole('link', { name: interpolate(es.pagination.page, { page: 3 }) })).toHaveAttribute('href', '/propiedades?page=3#results')

    await nav.getByRole('link', { name: interpolate(es.pagination.page, { page: 3 }) }).click()
    await expect(page).toHaveURL(/\?page=3$/)
    await expect(pageButtons).toHaveText(['1', '2', '3', '4', '5'])
    await nav.getByRole('link', { name: interpolate(es.pagination.page, { page: 4 }) }).click()
    await expect(pageButtons).toHaveText(['2', '3', '4', '5', '6'].filter((n) => Number(n) <= last))
    await expect(nav.getByRole('link', { name: interpolate(es.pagination.page, { page: 4 }) })).toHaveAttribute('aria-current', 'page')
    // The page change scrolled to the results (below the sticky header), not to the top of the search.
    await expect.poll(async () => Math.round((await page.locator('#results').boundingBox())!.y)).toBeLessThan(150)
    await expect(page.locator('#results article').first()).toBeInViewport()

    await open(page, `/propiedades?page=${last}`)
    await expect(nav.getByText(es.pagination.next)).toHaveAttribute('aria-disabled', 'true')
    const expected = await api(request, `limit=12&page=${last}`)
    await expect(results(page)).toHaveText(expected.data.map((p) => p.title))

    await page.getByLabel(es.properties.sort).selectOption('price-low')
    await expect(page).toHaveURL(/\?sort=price-low$/)
  })

  test('hides the pagination when everything fits on one page', async ({ page, request }) => {
    const word = `Quinta${Date.now()}`
    await createListing(request, { title: `${word} con huerto en Tumbaco` }, 2)
    await createListing(request, { title: `${word} con piscina en Puembo` }, 2)
    await open(page, `/propiedades?q=${word}`)
    await expect(countHeading(page)).toHaveText(heading(2))
    await expect(page.getByRole('navigation', { name: es.pagination.label })).toHaveCount(0)
  })

  test('shows 8 skeletons while a new search loads, then the empty text', async ({ page }) => {
    await open(page, '/propiedades')
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/properties?*', async (route) => {
      await held
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: [], pagination: { page: 1, limit: 12, total: 0, totalPages: 1 } }) })
    })
    await page.getByRole('combobox', { name: es.properties.searchLabel }).fill('nada')
    await page.getByRole('button', { name: es.properties.searchButton, exact: true }).click()
    await expect(page.locator('[data-skeleton]')).toHaveCount(8)
    release()
    await expect(page.getByText(es.properties.empty)).toBeVisible()
    await expect(page.locator('[data-skeleton]')).toHaveCount(0)
  })

  test('shows the error in red in place of the results when a new search fails', async ({ page }) => {
    await open(page, '/propiedades')
    await page.route('**/api/properties?*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }))
    await page.getByRole('combobox', { name: es.properties.searchLabel }).fill('casa')
    await page.getByRole('button', { name: es.properties.searchButton, exact: true }).click()
    const alert = page.getByRole('alert').filter({ hasText: es.properties.error })
    await expect(alert).toBeVisible()
    await expect(alert).toHaveClass(/text-red-700/)
    await expect(page.locator('#main article')).toHaveCount(0)
  })

  test('is translated to English and Portuguese', async ({ page }) => {
    await page.goto('/en/propiedades?sort=price-low')
    await expect(page.getByRole('heading', { level: 1, name: en.properties.hero.title })).toBeVisible()
    await expect(page.getByLabel(en.properties.sort)).toHaveValue('price-low')
    await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: /properties found|property found/ })).toBeVisible()
    await page.goto('/pt/propiedades')
    await expect(page.getByRole('heading', { level: 1, name: pt.properties.hero.title })).toBeVisible()
    await expect(page.getByRole('button', { name: pt.properties.searchButton, exact: true })).toBeVisible()
  })
})
