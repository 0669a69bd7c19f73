import { expect, test, type Page } from '@playwright/test'
import type { Property } from '../../src/shared/types.ts'
import { apiLogin, auth, createListing, listingsDeletedAfterFile, MARIA, openAs, SUPERADMIN } from './admin-fixtures.ts'

// Issue 11: the form asks for parking spaces, lets a superadmin feature a listing, and switching
// the opportunity off and on keeps the price the advertiser typed. Desktop and phone windows.

const created = listingsDeletedAfterFile()

async function saveEdit(page: Page) {
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await page.getByRole('dialog', { name: 'Confirmar actualización' }).getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('Propiedad actualizada con éxito.')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/propiedades$/)
}

/** The home page's featured block as served (only featured opportunities reach it). */
async function homeHtml(page: Page): Promise<string> {
  const html = await (await page.request.get('/')).text()
  return html.slice(html.indexOf('data-home-featured'))
}

async function managedRead(page: Page, id: number): Promise<Property> {
  const session = await apiLogin(page.request, MARIA)
  const res = await page.request.get(`/api/properties/admin/${id}`, { headers: auth(session.token) })
  expect(res.status()).toBe(200)
  return (await res.json()) as Property
}

test('parking spaces are asked on the form, saved and shown on the listing page', async ({ page }, testInfo) => {
  const session = await apiLogin(page.request, MARIA)
  const listing = (await createListing(page.request, session.token, { title: `Casa con cochera ${testInfo.project.name} ${Date.now()}`, area: '180', bedrooms: '3', bathrooms: '2' })) as Property
  created.push(listing.id)
  expect(listing.garage).toBeNull()
  await openAs(page, MARIA, `/admin/propiedades/editar/${listing.id}`)
  await expect(page.getByLabel('Parqueaderos')).toHaveValue('')
  await page.getByLabel('Parqueaderos').fill('2,5')
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(page.getByRole('dialog', { name: 'Confirmar actualización' })).toHaveCount(0)
  await page.getByLabel('Parqueaderos').fill('3')
  await saveEdit(page)
  expect((await managedRead(page, listing.id)).garage).toBe(3)
  await page.goto(`/propiedades/${listing.slug}`)
  await expect(page.locator('[data-fact]')).toHaveText(['180 m²', '3', '2', '3'])
})

test('a superadmin features an opportunity from the form and the home page shows it; an advertiser sees no such box', async ({ page }, testInfo) => {
  // Three logins, two saves and two home page reads: 28 s on a quiet machine, past 30 s on a busy one.
  test.setTimeout(60_000)
  const session = await apiLogin(page.request, MARIA)
  const title = `Oportunidad destacable ${testInfo.project.name} ${Date.now()}`
  const listing = (await createListing(page.request, session.token, { title, isOpportunity: 'true', opportunityPrice: '120000' })) as Property
  created.push(listing.id)
  expect(listing.isFeatured).toBe(0)

  await openAs(page, MARIA, `/admin/propiedades/editar/${listing.id}`)
  await expect(page.getByLabel('Título')).toHaveValue(title)
  await expect(page.getByLabel('Destacada en la portada')).toHaveCount(0)

  await openAs(page, SUPERADMIN, `/admin/propiedades/editar/${listing.id}`)
  const featured = page.getByLabel('Destacada en la portada')
  await expect(featured).not.toBeChecked()
  await expect(featured).toHaveAccessibleDescription(/Las oportunidades destacadas aparecen/)
  await featured.check()
  await saveEdit(page)
  expect((await managedRead(page, listing.id)).isFeatured).toBe(1)
  // Read without the browser's cache: the home page may be kept for a minute.
  expect(await homeHtml(page)).toContain(title)

  await openAs(page, SUPERADMIN, `/admin/propiedades/editar/${listing.id}`)
  await expect(page.getByLabel('Destacada en la portada')).toBeChecked()
  await page.getByLabel('Destacada en la portada').uncheck()
  await saveEdit(page)
  expect((await managedRead(page, listing.id)).isFeatured).toBe(0)
  expect(await homeHtml(page)).not.toContain(title)
})

test('switching the opportunity off and on again in the form keeps its price', async ({ page, request }, testInfo) => {
  const session = await apiLogin(page.request, MARIA)
  const listing = (await createListing(page.request, session.token, {
    title: `Oportunidad conmutable ${testInfo.project.name} ${Date.now()}`,
    isOpportunity: 'true',
    opportunityPrice: '133000',
  })) as Property
  created.push(listing.id)
  await openAs(page, MARIA, `/admin/propiedades/editar/${listing.id}`)
  await page.getByLabel('Es una oportunidad').uncheck()
  await expect(page.getByLabel('Precio de oportunidad')).toBeDisabled()
  await expect(page.getByLabel('Precio de oportunidad')).toHaveValue('133000')
  await saveEdit(page)
  expect(await managedRead(page, listing.id)).toMatchObject({ isOpportunity: 0, opportunityPrice: 133000 })
  // The public's read (page.request carries the advertiser's session cookie).
  expect(((await (await request.get(`/api/properties/${listing.id}`)).json()) as Property).opportunityPrice).toBeNull()

  await openAs(page, MARIA, `/admin/propiedades/editar/${listing.id}`)
  await page.getByLabel('Es una oportunidad').check()
  await expect(page.getByLabel('Precio de oportunidad')).toHaveValue('133000')
  await saveEdit(page)
  expect(await managedRead(page, listing.id)).toMatchObject({ isOpportunity: 1, opportunityPrice: 133000 })
})
