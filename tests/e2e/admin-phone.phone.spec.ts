import { expect, test } from '@playwright/test'
import { MARIA, openAs } from './admin-fixtures.ts'

test.describe('admin on a phone', () => {
  test("the form's error toasts never hide the form: three at most, and taps go through them", async ({ page }) => {
    await openAs(page, MARIA, '/admin/propiedades/crear')
    const submit = page.getByRole('button', { name: 'Crear propiedad' })
    await submit.click()
    // The last of the 8 staggered messages; the inline error under its field stays as well.
    await expect(page.getByRole('status').filter({ hasText: 'Se requiere al menos una imagen adicional' })).toBeVisible({ timeout: 10_000 })
    await expect(page.locator('.field-error', { hasText: 'Se requiere al menos una imagen adicional' })).toBeVisible()
    // Dismissed toasts leave the page one second after their exit starts.
    await page.waitForTimeout(1_200)
    expect(await page.locator('[data-rht-toaster] [role=status]').count()).toBeLessThanOrEqual(3)

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
