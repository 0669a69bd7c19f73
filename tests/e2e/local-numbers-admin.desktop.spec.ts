import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import adminEn from '../../i18n/admin/en.json' with { type: 'json' }
import adminEs from '../../i18n/admin/es.json' with { type: 'json' }
import adminPt from '../../i18n/admin/pt.json' with { type: 'json' }
import en from '../../i18n/en.json' with { type: 'json' }
import es from '../../i18n/es.json' with { type: 'json' }
import pt from '../../i18n/pt.json' with { type: 'json' }
import { interpolate } from '../../src/shared/i18n.ts'
import { numberReasonParams } from '../../src/shared/localNumber.ts'
import type { Property } from '../../src/shared/types.ts'
import { apiLogin, auth, createListing, listingsDeletedAfterFile, MARIA, openAs, SUPERADMIN } from './admin-fixtures.ts'

// Issue 22: the admin's number boxes read numbers the way the panel's language writes them. The
// listing form saves "185.000" (es) as 185000; the currency screen reads "4.100" (es) as 4100, never
// 4.1, refuses "4,100" as ambiguous, and asks before a change of more than 20 %.

const LANGUAGES = [
  { lang: 'es', admin: adminEs, dict: es, price: '185.000', area: '1.250,5', rate: '4.100', rateValue: 4100, ambiguous: '4,100', tenfold: '41.000' },
  { lang: 'en', admin: adminEn, dict: en, price: '185,000', area: '1,250.5', rate: '4,200', rateValue: 4200, ambiguous: '4.100', tenfold: '42,000' },
  { lang: 'pt', admin: adminPt, dict: pt, price: '185.000', area: '1.250,5', rate: '4.300', rateValue: 4300, ambiguous: '4,100', tenfold: '43.000' },
] as const

async function switchAdminLanguage(page: Page, lang: string) {
  await page.goto('/login')
  await page.evaluate((value) => localStorage.setItem('lang', value), lang)
}

const created = listingsDeletedAfterFile()

test('the listing form reads "185.000" (es, pt) and "185,000" (en), marks a number it cannot read, and saves 185000', async ({ page }) => {
  const session = await apiLogin(page.request, MARIA)
  const listing = (await createListing(page.request, session.token, { title: `Casa de cifras ${Date.now()}`, price: '99000', area: '120' })) as Property
  created.push(listing.id)
  await switchAdminLanguage(page, 'en')
  await openAs(page, MARIA, `/admin/propiedades/editar/${listing.id}`)
  await expect(page.getByLabel(adminEn.form.fields.price, { exact: true })).toHaveValue('99000')
  // English, then Portuguese and Spanish from the sidebar's selector; Spanish's form is the one saved.
  let previous: (typeof LANGUAGES)[number] | null = null
  for (const { lang, admin, dict, price, area } of [LANGUAGES[1], LANGUAGES[2], LANGUAGES[0]]) {
    const priceBox = page.getByLabel(admin.form.fields.price, { exact: true })
    if (previous) {
      await page.getByLabel(previous.admin.layout.language).selectOption(lang)
      // What was typed keeps its value in the new language.
      await expect(priceBox).toHaveValue('185000')
    }
    previous = LANGUAGES.find((entry) => entry.lang === lang)!
    // What the box is read as shows under it when it is not what was typed.
    await priceBox.fill('185000')
    await expect(priceBox).toHaveAccessibleDescription(interpolate(dict.validation.number.reads, { value: price }))
    await priceBox.fill(price)
    await page.getByLabel(admin.form.fields.area, { exact: true }).fill(area)
    const bedrooms = page.getByLabel(admin.form.fields.bedrooms)
    await bedrooms.fill('3 y medio')
    await page.getByRole('button', { name: admin.form.submitUpdate }).click()
    await expect(bedrooms).toHaveAccessibleDescription(interpolate(dict.validation.number.invalid, numberReasonParams('3 y medio', lang)))
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await bedrooms.fill('4')
  }

  await page.getByRole('button', { name: adminEs.form.submitUpdate }).click()
  await page.getByRole('dialog', { name: adminEs.form.confirmUpdateTitle }).getByRole('button', { name: adminEs.form.confirmUpdate }).click()
  await expect(page.getByText(adminEs.form.updated)).toBeVisible()
  const res = await page.request.get(`/api/properties/admin/${listing.id}`, { headers: auth(session.token) })
  expect(await res.json()).toMatchObject({ price: 185000, area: 1250.5, bedrooms: 4 })
})

