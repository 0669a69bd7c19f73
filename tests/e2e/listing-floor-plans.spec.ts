import { expect, test } from '@playwright/test'
import { interpolate } from '../../src/shared/i18n.ts'
import { renditionPath } from '../../src/shared/images.ts'
import type { Property } from '../../src/shared/types.ts'
import { LANGUAGES } from './support/languages.ts'
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, useDarkTheme } from './support/layout.ts'
import { createListing } from './support/listings.ts'

// A listing's floor plans (issue 28) on its page: their own section after the facts, in the order
// the advertiser chose, whole and linked to their full size, apart from the photo gallery.

test.describe('floor plans on the listing page', () => {
  let withPlans: Property
  let withoutPlans: Property

  test.beforeAll(async ({ request }) => {
    withPlans = await createListing(request, { title: `Casa con planos en Cumbayá ${Date.now()}` }, 2, 2)
    withoutPlans = await createListing(request, { title: `Casa sin planos en Cumbayá ${Date.now()}` }, 2)
    expect(withPlans.floorPlans).toHaveLength(2)
    expect(withoutPlans.floorPlans).toEqual([])
  })

  for (const [prefix, dict] of LANGUAGES) {
    test(`shows the plans in their order, each linked to its full size (${prefix || '/'})`, async ({ page }) => {
      await page.goto(`${prefix}/propiedades/${withPlans.slug}`)
      const section = page.getByRole('region', { name: dict.floorPlans.title })
      await expect(section.getByRole('heading', { name: dict.floorPlans.title })).toBeVisible()
      const links = section.getByRole('link')
      await expect(links).toHaveCount(2)
      for (const [i, plan] of withPlans.floorPlans.entries()) {
        const link = links.nth(i)
        await expect(link).toHaveAccessibleName(interpolate(dict.floorPlans.open, { index: i + 1, total: 2 }))
        await expect(link).toHaveAttribute('href', plan)
        await expect(section.locator('figcaption').nth(i)).toHaveText(interpolate(dict.floorPlans.label, { index: i + 1, total: 2 }))
        const image = link.locator('img')
        await expect(image).toHaveAttribute('src', renditionPath(plan, 800))
        await image.scrollIntoViewIfNeeded()
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
      }
      // The plans are not photos: the gallery keeps its own two.
      await expect(page.locator('[data-gallery] [data-gallery-main]')).not.toHaveAttribute('src', new RegExp(withPlans.floorPlans.map((p) => p.replace(/\.webp$/, '')).join('|')))
      await expectNoHorizontalScroll(page)
    })
  }

  test('a plan opens at full size', async ({ page }) => {
    await page.goto(`/propiedades/${withPlans.slug}`)
    const [response] = await Promise.all([page.waitForResponse((res) => res.url().endsWith(withPlans.floorPlans[1])), page.locator('[data-floor-plans] a').nth(1).click()])
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/webp')
  })

  test('a listing without plans has no plans section', async ({ page }) => {
    await page.goto(`/propiedades/${withoutPlans.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('[data-floor-plans]')).toHaveCount(0)
  })

  test('the section passes axe, light and dark', async ({ page }) => {
    await page.goto(`/propiedades/${withPlans.slug}`)
    await expect(page.locator('[data-floor-plans]')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await useDarkTheme(page)
    await page.reload()
    await expect(page.locator('[data-floor-plans]')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})
