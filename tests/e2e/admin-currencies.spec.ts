import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { apiLogin, auth, MARIA, openAs, openMenuIfCollapsed, SUPERADMIN } from './admin-fixtures.ts'
import es from '../../i18n/es.json' with { type: 'json' }
import { interpolate } from '../../src/shared/i18n.ts'
import { formatLocalNumber, numberReasonParams } from '../../src/shared/localNumber.ts'
import { expectNoHorizontalScroll } from './support/layout.ts'

// The superadmin's currency screen (/admin/monedas): rates to the dollar, edited one by one.

interface Rate {
  code: string
  usdRate: number
  updatedAt: string
}

const rates = async (request: APIRequestContext) => (await (await request.get('/api/currencies', { headers: { 'cache-control': 'no-cache' } })).json()) as Rate[]
const rateOf = async (request: APIRequestContext, code: string) => (await rates(request)).find((rate) => rate.code === code)!
/** A rate as the Spanish screen writes it ("4.050", "3,75"). */
const inSpanish = (usdRate: number) => formatLocalNumber(usdRate, 'es', { unambiguous: true })
const row = (page: Page, code: string) => page.getByTestId('currency-row').filter({ has: page.getByText(code, { exact: true }) })

/** Rates feed every price conversion of the search: each test puts back what it changed. */
let saved: Rate[] = []
test.beforeEach(async ({ request }) => {
  saved = await rates(request)
})
test.afterEach(async ({ request }) => {
  const superadmin = await apiLogin(request, SUPERADMIN)
  const now = await rates(request)
  for (const rate of saved) {
    if (now.find((r) => r.code === rate.code)?.usdRate === rate.usdRate) continue
    const res = await request.put(`/api/currencies/${rate.code}`, { headers: auth(superadmin.token), data: { usdRate: rate.usdRate } })
    expect(res.status()).toBe(200)
  }
})

