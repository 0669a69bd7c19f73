import { expect, test, type APIRequestContext } from '@playwright/test'
import { apiLogin, auth, goThroughMenu, loginThroughForm, openAs, SUPERADMIN } from './admin-fixtures.ts'
import { expectNoSeriousA11yViolations } from './support/layout.ts'

// Issue 23: a forgotten password through the mail's link, changing one's own password on "Mi
// cuenta", and both screens' accessibility. The test servers have no SMTP_URL, so the mail waits
// in the outbox, read here as the superadmin reads it (GET /api/admin/outbox).

const STRONG = 'Tres-Palabras-Largas-2026'

async function newStaffUser(request: APIRequestContext, label: string) {
  const { token } = await apiLogin(request, SUPERADMIN)
  const email = `${label}-${Date.now()}-${Math.round(Math.random() * 1e6)}@inmobiliaria.test`
  const res = await request.post('/api/users', { headers: auth(token), data: { name: 'Rosa Cuenta', email, roleId: 'role_admin', password: 'Primera-Clave-Segura-11' } })
  expect(res.status(), await res.text()).toBe(201)
  return { email, password: 'Primera-Clave-Segura-11' }
}

async function resetLinkFor(request: APIRequestContext, email: string): Promise<string> {
  const { token } = await apiLogin(request, SUPERADMIN)
  let link = ''
  await expect(async () => {
    const res = await request.get('/api/admin/outbox?limit=50', { headers: auth(token) })
    const { data } = (await res.json()) as { data: { recipient: string; kind: string; text: string }[] }
    const mail = data.find((m) => m.recipient === email && m.kind === 'account.reset')
    expect(mail, 'the reset mail in the outbox').toBeTruthy()
    link = mail!.text.match(/https?:\/\/\S+\/login#reset=[\w-]+/)![0]
  }).toPass()
  return new URL(link).pathname + new URL(link).hash
}

test('a forgotten password is replaced through the link the mail carries', async ({ page, request }) => {
  // Two axe runs and several password hashes, on a busy machine.
  test.setTimeout(90_000)
  const user = await newStaffUser(request, 'olvido')
  await page.goto('/login')
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar la contraseña' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByLabel('Correo electrónico').fill(user.email)
  await page.getByRole('button', { name: 'Enviar el enlace' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Si la dirección pertenece a una cuenta' })).toBeVisible()

  // The mail's link opens in a new tab.
  const tab = await page.context().newPage()
  await tab.goto(await resetLinkFor(request, user.email))
  await expect(tab.getByRole('heading', { level: 1, name: 'Nueva contraseña' })).toBeVisible()
  // The token leaves the address bar at once.
  await expect(tab).toHaveURL(/\/login$/)
  const field = tab.getByLabel('Nueva contraseña', { exact: true })
  await field.fill('password1234')
  await expect(tab.getByTestId('password-strength')).toContainText(/muy débil|débil/)
  await tab.getByLabel('Repite la nueva contraseña').fill('password1234')
  await tab.getByRole('button', { name: 'Guardar la contraseña' }).click()
  await expect(tab.getByText('Esa contraseña es demasiado común o fácil de adivinar')).toBeVisible()
  await expectNoSeriousA11yViolations(tab)

  await field.fill(STRONG)
  await expect(tab.getByTestId('password-strength')).toContainText(/buena|muy buena/)
  await tab.getByLabel('Repite la nueva contraseña').fill(STRONG)
  await tab.getByRole('button', { name: 'Guardar la contraseña' }).click()
  await expect(tab.getByText('Contraseña cambiada. Ya puedes entrar con ella.')).toBeVisible()
  await expect(tab.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible()
  await loginThroughForm(tab, { email: user.email, password: STRONG })
  await expect(tab).toHaveURL(/\/admin\/dashboard$/)
})

test('"Mi cuenta" changes one’s own password and keeps this session', async ({ page, request }) => {
  const user = await newStaffUser(request, 'cuenta')
  const old = await apiLogin(request, user)
  await openAs(page, user, '/admin/dashboard')
  await goThroughMenu(page, 'Mi cuenta', /\/admin\/cuenta$/)
  await expectNoSeriousA11yViolations(page)

  await page.getByLabel('Contraseña actual').fill('No-Es-La-Clave-123')
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(STRONG)
  await page.getByLabel('Repite la nueva contraseña').fill(STRONG)
  await page.getByRole('button', { name: 'Cambiar la contraseña' }).click()
  await expect(page.getByText('La contraseña actual no es correcta.')).toBeVisible()

  await page.getByLabel('Contraseña actual').fill(user.password)
  await page.getByRole('button', { name: 'Cambiar la contraseña' }).click()
  await expect(page.getByText('Contraseña cambiada. Cerramos tus otras sesiones.')).toBeVisible()
  // The other session (a token from before) has ended; this one goes on.
  expect((await request.get('/api/auth/me', { headers: auth(old.token) })).status()).toBe(401)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible()
  expect((await request.post('/api/auth/login', { data: { email: user.email, password: STRONG } })).status()).toBe(200)
})

test('"Cerrar todas las sesiones" ends this session too and returns to the login', async ({ page, request }) => {
  const user = await newStaffUser(request, 'todas')
  await openAs(page, user, '/admin/cuenta')
  await page.getByRole('button', { name: 'Cerrar todas las sesiones' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar todas las sesiones' }).click()
  await expect(page).toHaveURL(/\/login/)
  await page.goto('/admin/dashboard')
  await expect(page).toHaveURL(/\/login/)
})
