import { expect, test, type Page } from '@playwright/test'
import { apiLogin, auth, MARIA, openAs, SUPERADMIN } from './admin-fixtures.ts'

const visibleItem = (page: Page, kind: 'type' | 'user', text: string) => page.locator(`[data-testid=${kind}-row], [data-testid=${kind}-card]`).filter({ hasText: text }).filter({ visible: true })

test.describe('property types', () => {
  test('create, rename and delete a type through the modal, saved for real', async ({ page }, testInfo) => {
    const name = `Cabaña ${testInfo.project.name} ${Date.now() % 100000}`
    const session = await openAs(page, SUPERADMIN, '/admin/property-types')
    await expect(page.getByRole('heading', { level: 1, name: 'Tipos de Propiedad' })).toBeVisible()
    await expect(visibleItem(page, 'type', 'Casa')).toContainText('Activo')

    await page.getByRole('button', { name: 'Nuevo tipo' }).click()
    const modal = page.getByRole('dialog', { name: 'Crear tipo de propiedad' })
    await modal.getByLabel('Nombre').fill('A')
    await modal.getByRole('button', { name: 'Guardar' }).click()
    await expect(modal.getByText('El nombre debe tener al menos 2 caracteres')).toBeVisible()
    await modal.getByLabel('Nombre').fill(name)
    await modal.getByText('Rural').click()
    await modal.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Tipo de propiedad creado con éxito.')).toBeVisible()
    await expect(visibleItem(page, 'type', name)).toBeVisible()
    const types = await (await page.request.get('/api/admin/property-types', { headers: auth(session.token) })).json()
    const created = types.find((t: { name: string }) => t.name === name)
    expect(created).toMatchObject({ icon: 'TreePine', isActive: 1 })

    await page
      .getByRole('button', { name: `Editar ${name}` })
      .filter({ visible: true })
      .click()
    const edit = page.getByRole('dialog', { name: 'Editar tipo de propiedad' })
    await edit.getByLabel('Nombre').fill(`${name} alpina`)
    await edit.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Tipo de propiedad actualizado con éxito.')).toBeVisible()
    expect((await (await page.request.get(`/api/admin/property-types/${created.id}`, { headers: auth(session.token) })).json()).name).toBe(`${name} alpina`)

    await page
      .getByRole('button', { name: `Eliminar ${name} alpina` })
      .filter({ visible: true })
      .click()
    await page.getByRole('dialog', { name: '¿Eliminar tipo de propiedad?' }).getByRole('button', { name: 'Eliminar' }).click()
    await expect(page.getByText('Tipo de propiedad eliminado con éxito.')).toBeVisible()
    await expect(visibleItem(page, 'type', name)).toHaveCount(0)
    expect((await page.request.get(`/api/admin/property-types/${created.id}`, { headers: auth(session.token) })).status()).toBe(404)
  })

  test('a type in use cannot be deleted, and the message says why', async ({ page }) => {
    await openAs(page, SUPERADMIN, '/admin/property-types')
    await page.getByRole('button', { name: 'Eliminar Casa' }).filter({ visible: true }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click()
    await expect(page.getByText(/Error al eliminar el tipo de propiedad\. No se puede eliminar el tipo de propiedad porque \d+ propiedades lo usan\./)).toBeVisible()
    await expect(visibleItem(page, 'type', 'Casa')).toBeVisible()
  })

  test('the create page requires a name and an icon', async ({ page }, testInfo) => {
    await openAs(page, SUPERADMIN, '/admin/property-types/crear')
    await expect(page.getByRole('heading', { level: 1, name: 'Crear tipo de propiedad' })).toBeVisible()
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('El nombre debe tener al menos 2 caracteres')).toBeVisible()
    await expect(page.getByText('El icono es requerido')).toBeVisible()
    const name = `Galpón ${testInfo.project.name} ${Date.now() % 100000}`
    await page.getByLabel('Nombre').fill(name)
    await page.getByText('Bodega').click()
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Tipo de propiedad creado con éxito.')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/property-types$/)
    await expect(visibleItem(page, 'type', name)).toBeVisible()
  })
})

