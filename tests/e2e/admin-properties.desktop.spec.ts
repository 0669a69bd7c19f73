import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { imageBytes } from '../fixtures/images.ts'
import { apiLogin, auth, CARLOS, createListing, dropFiles, listingsDeletedAfterFile, MARIA, openAs, SUPERADMIN } from './admin-fixtures.ts'

const png = async (hue: number, name: string) => ({ name, mimeType: 'image/png', buffer: await imageBytes('png', { hue }) })

/** A row (desktop table) or card (phone) of the management list holding `title`. */
const listItem = (page: Page, title: string) => page.locator('[data-testid=property-row], [data-testid=property-card]').filter({ hasText: title }).filter({ visible: true })

/** A listing's button (`Desactivar`, `Activar`, `Eliminar`) in the management list. */
const rowButton = (page: Page, action: string, title: string) => page.getByRole('button', { name: `${action} «${title}»` }).filter({ visible: true })

const created = listingsDeletedAfterFile()

/** A listing of María's, made through the API; `created` deletes it after the file unless the test does. */
async function mariasListing(page: Page, testInfo: TestInfo, name: string, deletedAfter = true) {
  const session = await apiLogin(page.request, MARIA)
  const listing = await createListing(page.request, session.token, { title: `${name} ${testInfo.project.name} ${Date.now()}` })
  if (deletedAfter) created.push(listing.id)
  return { session, listing }
}

/** Every required field of the create form with valid values, images apart. */
async function fillValidListing(page: Page, title: string) {
  await page.getByLabel('Título').fill(title)
  await page.getByLabel('Dirección').fill('Calle Los Pinos 45 y Av. Interoceánica')
  await page.getByLabel('Descripción').fill('Casa luminosa con jardín y vista a los valles.')
  await page.getByLabel('Precio', { exact: true }).fill('185.000,50')
  await page.getByLabel('Habitaciones').fill('3')
  await page.getByLabel('Baños').fill('2,5')
  await page.getByLabel('Área (m²)').fill('210')
  await page.getByLabel('País').selectOption({ label: 'Ecuador' })
  await page.getByLabel('Ciudad').selectOption({ label: 'Cumbayá' })
  await page.getByLabel('Barrio').fill('La Primavera')
  await page.getByLabel('Tipo de propiedad').selectOption({ label: 'Casa' })
}

