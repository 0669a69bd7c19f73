import { expect, test, type Page } from '@playwright/test'
import es from '../../i18n/es.json' with { type: 'json' }
import en from '../../i18n/en.json' with { type: 'json' }
import { interpolate } from '../../src/shared/i18n.ts'
import { expectNoHorizontalScroll } from './support/layout.ts'
import { LANGUAGES } from './support/languages.ts'

interface Listing {
  id: string
  title: string
  isOpportunity: number
}

const group = (page: Page, name: string) => page.getByRole('region', { name, exact: true }).first()

test.describe('home', () => {
  test('the hero search sends a trimmed query, with Enter or the button', async ({ page }) => {
    await page.goto('/')
    const box = page.getByRole('combobox', { name: es.home.hero.searchLabel })
    await box.fill('   casa  en Quito  ')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/propiedades\?q=casa%20%20en%20Quito$/)

    await page.goto('/')
    await page.getByRole('combobox', { name: es.home.hero.searchLabel }).fill('    ')
    await page.getByRole('button', { name: es.home.hero.searchButton, exact: true }).click()
    await expect(page).toHaveURL(/\/propiedades$/)
  })

  test('shows opportunities first, then recent listings, as the API lists them', async ({ page, request, isMobile }) => {
    const featured = (await (await request.get('/api/properties?isFeatured=true&limit=20')).json()) as { data: Listing[] }
    const latest = (await (await request.get('/api/properties?limit=20&sortBy=createdAt&sortOrder=desc')).json()) as { data: Listing[] }
    const opportunities = featured.data.filter((p) => p.isOpportunity === 1).slice(0, 8)
    const recent = latest.data.filter((p) => p.isOpportunity !== 1).slice(0, 12)
    expect(opportunities.length).toBeGreaterThan(4)

    await page.goto('/')
    const headings = page.locator('#main h3').filter({ hasText: new RegExp(`^(${es.home.featured.opportunities}|${es.home.featured.recent})$`) })
    await expect(headings).toHaveText([es.home.featured.opportunities, es.home.featured.recent])

    const oppGroup = group(page, es.home.featured.opportunities)
    const recentGroup = group(page, es.home.featured.recent)
    if (isMobile) {
      // Below the small breakpoint: a plain list of at most four cards, no carousel.
      await expect(oppGroup.locator('li article:visible')).toHaveCount(Math.min(4, opportunities.length))
      await expect(oppGroup.locator('li article:visible h3').first()).toHaveText(opportunities[0].title)
      await expect(recentGroup.locator('li article:visible')).toHaveCount(Math.min(4, recent.length))
      await expect(page.locator('[aria-roledescription="carousel"]:visible')).toHaveCount(0)
    } else {
      const slides = oppGroup.locator('[aria-roledescription="slide"]')
      await expect(slides).toHaveCount(opportunities.length)
      await expect(slides.locator('h3')).toHaveText(opportunities.map((p) => p.title))
      await expect(recentGroup.locator('[aria-roledescription="slide"] h3')).toHaveText(recent.map((p) => p.title))
      // Four cards per row on a large screen.
      const widths = await slides.evaluateAll((nodes) => nodes.slice(0, 4).map((n) => n.getBoundingClientRect().width))
      const row = await oppGroup.evaluate((n) => n.getBoundingClientRect().width)
      for (const width of widths) expect(width).toBeLessThan(row / 3.5)
      await oppGroup.getByRole('button', { name: `${es.home.featured.next}: ${es.home.featured.opportunities}` }).click()
      await expect(oppGroup.getByRole('button', { name: `${es.home.featured.previous}: ${es.home.featured.opportunities}` })).toBeVisible()
    }
    await expect(oppGroup.getByText(es.card.opportunity).first()).toBeVisible()
    await expectNoHorizontalScroll(page)
  })

  test('renders its cards on the server: no API call, and a visitor without JavaScript sees and follows them', async ({ page, browser, request }) => {
    const calls: string[] = []
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/properties')) calls.push(req.url())
    })
    await page.goto('/')
    await expect(group(page, es.home.featured.opportunities).getByRole('article').first()).toBeVisible()
    expect(calls).toEqual([])

    const featured = (await (await request.get('/api/properties?isFeatured=true&limit=20')).json()) as { data: (Listing & { slug: string })[] }
    const first = featured.data.filter((p) => p.isOpportunity === 1)[0]
    const context = await browser.newContext({ javaScriptEnabled: false })
    try {
      const noScript = await context.newPage()
      const response = await noScript.goto('/en')
      expect(response?.headers()['cache-control']).toContain('s-maxage')
      const card = noScript.getByRole('article').filter({ hasText: first.title }).first()
      await expect(card).toBeVisible()
      await card.getByRole('link', { name: interpolate(en.card.seeMoreAbout, { title: first.title }) }).click()
      await expect(noScript).toHaveURL(new RegExp(`/en/propiedades/${first.slug}$`))
      await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(first.title)
    } finally {
      await context.close()
    }
  })

  test('answers a path that is no page with the 404 page of its language', async ({ page }) => {
    const response = await page.goto('/en/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.notFound.title)
    expect((await page.goto('/no/such/page'))?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.notFound.title)
  })

  test('has the legal promo and the three countries of the presence section, in every language', async ({ page }) => {
    for (const [prefix, dict] of LANGUAGES) {
      await page.goto(prefix || '/')
      await expect(page.getByRole('heading', { level: 1, name: dict.home.hero.title })).toBeVisible()
      await expect(page.getByRole('link', { name: dict.home.legal.cta })).toHaveAttribute('href', `${prefix}/soporte-legal`)
      const presence = page.getByRole('region', { name: dict.home.presence.title })
      await expect(presence.getByRole('heading', { level: 3 })).toHaveText([dict.home.presence.ecuador, dict.home.presence.colombia, dict.home.presence.brazil])
    }
  })
})
