import { expect, test } from '@playwright/test'
import es from '../../i18n/es.json' with { type: 'json' }

// Issue 22, item 10: on a wide screen the search's map stands beside the list and stays in view.

test('with the map view, the map and the first results stand side by side in the first screen, and the map stays while the list scrolls', async ({ page }) => {
  await page.goto('/propiedades?view=map')
  const map = page.getByRole('region', { name: es.map.searchLabel })
  await expect(page.locator('[data-search-map]')).toHaveAttribute('data-state', 'ready', { timeout: 20_000 })
  const firstCard = page.locator('#main article').first()
  await expect(firstCard).toBeInViewport()
  // Below the search's heading the map starts lower; once stuck beside the list it fits the screen.
  await expect(map).toBeInViewport({ ratio: 0.5 })
  const [mapBox, cardBox] = [(await map.boundingBox())!, (await firstCard.boundingBox())!]
  // Side by side: the list on the left, the map on the right, their tops level.
  expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(mapBox.x)
  expect(Math.abs(cardBox.y - mapBox.y)).toBeLessThan(40)

  // Scrolled down the list, the map is still there.
  await page.locator('#main article').nth(4).scrollIntoViewIfNeeded()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400)
  await expect(map).toBeInViewport({ ratio: 0.9 })
})