test.describe('property form checks', () => {
  test('an empty form lists every failed check as toasts, after a summary, and opens no dialog', async ({ page }) => {
    await openAs(page, MARIA, '/admin/propiedades/crear')
    await expect(page.getByRole('heading', { level: 1, name: 'Crear propiedad' })).toBeVisible()
    await page.getByRole('button', { name: 'Crear propiedad' }).click()
    await expect(page.getByText('Se encontraron 8 errores. Por favor revisa el formulario.')).toBeVisible()
    for (const message of [
      'El título debe tener al menos 5 caracteres',
      'La dirección debe tener al menos 5 caracteres',
      'El país es requerido',
      'La ciudad es requerida',
      'El tipo de propiedad es requerido',
      'Por favor ingrese un precio válido mayor que 0',
      'Se requiere una imagen principal',
      'Se requiere al menos una imagen adicional',
    ]) {
      await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible()
    }
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('numbers are checked with the spec messages and the opportunity price only for an opportunity', async ({ page }) => {
    await openAs(page, MARIA, '/admin/propiedades/crear')
    await expect(page.getByLabel('Precio de oportunidad')).toBeDisabled()
    await page.getByLabel('Precio', { exact: true }).fill('0')
    await page.getByLabel('Es una oportunidad').check()
    await expect(page.getByLabel('Precio de oportunidad')).toBeEnabled()
    await page.getByLabel('Costos legales').fill('-1')
    await page.getByLabel('Habitaciones').fill('2,5')
    await page.getByLabel('Baños').fill('1,25')
    await page.getByLabel('Área (m²)').fill('0')
    await page.getByRole('button', { name: 'Crear propiedad' }).click()
    for (const message of [
      'Por favor ingrese un precio válido mayor que 0',
      'El precio de oportunidad es requerido y debe ser mayor que 0',
      'Los costos legales deben ser un número válido mayor o igual a 0',
      'Por favor ingrese un número válido de habitaciones',
      'Por favor ingrese un número válido de baños',
      'Por favor ingrese un área válida mayor que 0',
    ]) {
      // 13 failed checks, 0.8 s apart: the later ones take a while to appear.
      await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible({ timeout: 15_000 })
    }
  })

  test("the city stays disabled until a country is chosen, then offers that country's cities", async ({ page }) => {
    await openAs(page, MARIA, '/admin/propiedades/crear')
    await expect(page.getByLabel('Ciudad')).toBeDisabled()
    await page.getByLabel('País').selectOption({ label: 'Perú' })
    await expect(page.getByLabel('Ciudad')).toBeEnabled()
    await expect(page.getByLabel('Ciudad').locator('option', { hasText: /^Lima$/ })).toHaveCount(1)
    await expect(page.getByLabel('Ciudad').locator('option', { hasText: /^Quito$/ })).toHaveCount(0)
  })

  test('files that are not png, jpeg or webp are refused before upload', async ({ page }) => {
    await openAs(page, MARIA, '/admin/propiedades/crear')
    await page.getByTestId('images-input').setInputFiles([{ name: 'plano.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 fake') }, await png(90, 'ok.png')])
    await expect(page.getByText('«plano.pdf» no es una imagen PNG, JPEG o WebP.')).toBeVisible()
    await expect(page.getByTestId('photo')).toHaveCount(1)
    await expect(page.getByRole('img', { name: 'Foto 1, nueva: ok.png' })).toBeVisible()
    await page.getByRole('button', { name: 'Quitar la foto 1' }).click()
    await expect(page.getByTestId('photo')).toHaveCount(0)
  })
})

test.describe('property form upload', () => {
  test('photos can be dropped on the drop zone as well as picked, the first becoming the cover, and a dropped PDF is refused', async ({ page }) => {
    await openAs(page, MARIA, '/admin/propiedades/crear')
    await dropFiles(page, 'images-input', [await png(40, 'soltada.png')])
    await expect(page.getByTestId('photo').first().getByRole('img', { name: 'Foto 1, nueva: soltada.png' })).toBeVisible()
    await expect(page.getByTestId('photo').first()).toContainText('Portada')
    await dropFiles(page, 'images-input', [await png(70, 'patio.png'), { name: 'contrato.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 fake') }, await png(160, 'baño.png')])
    await expect(page.getByText('«contrato.pdf» no es una imagen PNG, JPEG o WebP.')).toBeVisible()
    await expect(page.getByTestId('photo')).toHaveCount(3)
    await expect(page.getByRole('img', { name: 'Foto 2, nueva: patio.png' })).toBeVisible()

    // A photo dropped beside the zones is ignored instead of replacing the page (and the form).
    const dropped = await page.getByRole('heading', { level: 1 }).evaluate((node) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File(['x'], 'fuera.png', { type: 'image/png' }))
      const event = new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true })
      node.dispatchEvent(event)
      return event.defaultPrevented
    })
    expect(dropped).toBe(true)
    await expect(page.getByTestId('photo')).toHaveCount(3)
  })

  test('saving shows the upload progress, sends one request however often Crear is clicked, and locks the form', async ({ page }, testInfo) => {
    const title = `Casa de un solo envío ${testInfo.project.name} ${Date.now()}`
    await openAs(page, MARIA, '/admin/propiedades/crear')
    await fillValidListing(page, title)
    await page.getByTestId('images-input').setInputFiles([await png(20, 'fachada.png'), await png(120, 'sala.png')])
    let posts = 0
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/properties', async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      posts += 1
      await held
      await route.continue()
    })
    await page.getByRole('button', { name: 'Crear propiedad' }).click()
    const confirm = page.getByRole('dialog', { name: 'Confirmar creación' }).getByRole('button', { name: 'Crear' })
    await confirm.dblclick()
    await expect(page.getByRole('dialog', { name: 'Confirmar creación' }).getByRole('progressbar')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Crear propiedad' })).toBeDisabled()
    await expect(page.getByLabel('Título')).toBeDisabled()
    release()
    await expect(page.getByText('Propiedad creada con éxito.')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/propiedades$/)
    expect(posts).toBe(1)
    const { data } = await (await page.request.get(`/api/properties?q=${encodeURIComponent(title)}`)).json()
    expect(data).toHaveLength(1)
    created.push(data[0].id)
  })

  test('a save the server refuses shows its messages, keeps the form filled and creates nothing', async ({ page }, testInfo) => {
    const title = `Casa rechazada ${testInfo.project.name} ${Date.now()}`
    await openAs(page, MARIA, '/admin/propiedades/crear')
    await fillValidListing(page, title)
    await page.getByTestId('images-input').setInputFiles([await png(20, 'fachada.png'), await png(120, 'sala.png')])
    await page.route('**/api/properties', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Datos inválidos', errors: [{ path: 'price', message: 'El precio supera el máximo permitido' }] }),
          })
        : route.continue(),
    )
    await page.getByRole('button', { name: 'Crear propiedad' }).click()
    await page.getByRole('dialog', { name: 'Confirmar creación' }).getByRole('button', { name: 'Crear' }).click()
    await expect(page.getByText('Error al crear la propiedad.')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'El precio supera el máximo permitido' })).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/propiedades\/crear$/)
    await expect(page.getByLabel('Título')).toHaveValue(title)
    await expect(page.getByLabel('Título')).toBeEnabled()
    await expect(page.getByTestId('photo')).toHaveCount(2)
    await expect(page.getByRole('progressbar')).toHaveCount(0)
    await page.unrouteAll()
    const { data } = await (await page.request.get(`/api/properties?q=${encodeURIComponent(title)}`)).json()
    expect(data).toHaveLength(0)
  })
})