interface Rate {
  code: string
  usdRate: number
}
const copRate = async (request: APIRequestContext) =>
  ((await (await request.get('/api/currencies', { headers: { 'cache-control': 'no-cache' } })).json()) as Rate[]).find((r) => r.code === 'COP')!.usdRate

test.describe('the currency screen', () => {
  // Rates feed every converted price of the search: the COP rate is put back afterwards.
  let before = 0
  test.beforeEach(async ({ request }) => {
    before = await copRate(request)
  })
  test.afterEach(async ({ request }) => {
    const superadmin = await apiLogin(request, SUPERADMIN)
    expect((await request.put('/api/currencies/COP', { headers: auth(superadmin.token), data: { usdRate: before } })).status()).toBe(200)
  })

  test('reads "4.100" in es as 4100, refuses "4,100" as ambiguous, and asks before a change of more than 20 %', async ({ page }) => {
    const superadmin = await apiLogin(page.request, SUPERADMIN)
    // From 4000, each language's rate is within 20 % of the one before.
    expect((await page.request.put('/api/currencies/COP', { headers: auth(superadmin.token), data: { usdRate: 4000 } })).status()).toBe(200)
    await switchAdminLanguage(page, 'en')
    await openAs(page, SUPERADMIN, '/admin/monedas')
    // English, then Portuguese and Spanish from the sidebar's selector.
    let previous: (typeof LANGUAGES)[number] | null = null
    for (const { lang, admin, dict, rate, rateValue, ambiguous, tenfold } of [LANGUAGES[1], LANGUAGES[2], LANGUAGES[0]]) {
      if (previous) await page.getByLabel(previous.admin.layout.language).selectOption(lang)
      previous = LANGUAGES.find((entry) => entry.lang === lang)!
      const input = page.getByLabel(interpolate(admin.currencies.rateLabel, { code: 'COP' }))
      const save = page.getByRole('button', { name: interpolate(admin.currencies.saveNamed, { code: 'COP' }) })
      const row = page.getByTestId('currency-row').filter({ has: input })

      await input.fill(ambiguous)
      await save.click()
      await expect(row.locator('.field-error')).toHaveText(interpolate(dict.validation.number.ambiguous, numberReasonParams(ambiguous, lang)))

      await input.fill(rate)
      await save.click()
      await expect(page.getByText(interpolate(admin.currencies.saved, { code: 'COP' }))).toBeVisible()
      await expect(row.locator('.field-error')).toHaveCount(0)
      await expect.poll(() => copRate(page.request)).toBe(rateValue)
      if (lang !== 'es') continue

      // Ten times the rate: the dialog shows both values; cancelling saves nothing.
      await input.fill(tenfold)
      await save.click()
      const dialog = page.getByRole('dialog', { name: interpolate(admin.currencies.confirmTitle, { code: 'COP' }) })
      await expect(dialog).toContainText(interpolate(admin.currencies.confirmText, { code: 'COP', old: rate, new: tenfold }))
      await dialog.getByRole('button', { name: admin.common.cancel }).click()
      await expect(dialog).toBeHidden()
      expect(await copRate(page.request)).toBe(rateValue)
      await save.click()
      await dialog.getByRole('button', { name: admin.currencies.confirm }).click()
      await expect(dialog).toBeHidden()
      await expect.poll(() => copRate(page.request)).toBe(rateValue * 10)
      await expect(input).toHaveValue(tenfold)
    }
  })
})
