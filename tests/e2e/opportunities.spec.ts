import { interpolate } from '../../src/shared/i18n.ts'
import { expect, test } from '@playwright/test'
import es from '../../i18n/es.json' with { type: 'json' }
import en from '../../i18n/en.json' with { type: 'json' }
import pt from '../../i18n/pt.json' with { type: 'json' }
import type { Paged, Property } from '../../src/shared/types.ts'
import { createListing } from './support/listings.ts'

test.describe('opportunities page', () => {
  test('hides the site footer and shows the product line with 2025', async ({ page }) => {
    await page.goto('/oportunidades')
    await expect(page.getByText(es.footer.opportunitiesLine)).toBeVisible()
    expect(es.footer.opportunitiesLine).toContain('2025')
    await expect(page.locator('[data-copyright]')).toHaveCount(0)
  })

  test("pages with previous/next links and 'Page X of Y'", async ({ page, request }) => {
    let all = (await (await request.get('/api/properties?isOpportunity=true&limit=12')).json()) as Paged<Property>
    // The demo data has at least 12 opportunities; one more guarantees a second page.
    if (all.pagination.totalPages < 2) {
      await createListing(request, { title: `Oportunidad extra ${Date.now()}`, isOpportunity: 'true', opportunityPrice: '99000' }, 2)
      all = (await (await request.get('/api/properties?isOpportunity=true&limit=12')).json()) as Paged<Property>
    }
    expect(all.pagination.totalPages).toBeGreaterThanOrEqual(2)
    await page.goto('/oportunidades')
    const nav = page.getByRole('navigation', { name: es.pagination.label })
    await expect(nav.getByText(interpolate(es.pagination.status, { page: 1, total: all.pagination.totalPages }))).toBeVisible()
    await expect(nav.getByText(es.pagination.previous)).toHaveAttribute('aria-disabled', 'true')
    await expect(nav.getByRole('link', { name: es.pagination.previous })).toHaveCount(0)
    await nav.getByRole('link', { name: es.pagination.next }).click()
    await expect(page).toHaveURL(/\/oportunidades\?page=2$/)
    await expect(nav.getByText(interpolate(es.pagination.status, { page: 2, total: all.pagination.totalPages }))).toBeVisible()
    const second = (await (await request.get('/api/properties?isOpportunity=true&limit=12&page=2')).json()) as Paged<Property>
    await expect(page.locator('#main article h3')).toHaveText(second.data.map((p) => p.title))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/oportunidades\?page=2$/)
    if (all.pagination.totalPages === 2) await expect(nav.getByText(es.pagination.next)).toHaveAttribute('aria-disabled', 'true')
    await page.goBack()
    await expect(nav.getByText(interpolate(es.pagination.status, { page: 1, total: all.pagination.totalPages }))).toBeVisible()
  })

  test('a page past the last one shows the empty state without pagination; a bad page number is page 1', async ({ page, request }) => {
    await page.goto('/oportunidades?page=999')
    await expect(page.getByRole('heading', { name: es.opportunities.emptyTitle })).toBeVisible()
    await expect(page.getByText(es.opportunities.emptyText)).toBeVisible()
    await expect(page.getByRole('navigation', { name: es.pagination.label })).toHaveCount(0)
    const first = (await (await request.get('/api/properties?isOpportunity=true&limit=12&sortBy=createdAt&sortOrder=desc')).json()) as Paged<Property>
    await page.goto('/oportunidades?page=abc')
    await expect(page.locator('#main article h3').first()).toHaveText(first.data[0].title)
  })

  test('is rendered on the server: no API call, and every page is reachable without JavaScript', async ({ page, browser, request }) => {
    const calls: string[] = []
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/properties')) calls.push(req.url())
    })
    await page.goto('/oportunidades?page=2')
    await expect(page.getByRole('article').first()).toBeVisible()
    expect(calls).toEqual([])

    const all = (await (await request.get('/api/properties?isOpportunity=true&limit=100')).json()) as Paged<Property>
    const context = await browser.newContext({ javaScriptEnabled: false })
    try {
      const noScript = await context.newPage()
      await noScript.goto('/pt/oportunidades')
      const seen: string[] = []
      for (;;) {
        seen.push(...(await noScript.locator('#main article h3').allTextContents()))
        const next = noScript.getByRole('navigation', { name: pt.pagination.label }).getByRole('link', { name: pt.pagination.next })
        if ((await next.count()) === 0) break
        await next.click()
      }
      expect(seen.sort()).toEqual(all.data.map((p) => p.title).sort())
    } finally {
      await context.close()
    }
  })

  test('is translated to English', async ({ page }) => {
    await page.goto('/en/oportunidades')
    await expect(page.getByRole('heading', { level: 1, name: en.opportunities.hero.title })).toBeVisible()
    await expect(page.getByText(en.footer.opportunitiesLine)).toBeVisible()
  })
})