test.describe('users', () => {
  test('the list shows role badges: superadmin blue, admin red', async ({ page }) => {
    await openAs(page, SUPERADMIN, '/admin/usuarios')
    await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible()
    const superBadge = visibleItem(page, 'user', SUPERADMIN.email).locator('[data-role=superadmin]')
    await expect(superBadge).toHaveText('Superadministrador')
    await expect(superBadge).toHaveClass(/bg-blue-100/)
    const adminBadge = visibleItem(page, 'user', MARIA.email).locator('[data-role=admin]')
    await expect(adminBadge).toHaveText('Administrador')
    await expect(adminBadge).toHaveClass(/bg-red-100/)
  })

  test('create with checks, duplicate email as a field error, edit keeping the password, delete', async ({ page, request }, testInfo) => {
    const email = `sofia.${testInfo.project.name}.${Date.now()}@inmobiliaria.test`
    await openAs(page, SUPERADMIN, '/admin/usuarios')
    await page.getByRole('link', { name: 'Nuevo usuario' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Crear usuario' })).toBeVisible()
    await page.getByRole('button', { name: 'Crear usuario' }).click()
    await expect(page.getByText('El nombre debe tener al menos 2 caracteres')).toBeVisible()
    await expect(page.getByText('Email inválido')).toBeVisible()
    await expect(page.getByText('La contraseña debe tener al menos 12 caracteres.', { exact: true })).toBeVisible()
    await expect(page.getByText('El rol es requerido')).toBeVisible()

    await page.getByLabel('Nombre').fill('Sofía Intriago')
    await page.getByLabel('Email').fill(MARIA.email)
    await page.getByLabel('Contraseña', { exact: true }).fill('Sofia-Clave-Larga-1')
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click()
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAttribute('type', 'text')
    await page.getByLabel('Rol').selectOption({ label: 'Administrador' })
    await page.getByLabel('Teléfono (opcional)').fill('+593 98 111 2233')
    await page.getByRole('button', { name: 'Crear usuario' }).click()
    await expect(page.getByText('Ya existe un usuario con ese email.')).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')

    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Crear usuario' }).click()
    await expect(page.getByText('Usuario creado con éxito.')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/usuarios$/)
    await expect(visibleItem(page, 'user', email)).toContainText('Sofía Intriago')

    // Within this run's row: a retry finds the first attempt's Sofía in the list too.
    await visibleItem(page, 'user', email).getByRole('link', { name: 'Editar a Sofía Intriago' }).click()
    await expect(page.getByLabel('Nombre')).toHaveValue('Sofía Intriago')
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('')
    await page.getByLabel('Nombre').fill('Sofía Intriago Mera')
    await page.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect(page.getByText('Usuario actualizado con éxito.')).toBeVisible()
    await expect(visibleItem(page, 'user', email)).toContainText('Sofía Intriago Mera')
    // Not page.request: it shares the page's cookies, and Sofía's session would replace the superadmin's.
    const login = await apiLogin(request, { email, password: 'Sofia-Clave-Larga-1' })
    expect(login.user).toMatchObject({ name: 'Sofía Intriago Mera', role: 'admin', phoneNumber: '+593 98 111 2233' })

    await visibleItem(page, 'user', email).getByRole('button', { name: 'Eliminar a Sofía Intriago Mera' }).click()
    const dialog = page.getByRole('dialog', { name: '¿Eliminar a Sofía Intriago Mera?' })
    await expect(dialog).toContainText('Esta acción no se puede deshacer')
    await dialog.getByRole('button', { name: 'Eliminar' }).click()
    await expect(page.getByText('Usuario eliminado con éxito.')).toBeVisible()
    await expect(visibleItem(page, 'user', email)).toHaveCount(0)
    expect((await request.post('/api/auth/login', { data: { email, password: 'Sofia-Clave-Larga-1' } })).status()).toBe(401)
  })

  test('a user who owns listings cannot be deleted, and the message says why', async ({ page }) => {
    await openAs(page, SUPERADMIN, '/admin/usuarios')
    await page
      .getByRole('button', { name: `Eliminar a ${MARIA.name}` })
      .filter({ visible: true })
      .click()
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click()
    await expect(page.getByText(/No se pudo eliminar el usuario\. No se puede eliminar el usuario porque todavía tiene \d+ propiedades/)).toBeVisible()
    await expect(visibleItem(page, 'user', MARIA.email)).toBeVisible()
  })
})
