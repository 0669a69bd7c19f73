import { expect, test, type Page } from '@playwright/test'
import { CARLOS, loginThroughForm, MARIA, openAs, openMenuIfCollapsed, SUPERADMIN } from './admin-fixtures.ts'

/** Nothing in localStorage or sessionStorage looks like a token (a JWT starts "eyJ"). */
async function expectNoCredentialInStorage(page: Page) {
  const stored = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]))
  expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+/)
  expect(stored).not.toMatch(/token/i)
}

test.describe('admin login and session', () => {
  test('after logging in no page script can read a credential: nothing in storage, the session is an HttpOnly SameSite cookie', async ({ page }) => {
    await page.goto('/login')
    await loginThroughForm(page, SUPERADMIN)
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expectNoCredentialInStorage(page)
    expect(await page.evaluate(() => document.cookie)).not.toContain('inmo_session')
    const cookie = (await page.context().cookies()).find((c) => c.name === 'inmo_session')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' })
    // The admin works through it: a reload keeps the session, and calls succeed.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  })

  test('the login form shows the spec messages for a bad email and a short password, and sends nothing', async ({ page }) => {
    let loginCalls = 0
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/login')) loginCalls++
    })
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible()
    await page.getByLabel('Correo electrónico').fill('no-es-un-correo')
    await page.getByLabel('Contraseña').fill('corta')
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(page.getByText('Por favor, introduce una dirección de correo electrónico válida.')).toBeVisible()
    await expect(page.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeVisible()
    await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true')
    expect(loginCalls).toBe(0)
  })

  test('wrong credentials show the server message and keep the user on /login', async ({ page }, testInfo) => {
    await page.goto('/login')
    await loginThroughForm(page, { email: `nadie-${testInfo.project.name}@inmobiliaria.test`, password: 'Incorrecta123' })
    await expect(page.getByRole('alert').filter({ hasText: 'Correo electrónico o contraseña incorrectos.' })).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled()
  })

  test('the button reads "Entrando..." while the login is on its way', async ({ page }) => {
    await page.route('**/api/auth/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600))
      await route.continue()
    })
    await page.goto('/login')
    await loginThroughForm(page, SUPERADMIN)
    await expect(page.getByRole('button', { name: 'Entrando...' })).toBeDisabled()
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
  })

  test('a visitor without a session is sent to /login and brought back after logging in', async ({ page }) => {
    await page.goto('/admin/propiedades/crear')
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fpropiedades%2Fcrear$/)
    await loginThroughForm(page, MARIA)
    await expect(page.getByText(/Inicio de sesión exitoso\. ¡Bienvenido, María Fernanda Vega!/)).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/propiedades\/crear$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('the public header shows the panel button once logged in', async ({ page }) => {
    await openAs(page, MARIA, '/')
    await openMenuIfCollapsed(page)
    await expect(page.getByRole('link', { name: 'Panel' }).first()).toHaveAttribute('href', '/admin/dashboard')
  })

  test('a 401 in the middle of a session ends it and returns to /login, then back', async ({ page }) => {
    await openAs(page, CARLOS, '/admin/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    // The token stops being accepted (expired or revoked): the next call answers 401.
    await page.route('**/api/properties/admin/all**', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Tu sesión no es válida o ha expirado. Inicia sesión de nuevo."}' }),
    )
    await openMenuIfCollapsed(page)
    await page.getByRole('link', { name: 'Propiedades' }).click()
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fpropiedades$/)
    await expect(page.getByText('Tu sesión ha expirado. Inicia sesión de nuevo.')).toBeVisible()
    await expectNoCredentialInStorage(page)
    await page.unroute('**/api/properties/admin/all**')
    await loginThroughForm(page, CARLOS)
    await expect(page).toHaveURL(/\/admin\/propiedades$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Propiedades' })).toBeVisible()
  })

  test('logout clears the session, says "Has cerrado sesión." and goes home', async ({ page }) => {
    await openAs(page, MARIA, '/admin/dashboard')
    await openMenuIfCollapsed(page)
    await page.getByRole('button', { name: 'Cerrar sesión' }).click()
    await expect(page.getByText('Has cerrado sesión.')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    expect(await page.evaluate(() => localStorage.getItem('session-user'))).not.toContain('"id"')
    // The server ended the session and cleared its cookie.
    expect((await page.context().cookies()).find((c) => c.name === 'inmo_session')).toBeUndefined()
    await page.goto('/admin/dashboard')
    await expect(page).toHaveURL(/\/login/)
  })
})

test.describe('admin layout by role', () => {
  test('the superadmin sidebar offers Usuarios, Tipos de Propiedad, Monedas, Sitio, Correo, Reportes and Actividad, with the user initial, name and email', async ({ page }) => {
    const { user } = await openAs(page, SUPERADMIN, '/admin/dashboard')
    await openMenuIfCollapsed(page)
    const nav = page.getByRole('navigation', { name: 'Menú del panel' })
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Propiedades',
      'Consultas',
      /^Anunciantes por aprobar/,
      'Usuarios',
      'Tipos de Propiedad',
      'Monedas',
      'Sitio',
      'Correo',
      'Reportes',
      'Actividad',
    ])
    const card = page.getByTestId('session-user')
    await expect(card).toContainText(user.name)
    await expect(card).toContainText(SUPERADMIN.email)
    await expect(card.locator('span').first()).toHaveText(user.name.charAt(0).toUpperCase())
  })

  test('an admin sees no Usuarios, Tipos de Propiedad, Monedas, Correo, Reportes nor Actividad, and their URLs answer "Acceso denegado"', async ({ page }) => {
    await openAs(page, MARIA, '/admin/dashboard')
    await openMenuIfCollapsed(page)
    const nav = page.getByRole('navigation', { name: 'Menú del panel' })
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Propiedades', 'Consultas'])
    for (const path of [
      '/admin/usuarios',
      '/admin/property-types',
      '/admin/usuarios/editar/1',
      '/admin/property-types/crear',
      '/admin/monedas',
      '/admin/correo',
      '/admin/reportes',
      '/admin/actividad',
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeVisible()
    }
  })

  test('the theme toggle switches to dark and is remembered after a reload', async ({ page }) => {
    await openAs(page, MARIA, '/admin/dashboard')
    await openMenuIfCollapsed(page)
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    await page.getByRole('button', { name: 'Activar tema oscuro' }).click()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/dark/)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
  })

  test('an unknown admin path shows a not-found screen inside the panel', async ({ page }) => {
    await openAs(page, MARIA, '/admin/no-existe')
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible()
  })
})
