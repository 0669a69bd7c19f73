import { expect, test, type Page } from '@playwright/test'
import es from '../../i18n/es.json' with { type: 'json' }
import en from '../../i18n/en.json' with { type: 'json' }
import pt from '../../i18n/pt.json' with { type: 'json' }
import { interpolate } from '../../src/shared/i18n.ts'
import type { Property } from '../../src/shared/types.ts'
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/layout.ts'
import { createListing, setListingActive } from './support/listings.ts'

// Issue 14: favourites without an account, kept in the browser, the same in every tab, shown on
// their own page (with those no longer available said so) and shared by a link.

const heartOn = (page: Page, title: string) => page.getByRole('button', { name: interpolate(es.card.favourite, { title }) })
const badge = (page: Page) => page.locator('header [data-favourites-count]').first()

test.describe('favourites', () => {
  let first: Property
  let second: Property
  let retired: Property

  test.beforeAll(async ({ request }) => {
    const stamp = Date.now()
    first = await createListing(request, { title: `Casa favorita en Tumbaco ${stamp}` }, 2)
    second = await createListing(request, { title: `Departamento favorito en Quito ${stamp}` }, 2)
    retired = await createListing(request, { title: `Casa que se retira ${stamp}` }, 2)
  })

  test('a heart on a card and on the listing page keeps the listing, across reloads and tabs', async ({ page, context }) => {
    await page.goto(`/propiedades?q=${encodeURIComponent(first.title)}`)
    const heart = heartOn(page, first.title)
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('status').filter({ hasText: es.favourites.saved })).toBeAttached()
    await expect(badge(page)).toHaveText('1')

    // Another tab sees it, and a change there shows here without a reload.
    const other = await context.newPage()
    await other.goto(`/propiedades/${second.slug}`)
    await expect(badge(other)).toHaveText('1')
    const pageHeart = other.locator('main [data-favourite]').filter({ hasText: es.card.favouriteShort })
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'false')
    await pageHeart.click()
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'true')
    await expect(badge(page)).toHaveText('2')

    await page.reload()
    await expect(heartOn(page, first.title)).toHaveAttribute('aria-pressed', 'true')
    await expect(badge(page)).toHaveText('2')

    // Un-hearting in one tab un-hearts it everywhere.
    await heartOn(page, first.title).click()
    await expect(badge(other)).toHaveText('1')
    await other.close()
  })

  test('the favourites page lists them newest first, says which are gone, and shares the list by a link', async ({ page, browser, request }) => {
    for (const listing of [first, second, retired]) {
      await page.goto(`/propiedades/${listing.slug}`)
      await page.locator('main [data-favourite]').filter({ hasText: es.card.favouriteShort }).click()
    }
    await setListingActive(request, retired.id, false)
    try {
      await page
        .getByRole('link', { name: new RegExp(es.nav.favourites) })
        .first()
        .click()
      await expect(page).toHaveURL(/\/favoritos$/)
      await expect(page.getByRole('heading', { level: 1, name: es.favourites.title })).toBeVisible()
      const titles = page.locator('main article h3')
      await expect(titles).toHaveText([second.title, first.title])
      const gone = page.locator('[data-favourites-gone]')
      await expect(gone).toContainText(interpolate(es.favourites.gone, { title: retired.title }))

      const link = await page.locator('[data-share-link]').inputValue()
      expect(link).toMatch(new RegExp(`/favoritos\\?ids=${retired.id},${second.id},${first.id}$`))

      // The link on another device (a fresh browser context): the same list, to keep.
      const device = await browser.newContext()
      const elsewhere = await device.newPage()
      await elsewhere.goto(link)
      // Someone else's list: the page's heading says so (a bundled script, allowed by the CSP).
      await expect(elsewhere.getByRole('heading', { level: 1, name: es.favourites.sharedPageTitle })).toBeVisible()
      await expect(elsewhere.getByRole('heading', { name: interpolate(es.favourites.sharedTitle, { count: 3 }) })).toBeVisible()
      await expect(elsewhere.locator('main article h3')).toHaveText([second.title, first.title])
      await expect(elsewhere.locator('[data-favourites-gone]')).toContainText(es.favourites.goneShared)
      await elsewhere.getByRole('button', { name: es.favourites.keepShared }).click()
      await expect(badge(elsewhere)).toHaveText('2')
      await expect(elsewhere.getByRole('button', { name: es.favourites.allKept })).toBeDisabled()
      await device.close()

      // Forgetting the one that is gone.
      await gone.getByRole('button', { name: interpolate(es.favourites.forget, { title: retired.title }) }).click()
      await expect(page.locator('[data-favourites-gone]')).toHaveCount(0)
      await expect(badge(page)).toHaveText('2')
      await expectNoHorizontalScroll(page)
      await expectNoSeriousA11yViolations(page)
    } finally {
      await setListingActive(request, retired.id, true)
    }
  })

  test('an empty list explains the heart, in English and Portuguese too', async ({ page }) => {
    await page.goto('/en/favoritos')
    await expect(page.getByRole('heading', { level: 1, name: en.favourites.title })).toBeVisible()
    await expect(page.getByText(en.favourites.empty)).toBeVisible()
    await expect(page.getByRole('link', { name: en.favourites.browse })).toHaveAttribute('href', '/en/propiedades')
    await page.goto('/pt/favoritos')
    await expect(page.getByText(pt.favourites.empty)).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})
