import { expect, test } from '@playwright/test'
import es from '../../i18n/es.json' with { type: 'json' }
import en from '../../i18n/en.json' with { type: 'json' }
import pt from '../../i18n/pt.json' with { type: 'json' }
import { interpolate } from '../../src/shared/i18n.ts'

// Issue 22, item 8: the search boxes offer places as one types (ARIA combobox), and a near miss
// gets a "did you mean" link that runs the corrected search.

const LANGS = [
  { prefix: '', m: es },
  { prefix: '/en', m: en },
  { prefix: '/pt', m: pt },
] as const

test('the hero and the search page offer places as one types; choosing one searches it', async ({ page }) => {
  for (const { prefix, m } of LANGS) {
    // Home hero, by keyboard: arrows make an option active, Enter chooses it and searches.
    await page.goto(`${prefix}/`)
    const hero = page.getByRole('combobox', { name: m.home.hero.searchLabel })
    await hero.fill('cumb')
    const heroList = page.getByRole('listbox', { name: m.properties.placeSuggestions })
    const cumbaya = heroList.getByRole('option', { name: /^Cumbayá/ }).first()
    await expect(cumbaya).toBeVisible()
    await expect(hero).toHaveAttribute('aria-expanded', 'true')
    await hero.press('ArrowDown')
    await expect(heroList.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
    await expect(hero).toHaveAttribute('aria-activedescendant', /option-0$/)
    await hero.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${prefix}/propiedades\\?q=Cumbay%C3%A1$`))
    await expect(page.locator('#main article h3').first()).toBeVisible()

    // Search page, by pointer: the place replaces the last word, the rest stays.
    const box = page.getByRole('combobox', { name: m.properties.searchLabel })
    await expect(box).toHaveValue('Cumbayá')
    await box.fill('casa bogo')
    const option = page.getByRole('listbox', { name: m.properties.placeSuggestions }).getByRole('option', { name: /^Bogotá/ })
    await expect(option).toContainText(m.countries.country_co)
    // Escape closes the list first.
    await box.press('Escape')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await box.fill('casa bogot')
    await option.click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/propiedades\\?q=casa(\\+|%20)Bogot%C3%A1$`))
    await expect(page.getByRole('combobox', { name: m.properties.searchLabel })).toHaveValue('casa Bogotá')
  }
})

test('a near miss shows "did you mean" with a link that fixes the search', async ({ page }) => {
  for (const { prefix, m } of LANGS) {
    await page.goto(`${prefix}/propiedades?q=cumbya`)
    const hint = page.locator('[data-did-you-mean]')
    await expect(hint).toHaveText(interpolate(m.properties.didYouMean, { suggestion: 'Cumbayá' }))
    await expect(page.getByText(m.properties.empty)).toBeVisible()
    await hint.getByRole('link', { name: 'Cumbayá' }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/propiedades\\?q=Cumbay%C3%A1$`))
    await expect(page.locator('#main article h3').first()).toBeVisible()
    await expect(page.getByRole('combobox', { name: m.properties.searchLabel })).toHaveValue('Cumbayá')
  }
})
