import { expect, test } from '@playwright/test'
import en from '../../i18n/en.json' with { type: 'json' }
import pt from '../../i18n/pt.json' with { type: 'json' }
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/siteDefaults.ts'
import { LANGUAGES } from './support/languages.ts'

// Issue 22, item 12: the smaller things people notice.

test('paths typed in English or Portuguese lead to the real pages, keeping the query', async ({ page, request }) => {
  const res = await request.get('/en/properties?operation=rent', { maxRedirects: 0 })
  expect(res.status()).toBe(301)
  expect(res.headers().location).toBe('/en/propiedades?operation=rent')
  for (const [typed, real, heading] of [
    ['/en/about', '/en/sobre-nosotros', en.about.hero.title],
    ['/pt/contato', '/pt/contactanos', pt.contactPage.hero.title],
    ['/en/properties', '/en/propiedades', en.properties.hero.title],
  ] as const) {
    const answer = await page.goto(typed)
    expect(answer?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe(real)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  }
})

test('the site follows the system dark setting until the visitor picks a theme', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await page.locator('[data-theme-toggle]').first().click()
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  await page.reload()
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  await context.close()
})

test('the about page shows its real counters without JavaScript, and with it before they are scrolled to', async ({ browser, page }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false })
  const plain = await noScript.newPage()
  await plain.goto('/sobre-nosotros')
  await expect(plain.locator('[data-count-to]').first()).toHaveText(new Intl.NumberFormat('es-ES').format(DEFAULT_SITE_SETTINGS.counters.sold))
  await noScript.close()
  // A short window, so that the counters start below it.
  await page.setViewportSize({ width: 1366, height: 500 })
  await page.goto('/sobre-nosotros')
  const first = page.locator('[data-count-to]').first()
  await expect(first).not.toBeInViewport()
  await expect(first).toHaveText(new Intl.NumberFormat('es-ES').format(DEFAULT_SITE_SETTINGS.counters.sold))
})

test("someone else's shared favourites are titled as shared, in each language", async ({ page }) => {
  for (const [prefix, dict] of LANGUAGES) {
    await page.goto(`${prefix}/favoritos?ids=1,2`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dict.favourites.sharedPageTitle)
    await expect(page).toHaveTitle(new RegExp(`^${dict.favourites.sharedPageTitle}`))
    await page.goto(`${prefix}/favoritos`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dict.favourites.title)
  }
})
