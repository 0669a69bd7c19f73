import { expect, test, type Page } from '@playwright/test'
import { createListing } from './support/listings.ts'
import { searchIslandRunning, titles } from './support/searchFilters.ts'

// Pages written in Latin-1 (docs/decisions/016): characters above U+00FF in a listing's text leave
// the server as numeric references, so V8 holds the page one-byte; the visitor reads the same text.

const wideCharacters = (html: string) => [...html].filter((character) => character.codePointAt(0)! > 0xff)

function watchErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

test('a title with curly quotes, a dash and an emoji is sent as Latin-1 and shown as typed', async ({ page }) => {
  const stamp = `${Date.now()}`
  const title = `Casa “Los Álamos” — vista al mar 🌊 ${stamp}`
  const description = 'Luminosa… a dos cuadras del parque — con jardín y terraza “al sol”. ✔ Lista para mudarse.'
  const listing = await createListing(page.request, { title, description }, 2)

  for (const path of [`/propiedades/${listing.slug}`, `/propiedades?q=${stamp}`, `/en/propiedades?q=${stamp}`, `/pt/propiedades?q=${stamp}&view=map`]) {
    const answer = await page.request.get(path)
    expect(answer.status(), path).toBe(200)
    const html = await answer.text()
    expect(html, path).toContain(stamp)
    expect(wideCharacters(html), path).toEqual([])
  }

  const errors = watchErrors(page)
  await page.goto(`/propiedades/${listing.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByText(description)).toBeVisible()
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { name?: string })
  expect(jsonLd.map((block) => block.name)).toContain(title)

  await page.goto(`/propiedades?q=${stamp}`)
  await expect(titles(page)).toHaveText([title])
  await searchIslandRunning(page)
  await expect(titles(page)).toHaveText([title])
  expect(errors).toEqual([])
})
