import { expect, test, type Page } from '@playwright/test'
import en from '../../i18n/en.json' with { type: 'json' }
import es from '../../i18n/es.json' with { type: 'json' }
import pt from '../../i18n/pt.json' with { type: 'json' }
import type { Language } from '../../src/shared/constants.ts'
import { formatPrice } from '../../src/shared/format.ts'
import { interpolate } from '../../src/shared/i18n.ts'
import { numberReasonParams } from '../../src/shared/localNumber.ts'
import type { Property } from '../../src/shared/types.ts'
import { createListing } from './support/listings.ts'
import { openSearch, titles } from './support/searchFilters.ts'

// Issue 22: a price typed the local way ("400.000" in es and pt, "400,000" in en) narrows the search;
// text that cannot be read says so and changes nothing. The desktop row applies on Enter, the
// phone's sheet on its button.

const LANGUAGES = [
  { lang: 'es', prefix: '', dict: es, typed: '400.000', garbage: '4.00.000', reason: 'grouping' },
  { lang: 'pt', prefix: '/pt', dict: pt, typed: '400.000', garbage: 'quatrocentos', reason: 'invalid' },
  { lang: 'en', prefix: '/en', dict: en, typed: '400,000', garbage: '400.000,5', reason: 'grouping' },
] as const

const countLabel = (dict: typeof es, count: number) => interpolate(count === 1 ? dict.filters.showResults_one : dict.filters.showResults_other, { count })

test.describe('numbers typed the local way in the search filters', () => {
  const word = `Cifras${Date.now()}`
  let dear: Property

  test.beforeAll(async ({ request }) => {
    await createListing(request, { title: `Casa ${word} económica`, price: '350000' }, 2)
    dear = await createListing(request, { title: `Casa ${word} amplia`, price: '450000' }, 2)
  })

  test('the price filter reads "400.000" in es and pt and "400,000" in en, and refuses what it cannot read', async ({ page, isMobile }) => {
    for (const { lang, prefix, dict, typed, garbage, reason } of LANGUAGES) {
      // The row's Enter and the sheet's button act once the island has taken over the server's HTML.
      await openSearch(page, `${prefix}/propiedades?q=${word}`)
      await expect(titles(page)).toHaveCount(2)
      const chip = interpolate(dict.filters.priceFrom, { min: formatPrice(400000, 'USD', lang) })
      const message = interpolate(dict.validation.number[reason], numberReasonParams(garbage, lang as Language))

      if (isMobile) await applyInSheet(page, dict, typed, garbage, message)
      else await applyInRow(page, dict, typed, garbage, message)

      await expect(page).toHaveURL(/[?&]minPrice=400000(&|$)/)
      await expect(page.locator('[data-filter-chips]')).toContainText(chip)
      await expect(titles(page)).toHaveText([dear.title])
    }
  })
})

/** Desktop: the row applies on Enter and writes the value back the language's way. */
async function applyInRow(page: Page, dict: typeof es, typed: string, garbage: string, message: string) {
  const row = page.locator('[data-filter-row]')
  const min = row.getByLabel(dict.filters.minPrice)
  await min.fill(typed)
  await min.press('Enter')
  await expect(page).toHaveURL(/minPrice=400000/)
  await expect(min).toHaveValue(typed)
  await expect(titles(page)).toHaveCount(1)

  await min.fill(garbage)
  await min.press('Enter')
  await expect(row.getByText(message)).toBeVisible()
  await expect(min).toHaveAttribute('aria-invalid', 'true')
  await expect(min).toHaveAccessibleDescription(message)
  // Fixing the text applies it and takes the message away.
  await min.fill(typed)
  await min.press('Enter')
  await expect(row.getByText(message)).toHaveCount(0)
}

/** Phone: the sheet counts the draft, applies on its button, and stays open while a number cannot be read. */
async function applyInSheet(page: Page, dict: typeof es, typed: string, garbage: string, message: string) {
  await page.getByRole('button', { name: dict.filters.open, exact: true }).click()
  const sheet = page.getByRole('dialog', { name: dict.filters.title })
  await sheet.getByLabel(dict.filters.minPrice).fill(typed)
  await sheet.getByRole('button', { name: countLabel(dict, 1) }).click()
  await expect(sheet).toBeHidden()
  await expect(page).toHaveURL(/minPrice=400000/)

  await page.getByRole('button', { name: interpolate(dict.filters.openWithCount, { count: 1 }) }).click()
  await expect(sheet.getByLabel(dict.filters.minPrice)).toHaveValue(typed)
  await sheet.getByLabel(dict.filters.minPrice).fill(garbage)
  await sheet.getByRole('button', { name: countLabel(dict, 1) }).click()
  await expect(sheet.getByText(message)).toBeVisible()
  await expect(sheet).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
}
