import { expect, test } from '@playwright/test'
import { MARIA, openAs } from './admin-fixtures.ts'

/** Toasts not leaving: react-hot-toast takes its class off a dismissed toast's wrapper while it fades out. */
const LIVE_TOASTS = '[data-rht-toaster] > div:not([class=""]):has([role=status])'

test.describe('admin on a phone', () => {
  test("the form's error toasts never hide the form: three at most, and taps go through them", async ({ page }) => {
    await openAs(page, MARIA, '/admin/propiedades/crear')
    const submit = page.getByRole('button', { name: 'Crear propiedad' })
    await expect(submit).toBeVisible()
    // The most toasts ever shown at once, counted after each change to the page's toasts.
    await page.evaluate((selector) => {
      const seen = { most: 0 }
      Object.assign(window, { toastsSeen: seen })
      new MutationObserver(() => {
        seen.most = Math.max(seen.most, document.querySelectorAll(selector).length)
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] })
    }, LIVE_TOASTS)
    await submit.click()
    // The last of the 8 staggered messages (6.4 s after the summary); the inline error under its field stays as well.
    await expect(page.getByRole('status').filter({ hasText: 'Se requiere al menos una imagen adicional' })).toBeVisible({ timeout: 30_000 })
    await expect(page.locator('.field-error', { hasText: 'Se requiere al menos una imagen adicional' })).toBeVisible()
    const most = await page.evaluate(() => (window as unknown as { toastsSeen: { most: number } }).toastsSeen.most)
    // Nine toasts in all: three at a time, never a fourth for a moment.
    expect(most).toBe(3)

    await submit.scrollIntoViewIfNeeded()
    const box = (await submit.boundingBox())!
    const hit = await page.evaluate(
      ({ x, y }) => {
        // What a tap there reaches: the button, or (when toasts catch taps) the toast's markup.
        const reached = document.elementFromPoint(x, y)
        return reached?.closest('button')?.textContent ?? reached?.outerHTML.slice(0, 200) ?? 'nothing'
      },
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    )
    expect(hit).toContain('Crear propiedad')
  })
})
