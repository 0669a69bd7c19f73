import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { generate } from 'otplib'
import { apiLogin, auth, loginThroughForm, openMenuIfCollapsed, SUPERADMIN } from './admin-fixtures.ts'

// Issue 23: two-step verification set up from the account screen (QR code, key, first code,
// recovery codes shown once), then a login that asks for the app's code, on a phone and a desktop.

async function seriousAxeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze()
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** The code the app shows `steps` 30-second steps from now. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 })

test('an admin turns on two-step verification from the account screen and then logs in with the app’s code', async ({ page, request }, testInfo) => {
  // Two logins (each a password hash), three axe scans and the whole set-up in one flow: a loaded
  // CI machine took the default 30 s to its last step.
  test.setTimeout(60_000)
  // A fresh account per run (desktop and phone share the server).
  const root = await apiLogin(request, SUPERADMIN)
  const account = { email: `dos-pasos-${testInfo.project.name}-${Date.now()}@inmobiliaria.test`, password: 'DosPasos12345!' }
  const created = await request.post('/api/users', { headers: auth(root.token), data: { name: 'Dos Pasos', ...account, roleId: 'role_admin' } })
  expect(created.status()).toBe(201)

  await page.goto('/login')
  await loginThroughForm(page, account)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await openMenuIfCollapsed(page)
  await page.getByRole('link', { name: 'Mi cuenta' }).click()
  await expect(page).toHaveURL(/\/admin\/cuenta$/)
  const section = page.getByRole('region', { name: 'Verificación en dos pasos' })
  await expect(section.getByText('Desactivada')).toBeVisible()
  expect(await seriousAxeViolations(page, '#admin-main')).toEqual([])

  await section.getByRole('button', { name: 'Activar la verificación en dos pasos' }).click()
  // The QR code is drawn in the page (a data URL), never fetched from elsewhere.
  const qr = section.getByRole('img', { name: /Código QR/ })
  await expect(qr).toBeVisible()
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
  const secret = (await section.locator('[data-two-factor-secret]').textContent())!.trim()
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
  expect(await seriousAxeViolations(page, '#admin-main')).toEqual([])

  // A wrong code is refused on the field, the right one turns it on.
  const codeField = section.getByLabel('Código de 6 dígitos de la aplicación')
  await codeField.fill('12345')
  await section.getByRole('button', { name: 'Confirmar y activar' }).click()
  await expect(section.getByText('Escribe los 6 dígitos que muestra tu aplicación.')).toBeVisible()
  await codeField.fill(await codeAt(secret))
  await section.getByRole('button', { name: 'Confirmar y activar' }).click()

  const codes = section.getByRole('list', { name: 'Tus códigos de recuperación' }).getByRole('listitem')
  await expect(codes).toHaveCount(10)
  await expect(codes.first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
  expect(await seriousAxeViolations(page, '#admin-main')).toEqual([])
  const download = page.waitForEvent('download')
  await section.getByRole('button', { name: 'Descargar' }).click()
  expect((await download).suggestedFilename()).toBe('inmobiliaria-recovery-codes.txt')
  await section.getByRole('button', { name: 'Ya los guardé' }).click()
  await expect(section.getByText('Activada', { exact: true })).toBeVisible()
  await expect(section.getByText('Te quedan 10 códigos de recuperación sin usar.')).toBeVisible()

  // Log out and in again: after the password the form asks for the code.
  await openMenuIfCollapsed(page)
  await page.getByRole('button', { name: 'Cerrar sesión' }).click()
  await page.goto('/login')
  await loginThroughForm(page, account)
  const loginCode = page.getByLabel('Código de verificación')
  await expect(loginCode).toBeVisible()
  await expect(page).toHaveURL(/\/login/)
  await loginCode.fill('000000')
  await page.getByRole('button', { name: 'Verificar' }).click()
  await expect(page.getByText('El código no es válido o ya se usó.')).toBeVisible()
  // The step used to turn it on is spent; the next one is accepted.
  await loginCode.fill(await codeAt(secret, 1))
  await page.getByRole('button', { name: 'Verificar' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(page.locator('#admin-main h1')).toBeVisible()
})

test('when a superadmin requires it, an admin without it lands on the account screen until it is on', async ({ page, request }, testInfo) => {
  // The superadmin needs a second factor of their own to require it: a fresh superadmin here.
  const root = await apiLogin(request, SUPERADMIN)
  const boss = { email: `jefe-${testInfo.project.name}-${Date.now()}@inmobiliaria.test`, password: 'JefeSeguro12345!' }
  expect((await request.post('/api/users', { headers: auth(root.token), data: { name: 'Jefe', ...boss, roleId: 'role_superadmin' } })).status()).toBe(201)
  const bossSession = await apiLogin(request, boss)
  const setup = (await (await request.post('/api/auth/2fa/setup', { headers: auth(bossSession.token) })).json()) as { secret: string }
  expect((await request.post('/api/auth/2fa/enable', { headers: auth(bossSession.token), data: { code: await codeAt(setup.secret) } })).status()).toBe(200)
  const account = { email: `obligado-${testInfo.project.name}-${Date.now()}@inmobiliaria.test`, password: 'Obligado12345!' }
  expect((await request.post('/api/users', { headers: auth(root.token), data: { name: 'Obligado', ...account, roleId: 'role_admin' } })).status()).toBe(201)
  // Already signed in when it becomes required: the first refused call leads to the set-up.
  await page.goto('/login')
  await loginThroughForm(page, account)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  expect((await request.put('/api/admin/security', { headers: auth(bossSession.token), data: { requireTwoFactor: true } })).status()).toBe(200)
  try {
    await page.goto('/admin/propiedades')
    await expect(page).toHaveURL(/\/admin\/cuenta$/)
    // Signed in afresh: straight to the set-up.
    await page.context().clearCookies()
    await page.evaluate(() => localStorage.clear())
    await page.goto('/login')
    await loginThroughForm(page, account)
    await expect(page).toHaveURL(/\/admin\/cuenta$/)
    const section = page.getByRole('region', { name: 'Verificación en dos pasos' })
    await expect(section.getByText('Un superadministrador exige la verificación en dos pasos')).toBeVisible()
    // Elsewhere in the admin: back to the account screen.
    await page.goto('/admin/propiedades')
    await expect(page).toHaveURL(/\/admin\/cuenta$/)

    await section.getByRole('button', { name: 'Activar la verificación en dos pasos' }).click()
    const secret = (await section.locator('[data-two-factor-secret]').textContent())!.trim()
    await section.getByLabel('Código de 6 dígitos de la aplicación').fill(await codeAt(secret))
    await section.getByRole('button', { name: 'Confirmar y activar' }).click()
    await expect(section.getByRole('list', { name: 'Tus códigos de recuperación' }).getByRole('listitem')).toHaveCount(10)
    await page.goto('/admin/propiedades')
    await expect(page).toHaveURL(/\/admin\/propiedades$/)
    await expect(page.locator('#admin-main h1')).toBeVisible()
  } finally {
    expect((await request.put('/api/admin/security', { headers: auth(bossSession.token), data: { requireTwoFactor: false } })).status()).toBe(200)
  }
})

test('a superadmin removes the second factor of someone who lost phone and codes, from their user screen', async ({ page, request }, testInfo) => {
  const root = await apiLogin(request, SUPERADMIN)
  const account = { email: `sin-telefono-${testInfo.project.name}-${Date.now()}@inmobiliaria.test`, password: 'SinTelefono12345!' }
  const created = await request.post('/api/users', { headers: auth(root.token), data: { name: 'Sin Teléfono', ...account, roleId: 'role_admin' } })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  const own = await apiLogin(request, account)
  const setup = (await (await request.post('/api/auth/2fa/setup', { headers: auth(own.token) })).json()) as { secret: string }
  expect((await request.post('/api/auth/2fa/enable', { headers: auth(own.token), data: { code: await codeAt(setup.secret) } })).status()).toBe(200)
  expect((await request.post('/api/auth/login', { data: account })).status()).toBe(401)

  await page.goto('/login')
  await loginThroughForm(page, SUPERADMIN)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await page.goto(`/admin/usuarios/editar/${id}`)
  const section = page.getByRole('region', { name: 'Verificación en dos pasos' })
  await section.getByRole('button', { name: 'Quitar su verificación en dos pasos' }).click()
  const dialog = page.getByRole('dialog', { name: '¿Quitar la verificación en dos pasos de Sin Teléfono?' })
  await expect(dialog).toBeVisible()
  expect(await seriousAxeViolations(page, 'dialog')).toEqual([])
  await dialog.getByRole('button', { name: 'Quitar' }).click()
  await expect(page.getByText('Se quitó la verificación en dos pasos de Sin Teléfono.')).toBeVisible()
  await expect(dialog).toBeHidden()
  // The password alone signs them in again.
  expect((await request.post('/api/auth/login', { data: account })).status()).toBe(200)
})
