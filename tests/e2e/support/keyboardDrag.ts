import { expect, type Locator, type Page } from '@playwright/test'
import { scrollSettled } from './layout.ts'

/**
 * Picks a drag handle up with Space, as a keyboard user does once it is in view. dnd-kit shows the
 * pick-up at once (`aria-pressed`) but starts listening for the arrows only on the next timer turn;
 * on a busy machine Chromium runs the next key press before that timer, and the arrow is lost. The
 * page's own zero-delay timer, queued after dnd-kit's, runs once the arrows are heard.
 */
export async function pickUpWithKeyboard(page: Page, handle: Locator) {
  await handle.focus()
  // Focusing scrolls smoothly (global.css); a person presses Space once the handle has come into view.
  await scrollSettled(page)
  await page.keyboard.press('Space')
  await expect(handle).toHaveAttribute('aria-pressed', 'true')
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)))
}
