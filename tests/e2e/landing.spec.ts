import { expect, test } from '@playwright/test'
import { sitemapXml } from './support/sitemap.ts'
import es from '../../i18n/es.json' with { type: 'json' }
import en from '../../i18n/en.json' with { type: 'json' }
import type { Paged, Property } from '../../src/shared/types.ts'
import { expectNoSeriousA11yViolations } from './support/layout.ts'

// Issue 10: landing pages per operation, type and place, with their own title, canonical and
// hreflang, listed in the sitemap and linked from the search page; the home hero leads into the search.

test.describe('landing pages', () => {
  test('/venta/casas/quito lists the houses for sale in Quito under its own title and addresses', async ({ page, request }) => {
    const types = (await (await request.get('/api/properties/types')).json()) as { id: number; name: string }[]
    const house = types.find((type) => type.name === 'Casa')!
    const expected = (await (await request.get(`/api/properties?priceType=sale&propertyTypeId=${house.id}&countryId=country_ec&cityId=ec_quito&limit=12`)).json()) as Paged<Property>
    expect(expected.pagination.total).toBeGreaterThan(0)

    const response = await page.goto('/venta/casas/quito')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(`Casas en venta en Quito · ${es.meta.siteName}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casas en venta en Quito')
    await expect(page.locator('#main article h3')).toHaveText(expected.data.map((p) => p.title))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/venta\/casas\/quito$/)
    await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', /\/en\/sale\/houses\/quito$/)
    await expect(page.locator('link[hreflang="pt-BR"]')).toHaveAttribute('href', /\/pt\/venda\/casas\/quito$/)
    await page.getByRole('link', { name: es.landing.refine }).click()
    await expect(page).toHaveURL(new RegExp(`/propiedades\\?country=country_ec&city=ec_quito&type=${house.id}&operation=sale$`))
    await expect(page.locator('#main article h3').first()).toHaveText(expected.data[0].title)
  })

  test('speaks each language, also when the address uses another language’s words', async ({ page }) => {
    await page.goto('/en/rent/apartments/bogota')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apartments for rent in Bogotá')
    await page.goto('/en/venta/casas/quito')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Houses for sale in Quito')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/sale\/houses\/quito$/)
    await page.goto('/pt/venda/casas')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casas à venda')
    await expectNoSeriousA11yViolations(page)
  })

  test('an address that names no type or place is a 404', async ({ request }) => {
    for (const path of ['/venta/castillos', '/venta/casas/atlantis', '/en/rent/apartments/bogota/extra', '/venta']) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
  })

  test('are linked from the search page and listed in the sitemap', async ({ page, request }) => {
    await page.goto('/en/propiedades')
    const popular = page.getByRole('region', { name: en.landing.popular })
    await expect(popular.getByRole('link', { name: 'Houses for sale', exact: true })).toHaveAttribute('href', '/en/sale/houses')
    // The most listed searches only (40, then 12 narrowed by a feature); every landing page is in the sitemap.
    const links = popular.getByRole('link')
    expect(await links.count()).toBeLessThanOrEqual(52)
    // A search by a fact people filter on (issue 28) is among them, titled as its page is.
    const featureLink = popular.getByRole('link', { name: /, pets allowed$| with a pool$|, furnished$/ }).first()
    await expect(featureLink).toHaveAttribute('href', /^\/en\/(sale|rent)\/[a-z-]+\/[a-z0-9-]+\/(pets-allowed|with-pool|furnished)$/)
    const featureTitle = (await featureLink.textContent())!
    await featureLink.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(featureTitle)
    await page.goBack()
    const cityLink = popular.getByRole('link', { name: /^Houses for sale in / }).first()
    const href = await cityLink.getAttribute('href')
    expect(href).toMatch(/^\/en\/sale\/houses\/[a-z0-9-]+$/)
    await cityLink.click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    const { xml: sitemap } = await sitemapXml(request)
    expect(sitemap).toMatch(/<loc>[^<]+\/venta\/casas\/quito<\/loc>/)
    expect(sitemap).toMatch(/<loc>[^<]+\/en\/sale\/houses\/quito<\/loc>/)
  })

  test('the home hero search leads into the search with its operation', async ({ page }) => {
    await page.goto('/')
    await page.getByLabel(es.home.hero.operationLabel).selectOption('rent')
    await page.getByRole('combobox', { name: es.home.hero.searchLabel }).fill(' quito ')
    await page.getByRole('button', { name: es.home.hero.searchButton, exact: true }).click()
    await expect(page).toHaveURL(/\/propiedades\?q=quito&operation=rent$/)
    await expect(page.getByLabel(es.properties.operation)).toHaveValue('rent')
  })
})
