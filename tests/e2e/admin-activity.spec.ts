import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { apiLogin, auth, goThroughMenu, MARIA, openAs, openMenuIfCollapsed, SUPERADMIN } from './admin-fixtures.ts'
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/layout.ts'

// Issue 23 item 5: the superadmin's "Actividad" screen lists the audit log, newest first, with the
// user, action and day filters in the address, each action in the admin's language.

/** A few things to find: a failed login with an address nobody has, and a property type made and removed. */
async function someActions(request: APIRequestContext, stamp: number) {
  const failed = await request.post('/api/auth/login', { data: { email: `Nadie.${stamp}@Example.com`, password: 'Not-the-password-1' } })
  expect(failed.status()).toBe(401)
  const { token } = await apiLogin(request, SUPERADMIN)
  const created = await request.post('/api/admin/property-types', { data: { name: `Tipo ${stamp}`, icon: 'Home' }, headers: auth(token) })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  expect((await request.delete(`/api/admin/property-types/${id}`, { headers: auth(token) })).status()).toBe(204)
  // A user with a long address signs in: its entries must still fit a phone's width.
  const account = { email: `una.persona.con.un.correo.muy.largo.${stamp}@inmobiliaria-de-prueba.example.com`, password: 'Una-clave-larga-123' }
  const user = await request.post('/api/users', { data: { name: 'Persona Larga', roleId: 'role_admin', ...account }, headers: auth(token) })
  expect(user.status()).toBe(201)
  await apiLogin(request, account)
}

/** The entries as shown: table rows on a desktop, cards on a phone. */
const entries = (page: Page) => page.locator('[data-testid=audit-row]:visible, [data-testid=audit-card]:visible')

const settled = (page: Page) => expect(page.locator('[aria-busy=true]')).toHaveCount(0)

test('the Actividad screen lists what was done and filters it by action, user and days, kept in the address', async ({ page, request }) => {
  const stamp = Date.now()
  await someActions(request, stamp)
  await openAs(page, SUPERADMIN, '/admin/dashboard')
  await goThroughMenu(page, 'Actividad', /\/admin\/actividad$/)
  await settled(page)

  const failedLogin = entries(page).filter({ hasText: `nadie.${stamp}@example.com` })
  await expect(failedLogin).toHaveCount(1)
  await expect(failedLogin).toContainText('Inicio de sesión fallido')
  await expect(failedLogin).toContainText('Sin sesión')
  await expect(
    entries(page)
      .filter({ hasText: `Tipo ${stamp}` })
      .filter({ hasText: 'Tipo de propiedad eliminado' }),
  ).toHaveCount(1)
  // Newest first: the deletion is above the creation.
  const typeRows = entries(page).filter({ hasText: `Tipo ${stamp}` })
  await expect(typeRows.nth(0)).toContainText('Tipo de propiedad eliminado')
  await expect(typeRows.nth(1)).toContainText('Tipo de propiedad creado')

  await page.getByLabel('Acción').selectOption({ label: 'Inicio de sesión fallido' })
  await expect(page).toHaveURL(/action=auth\.login\.failure/)
  await settled(page)
  await expect(entries(page).filter({ hasText: 'Tipo de propiedad' })).toHaveCount(0)
  await expect(failedLogin).toHaveCount(1)

  await page.getByLabel('Acción').selectOption({ label: 'Propiedades: todas' })
  await expect(page).toHaveURL(/action=listing\./)
  await page.getByLabel('Acción').selectOption({ label: 'Todas las acciones' })
  await page.getByRole('searchbox', { name: 'Usuario' }).fill(SUPERADMIN.email)
  await expect(page).toHaveURL(new RegExp(`actor=${encodeURIComponent(SUPERADMIN.email).replace('.', '\\.')}`))
  await settled(page)
  await expect(entries(page).filter({ hasText: `nadie.${stamp}@example.com` })).toHaveCount(0)
  await expect(entries(page).filter({ hasText: `Tipo ${stamp}` })).toHaveCount(2)

  // Days: today in the browser's calendar includes them; a day in the past does not.
  const today = await page.evaluate(() => new Date().toLocaleDateString('sv'))
  await page.getByLabel('Desde').fill(today)
  await page.getByLabel('Hasta').fill(today)
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`))
  await settled(page)
  await expect(entries(page).filter({ hasText: `Tipo ${stamp}` })).toHaveCount(2)
  await page.getByLabel('Hasta').fill('2020-01-01')
  await expect(page.getByText('La fecha «Hasta» es anterior a «Desde»: corrige una de las dos.')).toBeVisible()
  await page.getByLabel('Desde').fill('2019-12-01')
  await settled(page)
  await expect(page.getByText('Ninguna actividad coincide con estos filtros.')).toBeVisible()

  // The address holds the filters: a reload shows the same list.
  await page.reload()
  await expect(page.getByLabel('Desde')).toHaveValue('2019-12-01')
  await expect(page.getByRole('searchbox', { name: 'Usuario' })).toHaveValue(SUPERADMIN.email)
  await page.getByRole('button', { name: 'Quitar filtros' }).click()
  await expect(page).toHaveURL(/\/admin\/actividad$/)
  await settled(page)
  await expect(entries(page).filter({ hasText: `nadie.${stamp}@example.com` })).toHaveCount(1)
  await expect(
    entries(page)
      .filter({ hasText: `una.persona.con.un.correo.muy.largo.${stamp}` })
      .filter({ hasText: 'Inicio de sesión' })
      .first(),
  ).toBeVisible()
  await expectNoHorizontalScroll(page)
  await expectNoSeriousA11yViolations(page)
})

test('the Actividad screen speaks English and Portuguese, with times in that language', async ({ page, request }) => {
  const stamp = Date.now()
  await someActions(request, stamp)
  await openAs(page, SUPERADMIN, '/admin/actividad')
  for (const { lang, locale, heading, action, failed, filter } of [
    { lang: 'en', locale: 'en', heading: 'Activity', action: 'Action', failed: 'Failed sign-in', filter: 'Property type deleted' },
    { lang: 'pt', locale: 'pt-BR', heading: 'Atividade', action: 'Ação', failed: 'Login malsucedido', filter: 'Tipo de imóvel excluído' },
  ]) {
    await page.evaluate((value) => localStorage.setItem('lang', value), lang)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await settled(page)
    const row = entries(page).filter({ hasText: `nadie.${stamp}@example.com` })
    await expect(row).toContainText(failed)
    const day = await page.evaluate((value) => new Intl.DateTimeFormat(value, { dateStyle: 'medium' }).format(new Date()), locale)
    await expect(row).toContainText(day)
    await page.getByLabel(action).selectOption({ label: filter })
    await expect(page).toHaveURL(/action=property_type\.delete/)
    await settled(page)
    await expect(entries(page).filter({ hasText: `Tipo ${stamp}` })).toHaveCount(1)
    await expectNoHorizontalScroll(page)
    await expectNoSeriousA11yViolations(page)
    await page.goto('/admin/actividad')
  }
  await page.evaluate(() => localStorage.setItem('lang', 'es'))
})

test('an admin who is not a superadmin neither sees nor opens Actividad', async ({ page }) => {
  await openAs(page, MARIA, '/admin/actividad')
  await expect(page.getByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Actividad' })).toHaveCount(0)
  await openMenuIfCollapsed(page)
  await expect(page.getByRole('link', { name: 'Actividad' })).toHaveCount(0)
})
