import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { interpolate } from '../../src/shared/i18n.ts'
import en from '../../i18n/en.json' with { type: 'json' }
import es from '../../i18n/es.json' with { type: 'json' }
import { holdIsland } from './support/islands.ts'
import { createListing } from './support/listings.ts'
import { searchIslandRunning } from './support/searchFilters.ts'

// A tap on a type pill or a country before the search island runs (its script still loading on a
// slow phone, or no script at all) must still filter: the server renders the filtered page.

const titles = async (page: Page) => (await page.locator('#main article h3').allTextContents()).sort()
const found = (page: Page, count: number) => page.getByRole('heading', { level: 2, name: interpolate(count === 1 ? en.properties.results_one : en.properties.results_other, { count }) })

async function threeListings(request: APIRequestContext) {
  const types = (await (await request.get('/api/properties/types')).json()) as { id: number; name: string }[]
  const casa = types.find((type) => type.name === 'Casa')!
  const apartamento = types.find((type) => type.name === 'Apartamento')!
  // A word no other listing holds keeps the results to these three while other workers add theirs.
  const word = `Sinscript${Date.now()}${test.info().project.name}`
  const bogota = await createListing(
    request,
    { title: `Casa ${word} en Bogotá`, propertyTypeId: String(casa.id), countryId: 'country_co', cityId: 'co_bogota', currency: 'COP', price: '750000000' },
    2,
  )
  const quito = await createListing(request, { title: `Casa ${word} en Quito`, propertyTypeId: String(casa.id) }, 2)
  const flat = await createListing(request, { title: `Apartamento ${word} en Quito`, propertyTypeId: String(apartamento.id) }, 2)
  return { word, casa, bogota, quito, flat }
}

test.describe('without the island', () => {
  test.use({ javaScriptEnabled: false })

  test('a type pill and a country lead to the filtered page, keeping the text and the order; chosen again, they clear', async ({ page, request, isMobile }) => {
    const { word, casa, bogota, quito, flat } = await threeListings(request)
    await page.goto(`/en/propiedades?q=${word}&sort=price-low`)
    await expect(found(page, 3)).toBeVisible()
    const pills = page.getByRole('group', { name: en.properties.type })
    const casaPill = pills.getByRole('button', { name: en.types.Casa, exact: true })

    await casaPill.click()
    await expect(page).toHaveURL(new RegExp(`/en/propiedades\\?q=${word}&sort=price-low&type=${casa.id}$`))
    await expect(found(page, 2)).toBeVisible()
    expect(await titles(page)).toEqual([bogota.title, quito.title].sort())
    await expect(casaPill).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByLabel(en.properties.sort)).toHaveValue('price-low')

    // On a phone the country is chosen in the filter sheet.
    if (!isMobile) {
      await page.locator('[data-country-menu] summary').click()
      await page.locator('[data-country-menu]').getByRole('button', { name: en.countries.country_co, exact: true }).click()
      await expect(page).toHaveURL(/[?&]country=country_co(&|$)/)
      await expect(page).toHaveURL(new RegExp(`[?&]type=${casa.id}(&|$)`))
      await expect(found(page, 1)).toBeVisible()
      expect(await titles(page)).toEqual([bogota.title])
      await expect(page.locator('[data-country-menu] summary')).toContainText(en.countries.country_co)
    }

    await casaPill.click()
    await expect(page).not.toHaveURL(/[?&]type=/)
    await expect(casaPill).toHaveAttribute('aria-pressed', 'false')
    await expect(pills.getByRole('button', { name: en.properties.allTypes, exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(page).toHaveURL(/[?&]sort=price-low(&|$)/)

    if (!isMobile) {
      await expect(found(page, 1)).toBeVisible()
      await page.locator('[data-country-menu] summary').click()
      await page.locator('[data-country-menu]').getByRole('button', { name: en.countries.country_co, exact: true }).click()
      await expect(page).not.toHaveURL(/[?&]country=/)
    }
    await expect(found(page, 3)).toBeVisible()
    expect(await titles(page)).toEqual([bogota.title, quito.title, flat.title].sort())
  })

  test('a filter chip and "clear all" lead to the search without them, keeping the order', async ({ page, request }) => {
    const { word, casa, bogota } = await threeListings(request)
    await page.goto(`/en/propiedades?q=${word}&country=country_co&type=${casa.id}&sort=price-low`)
    await expect(found(page, 1)).toBeVisible()
    const chips = page.locator('[data-filter-chips]')

    await chips.getByRole('link', { name: interpolate(en.properties.clearFilter, { label: en.types.Casa }) }).click()
    await expect(page).not.toHaveURL(/[?&]type=/)
    await expect(page).toHaveURL(/[?&]country=country_co(&|$)/)
    await expect(chips.getByRole('link', { name: interpolate(en.properties.clearFilter, { label: en.countries.country_co }) })).toBeVisible()
    expect(await titles(page)).toEqual([bogota.title])

    // "Clear all" takes the text too (it is one of the chips), not the order.
    await chips.getByRole('link', { name: en.filters.clearAll }).click()
    await expect(page).toHaveURL(/\/en\/propiedades\?sort=price-low$/)
    await expect(chips).toHaveCount(0)
  })
})

test('once the island runs, a pill changes the search in place, without loading the page again', async ({ page, request }) => {
  const { word, casa, bogota, quito } = await threeListings(request)
  await page.goto(`/propiedades?q=${word}`)
  await searchIslandRunning(page)
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))

  await page.getByRole('group', { name: es.properties.type }).getByRole('button', { name: es.types.Casa, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}&type=${casa.id}$`))
  await expect(page.locator('#main article h3')).toHaveCount(2)
  expect(await titles(page)).toEqual([bogota.title, quito.title].sort())
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
})

test('a pill tapped while the island’s script is still on its way filters the page all the same', async ({ page, request }) => {
  const { word, casa, bogota, quito } = await threeListings(request)
  const release = await holdIsland(page, 'SearchPage')
  await page.goto(`/propiedades?q=${word}`, { waitUntil: 'domcontentloaded' })
  await expect(page.locator('astro-island:has([data-results-head])')).toHaveAttribute('ssr', '')

  await page.getByRole('group', { name: es.properties.type }).getByRole('button', { name: es.types.Casa, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}&type=${casa.id}$`))
  await expect(page.getByRole('heading', { level: 2, name: interpolate(es.properties.results_other, { count: 2 }) })).toBeVisible()
  expect(await titles(page)).toEqual([bogota.title, quito.title].sort())
  release()
  await searchIslandRunning(page)
})