test.describe('property create, edit, status and delete', () => {
  test('creating a listing with a main image and two photos puts it on the public site', async ({ page }, testInfo) => {
    const title = `Casa del bosque ${testInfo.project.name} ${Date.now()}`
    await openAs(page, MARIA, '/admin/propiedades/crear')
    await expect(page.getByLabel('Moneda')).toHaveValue('USD')
    await expect(page.getByLabel('Tipo de precio')).toHaveValue('sale')
    await fillValidListing(page, title)
    await page.getByTestId('images-input').setInputFiles([await png(20, 'fachada.png'), await png(120, 'sala.png'), await png(200, 'cocina.png')])
    await expect(page.getByTestId('photo')).toHaveCount(3)
    await expect(page.getByTestId('photo').first()).toContainText('Portada')
    await page.getByRole('button', { name: 'Crear propiedad' }).click()

    const dialog = page.getByRole('dialog', { name: 'Confirmar creación' })
    await expect(dialog).toContainText(title)
    await dialog.getByRole('button', { name: 'Crear' }).click()
    await expect(page.getByText('Propiedad creada con éxito.')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/propiedades$/)
    await expect(listItem(page, title)).toBeVisible()

    const res = await page.request.get(`/api/properties?q=${encodeURIComponent(title)}`)
    const { data } = await res.json()
    expect(data).toHaveLength(1)
    expect(data[0]).toMatchObject({
      title,
      price: 185000.5,
      currency: 'USD',
      priceType: 'sale',
      bedrooms: 3,
      bathrooms: 2.5,
      area: 210,
      cityName: 'Cumbayá',
      neighborhood: 'La Primavera',
      isActive: 1,
      authorName: MARIA.name,
    })
    expect(data[0].mainImage).toMatch(/^\/uploads\/.+\.webp$/)
    expect(data[0].images).toHaveLength(2)
    created.push(data[0].id)
    const publicPage = await page.request.get(`/propiedades/${data[0].slug}`)
    expect(publicPage.status()).toBe(200)
    expect(await publicPage.text()).toContain(title)
  })

  test('editing removes a photo, replaces the cover with a new one and switches opportunity on', async ({ page }, testInfo) => {
    const { listing } = await mariasListing(page, testInfo, 'Departamento editable')
    await openAs(page, MARIA, `/admin/propiedades/editar/${listing.id}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Editar propiedad' })).toBeVisible()
    await expect(page.getByLabel('Título')).toHaveValue(listing.title)
    await expect(page.getByTestId('photo')).toHaveCount(3)

    await page.getByRole('button', { name: 'Quitar la foto 2' }).click()
    await page.getByRole('button', { name: 'Quitar la foto 1' }).click()
    await expect(page.getByTestId('photo')).toHaveCount(1)
    await page.getByTestId('images-input').setInputFiles(await png(250, 'nueva-fachada.png'))
    await page.getByRole('button', { name: 'Hacer portada la foto 2' }).click()
    await expect(page.getByTestId('photo').first().getByRole('img', { name: 'Foto 1, nueva: nueva-fachada.png' })).toBeVisible()
    await page.getByLabel('Es una oportunidad').check()
    await page.getByLabel('Precio de oportunidad').fill('139000')
    await page.getByRole('button', { name: 'Guardar cambios' }).click()
    await page.getByRole('dialog', { name: 'Confirmar actualización' }).getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Propiedad actualizada con éxito.')).toBeVisible()
    await expect(page.getByText('Estado de oportunidad activado correctamente.')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/propiedades$/)

    const updated = await (await page.request.get(`/api/properties/${listing.id}`)).json()
    expect(updated.images).toEqual([listing.images[1]])
    expect(updated.mainImage).not.toBe(listing.mainImage)
    expect(updated).toMatchObject({ isOpportunity: 1, opportunityPrice: 139000 })
    expect((await page.request.get(listing.mainImage)).status()).toBe(404)
  })

  test('deactivating after the dialog hides the listing from the public, and activating brings it back', async ({ page, request }, testInfo) => {
    // `request` carries no session (page.request has the admin's cookie): it reads as the public does.
    const { listing } = await mariasListing(page, testInfo, 'Suite conmutable')
    await openAs(page, MARIA, '/admin/propiedades')
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Propiedades' })).toBeVisible()
    await rowButton(page, 'Desactivar', listing.title).click()
    const dialog = page.getByRole('dialog', { name: '¿Desactivar propiedad?' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await expect(dialog).toHaveCount(0)
    expect((await request.get(`/api/properties/${listing.id}`)).status()).toBe(200)

    await rowButton(page, 'Desactivar', listing.title).click()
    await page.getByRole('dialog', { name: '¿Desactivar propiedad?' }).getByRole('button', { name: 'Desactivar' }).click()
    await expect(page.getByText('Propiedad desactivada con éxito.')).toBeVisible()
    await expect(listItem(page, listing.title)).toContainText('Inactiva')
    expect((await request.get(`/api/properties/${listing.id}`)).status()).toBe(404)

    await page.getByRole('button', { name: 'Inactivas' }).click()
    await expect(listItem(page, listing.title)).toBeVisible()
    await rowButton(page, 'Activar', listing.title).click()
    await page.getByRole('dialog', { name: '¿Activar propiedad?' }).getByRole('button', { name: 'Activar' }).click()
    await expect(page.getByText('Propiedad activada con éxito.')).toBeVisible()
    await expect(listItem(page, listing.title)).toHaveCount(0)
    expect((await request.get(`/api/properties/${listing.id}`)).status()).toBe(200)
  })

  test('a failed status call says so and changes nothing: no full update is sent behind it', async ({ page }, testInfo) => {
    const { session, listing } = await mariasListing(page, testInfo, 'Loft sin respaldo')
    await page.route(`**/api/properties/${listing.id}/status`, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"fallo"}' }))
    const updates: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/properties/${listing.id}`) && request.method() !== 'GET') updates.push(request.method())
    })
    await openAs(page, MARIA, '/admin/propiedades')
    await rowButton(page, 'Desactivar', listing.title).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Desactivar' }).click()
    await expect(page.getByText('No se pudo actualizar el estado de la propiedad.')).toBeVisible()
    const stored = await (await page.request.get(`/api/properties/${listing.id}`, { headers: auth(session.token) })).json()
    expect(stored.isActive).toBe(1)
    expect(stored.images).toEqual(listing.images)
    expect(updates).toEqual([])
  })

  test('deleting after the confirmation removes the listing for good', async ({ page }, testInfo) => {
    const { session, listing } = await mariasListing(page, testInfo, 'Terreno efímero', false)
    await openAs(page, MARIA, '/admin/propiedades')
    await rowButton(page, 'Eliminar', listing.title).click()
    const dialog = page.getByRole('dialog', { name: '¿Eliminar propiedad?' })
    await expect(dialog).toContainText('Esta acción no se puede deshacer.')
    await dialog.getByRole('button', { name: 'Eliminar' }).click()
    await expect(page.getByText('Propiedad eliminada con éxito.')).toBeVisible()
    await expect(listItem(page, listing.title)).toHaveCount(0)
    expect((await page.request.get(`/api/properties/${listing.id}`, { headers: auth(session.token) })).status()).toBe(404)
    expect((await page.request.get(listing.mainImage)).status()).toBe(404)
  })

  test('a failed delete says so and keeps the listing', async ({ page }, testInfo) => {
    const { listing } = await mariasListing(page, testInfo, 'Casa persistente')
    await page.route(`**/api/properties/${listing.id}`, (route) => (route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '{"message":"x"}' }) : route.continue()))
    await openAs(page, MARIA, '/admin/propiedades')
    await rowButton(page, 'Eliminar', listing.title).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click()
    await expect(page.getByText('No se pudo eliminar la propiedad.')).toBeVisible()
    await expect(listItem(page, listing.title)).toBeVisible()
  })
})

