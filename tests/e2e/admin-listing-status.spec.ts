import { expect, test, type Page } from '@playwright/test'
import { apiLogin, auth, createListing, listingsDeletedAfterFile, MARIA, openAs } from './admin-fixtures.ts'

// The availability selector of the property form (available, reserved, sold, rented) and the badges
// that show it in the management list, on the desktop and the phone.

/** A row (desktop table) or card (phone) of the management list holding `title`. */
const listItem = (page: Page, title: string) => page.locator('[data-testid=property-row], [data-testid=property-card]').filter({ hasText: title }).filter({ visible: true })
const options = (page: Page, label = 'Disponibilidad') => page.getByLabel(label).locator('option')

const created = listingsDeletedAfterFile()

async function saveForm(page: Page) {
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await page.getByRole('dialog', { name: 'Confirmar actualización' }).getByRole('button', { name: 'Guardar' }).click()
}

async function stored(page: Page, id: number, token: string) {
  return (await (await page.request.get(`/api/properties/admin/${id}`, { headers: auth(token) })).json()) as { statusId: string; status: string; priceType: string }
}

test.describe('listing availability in the admin', () => {
  test('a sale listing is offered sold but not rented; marked sold it shows the badge in the list', async ({ page }, testInfo) => {
    const session = await apiLogin(page.request, MARIA)
    const listing = await createListing(page.request, session.token, { title: `Casa por vender ${testInfo.project.name} ${Date.now()}` })
    created.push(listing.id)
    await openAs(page, MARIA, `/admin/propiedades/editar/${listing.id}`)
    await expect(page.getByLabel('Disponibilidad')).toHaveValue('status_available')
    await expect(options(page)).toHaveText(['Disponible', 'Reservada', 'Vendida'])
    await expect(page.getByText('«Vendida» solo para venta y «Alquilada» solo para alquiler.')).toBeVisible()

    await page.getByLabel('Disponibilidad').selectOption({ label: 'Vendida' })
    await saveForm(page)
    await expect(page.getByText('Propiedad actualizada con éxito.')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/propiedades$/)
    await expect(listItem(page, listing.title).getByTestId('listing-status')).toHaveText('Vendida')
    expect(await stored(page, listing.id, session.token)).toMatchObject({ statusId: 'status_sold', status: 'sold' })

    // An available listing carries no availability badge: the closed ones stand out.
    const other = await createListing(page.request, session.token, { title: `Casa libre ${testInfo.project.name} ${Date.now()}` })
    created.push(other.id)
    await page.reload()
    await expect(listItem(page, other.title)).toBeVisible()
    await expect(listItem(page, other.title).getByTestId('listing-status')).toHaveCount(0)
  })

  test('switching a sold listing to rent puts it back to available, says so, and then offers rented', async ({ page }, testInfo) => {
    const session = await apiLogin(page.request, MARIA)
    const listing = await createListing(page.request, session.token, { title: `Casa que pasa a alquiler ${testInfo.project.name} ${Date.now()}`, statusId: 'status_sold' })
    created.push(listing.id)
    await openAs(page, MARIA, `/admin/propiedades/editar/${listing.id}`)
    await expect(page.getByLabel('Disponibilidad')).toHaveValue('status_sold')

    await page.getByLabel('Tipo de precio').selectOption('rent')
    await expect(page.getByLabel('Disponibilidad')).toHaveValue('status_available')
    await expect(page.getByRole('status').filter({ hasText: 'Una propiedad en alquiler no puede estar vendida: la disponibilidad volvió a «Disponible».' })).toBeVisible()
    await expect(options(page)).toHaveText(['Disponible', 'Reservada', 'Alquilada'])

    await page.getByLabel('Disponibilidad').selectOption({ label: 'Alquilada' })
    await expect(page.getByRole('status').filter({ hasText: 'no puede estar vendida' })).toHaveCount(0)
    await saveForm(page)
    await expect(page.getByText('Propiedad actualizada con éxito.')).toBeVisible()
    await expect(listItem(page, listing.title).getByTestId('listing-status')).toHaveText('Alquilada')
    expect(await stored(page, listing.id, session.token)).toMatchObject({ priceType: 'rent', statusId: 'status_rented', status: 'rented' })
  })

  test('a reserved status survives a change of operation and shows "Reservada" in the list', async ({ page }, testInfo) => {
    const session = await apiLogin(page.request, MARIA)
    const listing = await createListing(page.request, session.token, { title: `Depa reservado ${testInfo.project.name} ${Date.now()}` })
    created.push(listing.id)
    await openAs(page, MARIA, `/admin/propiedades/editar/${listing.id}`)
    await page.getByLabel('Disponibilidad').selectOption({ label: 'Reservada' })
    await page.getByLabel('Tipo de precio').selectOption('rent')
    await expect(page.getByLabel('Disponibilidad')).toHaveValue('status_pending')
    await saveForm(page)
    await expect(listItem(page, listing.title).getByTestId('listing-status')).toHaveText('Reservada')
    expect(await stored(page, listing.id, session.token)).toMatchObject({ priceType: 'rent', statusId: 'status_pending' })
  })

  test('when the server refuses the status for the operation, its message is on the field and nothing changes', async ({ page }, testInfo) => {
    const session = await apiLogin(page.request, MARIA)
    const listing = await createListing(page.request, session.token, { title: `Casa en disputa ${testInfo.project.name} ${Date.now()}` })
    created.push(listing.id)
    // The form never sends this pair; the body is turned into "rent" on its way so that the real
    // server answers as it would to a client that disagreed with it.
    await page.route(`**/api/properties/${listing.id}`, async (route) => {
      const body = route.request().postDataBuffer()
      if (route.request().method() !== 'PUT' || !body) return route.continue()
      const text = body.toString('latin1').replace(/(name="priceType"\r\n\r\n)sale/, '$1rent')
      await route.continue({ postData: Buffer.from(text, 'latin1') })
    })
    await openAs(page, MARIA, `/admin/propiedades/editar/${listing.id}`)
    await page.getByLabel('Disponibilidad').selectOption({ label: 'Vendida' })
    await saveForm(page)
    await expect(page.getByText('Error al actualizar la propiedad.')).toBeVisible()
    const message = 'Solo una propiedad en venta puede estar vendida, y solo una en alquiler alquilada'
    await expect(page.locator('.field-error', { hasText: message })).toBeVisible()
    await expect(page.getByLabel('Disponibilidad')).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveURL(new RegExp(`/admin/propiedades/editar/${listing.id}$`))
    expect(await stored(page, listing.id, session.token)).toMatchObject({ priceType: 'sale', statusId: 'status_available' })
  })

  test('the availability selector speaks English and Portuguese', async ({ page }, testInfo) => {
    const session = await apiLogin(page.request, MARIA)
    const listing = await createListing(page.request, session.token, { title: `Casa bilingüe ${testInfo.project.name} ${Date.now()}`, priceType: 'rent' })
    created.push(listing.id)
    await page.goto('/login')
    await page.evaluate(() => localStorage.setItem('lang', 'en'))
    await openAs(page, MARIA, `/admin/propiedades/editar/${listing.id}`)
    await expect(options(page, 'Availability')).toHaveText(['Available', 'Reserved', 'Rented'])
    await page.getByLabel('Availability').selectOption({ label: 'Rented' })
    await page.getByLabel('Price type').selectOption('sale')
    await expect(page.getByRole('status').filter({ hasText: 'A listing for sale can’t be rented: availability went back to “Available”.' })).toBeVisible()

    await page.evaluate(() => localStorage.setItem('lang', 'pt'))
    await page.reload()
    await expect(options(page, 'Disponibilidade')).toHaveText(['Disponível', 'Reservado', 'Alugado'])
  })
})