test.describe('currency screen', () => {
  test('the superadmin reaches Monedas from the menu and sees the four currencies with their rates; the dollar is the fixed base', async ({ page }) => {
    await openAs(page, SUPERADMIN, '/admin/dashboard')
    await openMenuIfCollapsed(page)
    await page.getByRole('navigation', { name: 'Menú del panel' }).getByRole('link', { name: 'Monedas' }).click()
    await expect(page).toHaveURL(/\/admin\/monedas$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Monedas' })).toBeVisible()
    await expect(page.getByTestId('currency-row')).toHaveCount(4)
    await expect(page.getByTestId('currency-row').locator('p').first()).toContainText('USD')
    for (const rate of saved.filter((r) => r.code !== 'USD')) {
      await expect(page.getByLabel(`Tasa de ${rate.code} (unidades por 1 US$)`)).toHaveValue(inSpanish(rate.usdRate))
      await expect(row(page, rate.code).locator('time')).toHaveAttribute('datetime', rate.updatedAt)
    }
    await expect(row(page, 'USD')).toContainText('Moneda base: siempre 1')
    await expect(row(page, 'USD').getByRole('textbox')).toHaveCount(0)
    await expect(row(page, 'USD').getByRole('spinbutton')).toHaveCount(0)
    await expect(row(page, 'USD').getByRole('button')).toHaveCount(0)
    await expectNoHorizontalScroll(page)
  })

  test('a new rate is saved with a toast, dated now, and used by the API', async ({ page }) => {
    const before = await rateOf(page.request, 'COP')
    await openAs(page, SUPERADMIN, '/admin/monedas')
    const input = page.getByLabel('Tasa de COP (unidades por 1 US$)')
    await expect(input).toHaveValue(inSpanish(before.usdRate))
    const next = before.usdRate + 123.5
    await input.fill(inSpanish(next))
    await page.getByRole('button', { name: 'Guardar la tasa de COP' }).click()
    await expect(page.getByText('Tasa de COP actualizada.')).toBeVisible()

    const after = await rateOf(page.request, 'COP')
    expect(after.usdRate).toBe(next)
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt))
    // The row shows the new date the server set, without a reload, and keeps it after one.
    await expect(row(page, 'COP').locator('time')).toHaveAttribute('datetime', after.updatedAt)
    await expect(row(page, 'COP')).toContainText('1 US$ = 4')
    await page.reload()
    await expect(page.getByLabel('Tasa de COP (unidades por 1 US$)')).toHaveValue(inSpanish(next))
    await expect(row(page, 'COP').locator('time')).toHaveAttribute('datetime', after.updatedAt)
    // The other currencies were not touched.
    for (const rate of saved.filter((r) => r.code !== 'COP')) expect(await rateOf(page.request, rate.code)).toEqual(rate)
  })

  test('a rate that is empty, zero, negative or not a number is refused on the field and changes nothing', async ({ page }) => {
    const before = await rateOf(page.request, 'PEN')
    await openAs(page, SUPERADMIN, '/admin/monedas')
    const puts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/currencies')) puts.push(request.url())
    })
    const input = page.getByLabel('Tasa de PEN (unidades por 1 US$)')
    for (const bad of ['0', '-3,5', '']) {
      await input.fill(bad)
      await page.getByRole('button', { name: 'Guardar la tasa de PEN' }).click()
      await expect(row(page, 'PEN').locator('.field-error')).toHaveText('La tasa debe ser un número mayor que 0')
      await expect(input).toHaveAttribute('aria-invalid', 'true')
    }
    // Letters are refused with what can be typed instead.
    await input.fill('')
    await input.pressSequentially('abc')
    await page.getByRole('button', { name: 'Guardar la tasa de PEN' }).click()
    await expect(row(page, 'PEN').locator('.field-error')).toHaveText(interpolate(es.validation.number.invalid, numberReasonParams('abc', 'es')))
    expect(puts).toEqual([])
    expect(await rateOf(page.request, 'PEN')).toEqual(before)
    await expect(row(page, 'PEN').locator('time')).toHaveAttribute('datetime', before.updatedAt)

    // Fixing the value clears the message on the next save.
    await input.fill(inSpanish(before.usdRate))
    await page.getByRole('button', { name: 'Guardar la tasa de PEN' }).click()
    await expect(page.getByText('Tasa de PEN actualizada.')).toBeVisible()
    await expect(row(page, 'PEN').locator('.field-error')).toHaveCount(0)
  })

  test('a rate the server refuses shows its message on the field with an error toast, and changes nothing', async ({ page }) => {
    const before = await rateOf(page.request, 'BRL')
    await openAs(page, SUPERADMIN, '/admin/monedas')
    // The form checks with the API's own schema, so the real server is reached with a body the form
    // would never send: the typed value is swapped for zero on its way.
    await page.route('**/api/currencies/BRL', (route) => route.continue({ postData: JSON.stringify({ usdRate: 0 }) }))
    await page.getByLabel('Tasa de BRL (unidades por 1 US$)').fill('5,9')
    await page.getByRole('button', { name: 'Guardar la tasa de BRL' }).click()
    await expect(page.getByText('No se pudo guardar la tasa de BRL.')).toBeVisible()
    await expect(row(page, 'BRL').locator('.field-error')).toHaveText('La tasa debe ser un número mayor que 0')
    expect(await rateOf(page.request, 'BRL')).toEqual(before)
    await expect(row(page, 'BRL').locator('time')).toHaveAttribute('datetime', before.updatedAt)
  })

  test('an admin has no Monedas in the menu, gets "Acceso denegado" on its URL, and cannot change a rate', async ({ page }) => {
    const maria = await openAs(page, MARIA, '/admin/monedas')
    await expect(page.getByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeVisible()
    await expect(page.getByTestId('currency-row')).toHaveCount(0)
    await openMenuIfCollapsed(page)
    await expect(page.getByRole('navigation', { name: 'Menú del panel' }).getByRole('link', { name: 'Monedas' })).toHaveCount(0)
    const res = await page.request.put('/api/currencies/COP', { headers: auth(maria.token), data: { usdRate: 1 } })
    expect(res.status()).toBe(403)
  })

  test('the screen speaks English and Portuguese, messages included', async ({ page }) => {
    await page.goto('/login')
    await page.evaluate(() => localStorage.setItem('lang', 'en'))
    await openAs(page, SUPERADMIN, '/admin/monedas')
    await expect(page.getByRole('heading', { level: 1, name: 'Currencies' })).toBeVisible()
    await expect(row(page, 'COP')).toContainText('Colombian peso')
    await page.getByLabel('COP rate (units per US$1)').fill('0')
    await page.getByRole('button', { name: 'Save the COP rate' }).click()
    await expect(row(page, 'COP').locator('.field-error')).toHaveText('The rate must be a number above 0')

    await page.evaluate(() => localStorage.setItem('lang', 'pt'))
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Moedas' })).toBeVisible()
    await expect(row(page, 'BRL')).toContainText('Real brasileiro')
    await page.getByLabel('Taxa de PEN (unidades por US$ 1)').fill('-1')
    await page.getByRole('button', { name: 'Salvar a taxa de PEN' }).click()
    await expect(row(page, 'PEN').locator('.field-error')).toHaveText('A taxa deve ser um número maior que 0')
  })
})
