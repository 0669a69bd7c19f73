import { interpolate } from '../../src/shared/i18n.ts'
import { expect, test } from '@playwright/test'
import es from '../../i18n/es.json' with { type: 'json' }
import { createListing } from './support/listings.ts'

// What exists only on a phone-sized, touch window: the header menu toggle and swipes.

test.describe('on a phone', () => {
  test('the menu opens with every link, and closes with Escape', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: es.nav.openMenu })
    await toggle.click()
    await expect(page.getByRole('button', { name: es.nav.closeMenu })).toHaveAttribute('aria-expanded', 'true')
    const menu = page.getByRole('navigation', { name: es.nav.menu })
    for (const label of [es.nav.properties, es.nav.opportunities, es.nav.about, es.nav.legal]) await expect(menu.getByRole('link', { name: label })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
  })

  test('a swipe on the full-screen photo moves to the next one', async ({ page, request }) => {
    const listing = await createListing(request, { title: `Casa para deslizar ${Date.now()}` }, 4)
    await page.goto(`/propiedades/${listing.slug}`)
    await page.getByRole('button', { name: es.gallery.fullscreen }).click()
    const dialog = page.getByRole('dialog')
    const box = (await dialog.locator('img').boundingBox())!
    const y = box.y + box.height / 2
    await dialog
      .locator('img')
      .dispatchEvent('touchstart', { touches: [{ identifier: 1, clientX: box.x + box.width - 20, clientY: y }], changedTouches: [{ identifier: 1, clientX: box.x + box.width - 20, clientY: y }] })
    await dialog.locator('img').dispatchEvent('touchend', { touches: [], changedTouches: [{ identifier: 1, clientX: box.x + 20, clientY: y }] })
    await expect(dialog.getByText(interpolate(es.gallery.photo, { index: 2, total: 4 }))).toBeVisible()
  })
})
