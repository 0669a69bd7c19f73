import { expect, test, type APIRequestContext } from '@playwright/test'
import { apiLogin, auth, goThroughMenu, openAs, pngBuffer, SUPERADMIN } from './admin-fixtures.ts'
import { expectNoSeriousA11yViolations } from './support/layout.ts'

// Issue 27, "Mi perfil": name, numbers and language saved (the panel follows the language), bad
// input refused with a message by the field, the photo stored and removed, and an address change
// that waits for the link mailed to the new address. Each test signs in as a user of its own.

const PASSWORD = 'Perfil-Propio-Seguro-27'

async function newUser(request: APIRequestContext, label: string) {
  const { token } = await apiLogin(request, SUPERADMIN)
  const email = `${label}-${Date.now()}-${Math.round(Math.random() * 1e6)}@inmobiliaria.test`
  const res = await request.post('/api/users', { headers: auth(token), data: { name: 'Lucía Perfil', email, roleId: 'role_admin', password: PASSWORD } })
  expect(res.status(), await res.text()).toBe(201)
  return { email, password: PASSWORD }
}

test('"Mi perfil" refuses a bad name and phone by the field, then saves name, numbers and language, and the panel switches to English', async ({ page, request }) => {
  const user = await newUser(request, 'perfil')
  await openAs(page, user, '/admin/dashboard')
  await goThroughMenu(page, 'Mi perfil', /\/admin\/perfil$/)
  const name = page.getByLabel('Nombre', { exact: true })
  await expect(name).toHaveValue('Lucía Perfil')
  await expectNoSeriousA11yViolations(page)

  await name.fill('L')
  await page.getByLabel('Teléfono', { exact: true }).fill('llámame')
  await page.getByRole('button', { name: 'Guardar el perfil' }).click()
  await expect(page.getByText('El nombre debe tener al menos 2 caracteres')).toBeVisible()
  await expect(page.getByText('Teléfono inválido')).toBeVisible()
  await expect(name).toHaveAttribute('aria-invalid', 'true')

  await name.fill('Lucía Fernández')
  await page.getByLabel('Teléfono', { exact: true }).fill('+593 99 123 4567')
  await page.getByLabel('WhatsApp').fill('+593 98 765 4321')
  await page.getByLabel('Idioma preferido').selectOption('en')
  await page.getByRole('button', { name: 'Guardar el perfil' }).click()
  // Saved in Spanish, then the whole panel speaks the chosen language.
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible()
  await expect(page.getByTestId('session-user')).toContainText('Lucía Fernández')

  // What the server kept, read again from scratch.
  await page.reload()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Lucía Fernández')
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('+593 99 123 4567')
  await expect(page.getByLabel('WhatsApp')).toHaveValue('+593 98 765 4321')
  await expect(page.getByLabel('Preferred language')).toHaveValue('en')
  const session = await apiLogin(request, user)
  const me = await (await request.get('/api/auth/profile', { headers: auth(session.token) })).json()
  expect(me).toMatchObject({ name: 'Lucía Fernández', phoneNumber: '+593 99 123 4567', whatsapp: '+593 98 765 4321', language: 'en' })

  // An emptied WhatsApp number is removed.
  await page.getByLabel('WhatsApp').fill('')
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Profile saved.')).toBeVisible()
  await expect.poll(async () => (await (await request.get('/api/auth/profile', { headers: auth(session.token) })).json()).whatsapp).toBeNull()
})

test('a profile photo is stored when chosen, a file that is not an image is refused, and the photo is removed', async ({ page, request }) => {
  const user = await newUser(request, 'foto')
  await openAs(page, user, '/admin/perfil')
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible()
  await page.getByLabel('Subir foto').setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('no soy una foto') })
  await expect(page.getByText('La foto debe ser una imagen PNG, JPEG o WebP')).toBeVisible()

  await page.getByLabel('Subir foto').setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: await pngBuffer(page, '#1d4ed8', 200, 200) })
  const photo = page.getByRole('img', { name: 'Foto de Lucía Perfil' })
  await expect(photo).toBeVisible()
  await expect(page.getByText('Foto guardada.')).toBeVisible()
  await expect(photo).toHaveJSProperty('complete', true)
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

  await page.getByRole('button', { name: 'Quitar foto' }).click()
  await expect(photo).toHaveCount(0)
  await expect(page.getByText('Foto quitada.')).toBeVisible()
  const session = await apiLogin(request, user)
  expect((await (await request.get('/api/auth/profile', { headers: auth(session.token) })).json()).photo).toBeNull()
})

test('changing the address asks for the password and waits for the link sent to the new address', async ({ page, request }) => {
  const user = await newUser(request, 'correo')
  const next = `nuevo-${Date.now()}-${Math.round(Math.random() * 1e6)}@inmobiliaria.test`
  await openAs(page, user, '/admin/perfil')
  const email = page.getByLabel('Nuevo correo electrónico')
  const password = page.getByLabel('Tu contraseña actual')
  const submit = page.getByRole('button', { name: 'Cambiar el correo' })

  await email.fill(user.email)
  await password.fill(PASSWORD)
  await submit.click()
  await expect(page.getByText('Ese ya es tu correo.')).toBeVisible()

  await email.fill(next)
  await password.fill('No-Es-Mi-Clave-99')
  await submit.click()
  await expect(password).toHaveAttribute('aria-invalid', 'true')

  await password.fill(PASSWORD)
  await submit.click()
  await expect(page.getByRole('status').filter({ hasText: `Te enviamos un enlace de confirmación a ${next}` })).toBeVisible()
  await expect(email).toHaveValue('')

  // The mail waits in the outbox for the new address; the account keeps the old one until it is opened.
  const { token } = await apiLogin(request, SUPERADMIN)
  await expect(async () => {
    const { data } = (await (await request.get('/api/admin/outbox?limit=50', { headers: auth(token) })).json()) as { data: { recipient: string; kind: string; text: string }[] }
    expect(data.find((m) => m.recipient === next && m.kind === 'account.email-change')?.text).toMatch(/\/cuenta\/correo#token=[\w-]+/)
  }).toPass()
  await apiLogin(request, user)
})