test.describe('property list', () => {
  test('the superadmin sees "Todas las Propiedades" and the filters match the API counts', async ({ page }, testInfo) => {
    // Its own inactive listing, so that the filter has something to show whatever ran before.
    const maria = await apiLogin(page.request, MARIA)
    const inactive = await createListing(page.request, maria.token, { title: `Casa en pausa ${testInfo.project.name} ${Date.now()}` })
    created.push(inactive.id)
    expect((await page.request.patch(`/api/properties/${inactive.id}/status`, { headers: auth(maria.token), data: { isActive: false } })).status()).toBe(200)
    const session = await openAs(page, SUPERADMIN, '/admin/propiedades')
    await expect(page.getByRole('heading', { level: 1, name: 'Todas las Propiedades' })).toBeVisible()
    const count = async (isActive: string) =>
      (await (await page.request.get(`/api/properties/superadmin/all?limit=1000&isActive=${isActive}`, { headers: auth(session.token) })).json()).pagination.total as number
    await page.getByRole('button', { name: 'Inactivas' }).click()
    await expect(page).toHaveURL(/\/admin\/propiedades\?filter=inactive$/)
    const inactiveTotal = await count('false')
    // One page of the default size (25), and the count of all of them.
    await expect(page.locator('[data-testid=property-row], [data-testid=property-card]').filter({ visible: true })).toHaveCount(Math.min(25, inactiveTotal))
    await expect(page.getByRole('status').filter({ hasText: /^Mostrando / })).toHaveText(`Mostrando 1–${Math.min(25, inactiveTotal)} de ${inactiveTotal}`)
    await expect(page.locator('[data-testid=property-row], [data-testid=property-card]').filter({ visible: true }).first()).toContainText('Inactiva')
  })

  test('the text search narrows the list and says when nothing matches', async ({ page }) => {
    await openAs(page, SUPERADMIN, '/admin/propiedades')
    await page.getByLabel('Buscar en la lista').fill('zzzz-nada-coincide')
    await expect(page.getByText('Ninguna propiedad coincide con «zzzz-nada-coincide».')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Crear Primera Propiedad' })).toHaveCount(0)
  })

  test('an admin with no listings is offered "Crear Primera Propiedad"', async ({ page, request }, testInfo) => {
    const superadmin = await apiLogin(request, SUPERADMIN)
    const email = `nuevo-${testInfo.project.name}-${Date.now()}@inmobiliaria.test`
    const created = await request.post('/api/users', { headers: auth(superadmin.token), data: { name: 'Nuevo Agente', email, password: 'Faro-Rojo-Bahia-28', roleId: 'role_admin' } })
    expect(created.status()).toBe(201)
    await openAs(page, { email, password: 'Faro-Rojo-Bahia-28' }, '/admin/propiedades')
    await expect(page.getByText('Todavía no tienes propiedades registradas.')).toBeVisible()
    await page.getByRole('link', { name: 'Crear Primera Propiedad' }).click()
    await expect(page).toHaveURL(/\/admin\/propiedades\/crear$/)
    await openAs(page, { email, password: 'Faro-Rojo-Bahia-28' }, '/admin/propiedades')
    await page.getByRole('button', { name: 'Inactivas' }).click()
    await expect(page.getByText('No hay propiedades inactivas.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Crear Primera Propiedad' })).toHaveCount(0)
  })

  test("an admin opening another admin's listing is told it was not found", async ({ page }) => {
    const carlos = await apiLogin(page.request, CARLOS)
    const { data } = await (await page.request.get('/api/properties/admin/all?limit=1', { headers: auth(carlos.token) })).json()
    await openAs(page, MARIA, `/admin/propiedades/editar/${data[0].id}`)
    await expect(page.getByText('Propiedad no encontrada. Puede que haya sido eliminada.')).toBeVisible()
  })
})
