import { expect, test, type APIRequestContext } from '@playwright/test'
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, useDarkTheme } from './layout.ts'

// Every public page, scanned by axe-core once loaded (islands hydrated, listings shown).
const PAGES = ['/', '/propiedades', '/oportunidades', '/sobre-nosotros', '/contactanos', '/soporte-legal', '/en', '/pt/propiedades', '/en/oportunidades', '/no-such-page']

async function listingPath(request: APIRequestContext) {
  const body = (await (await request.get('/api/properties?limit=1&isOpportunity=true')).json()) as { data: { slug: string }[] }
  return `/propiedades/${body.data[0].slug}`
}

export function a11ySuite(theme: 'light' | 'dark') {
  test.describe(`accessibility, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      if (theme === 'dark') await useDarkTheme(page)
    })

    for (const path of PAGES) {
      test(`${path} has no serious or critical axe violation`, async ({ page }) => {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        await expect(page.locator('[data-skeleton]')).toHaveCount(0)
        if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/)
        await expectNoSeriousA11yViolations(page)
        await expectNoHorizontalScroll(page)
      })
    }

    test('a listing page has no serious or critical axe violation', async ({ page, request }) => {
      await page.goto(await listingPath(request))
      await page.waitForLoadState('networkidle')
      await expectNoSeriousA11yViolations(page)
      await expectNoHorizontalScroll(page)
    })
  })
}
