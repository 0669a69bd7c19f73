import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'
import type { Property } from '../../src/shared/types.ts'
import { imageBytes } from '../fixtures/images.ts'
import { apiLogin, auth, createListing, dropFiles, expectTileSources, listingsDeletedAfterFile, MARIA, openAs } from './admin-fixtures.ts'
import { expectNoHorizontalScroll, scrollSettled } from './support/layout.ts'
import { pickUpWithKeyboard } from './support/keyboardDrag.ts'

// Issue 28 on the admin form: a listing's floor plans, a list of their own after the photos: added
// by file or drop (images only, at most six), shown whole, reordered by buttons or by dragging
// (keyboard included), removed, and saved in that order. Desktop and phone windows.

const created = listingsDeletedAfterFile()

const section = (page: Page) => page.getByRole('group', { name: 'Planos', exact: true })
const tiles = (page: Page) => section(page).getByRole('list', { name: 'Planos de la propiedad, en orden' }).getByRole('listitem')
const status = (page: Page) => section(page).locator('[aria-live=polite]')

/** A PNG told apart from the others by its width (the server keeps it: it never enlarges). */
const png = async (width: number, name: string) => ({ name, mimeType: 'image/png', buffer: await imageBytes('png', { width, height: 40, hue: width }) })

/** The plan tiles' pictures, as a screen reader names them, in order. */
async function expectPlanNames(page: Page, names: string[]) {
  await expect
    .poll(() =>
      tiles(page)
        .locator('img')
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt'))),
    )
    .toEqual(names)
}

/** The tiles show these stored plans in this order (each by its smallest rendition). */
const expectStoredPlans = (page: Page, paths: string[]) => expectTileSources(tiles(page), paths)

async function widthsOf(request: APIRequestContext, paths: string[]) {
  return Promise.all(paths.map(async (p) => (await sharp(await (await request.get(p)).body()).metadata()).width))
}

/** The listing as its owner reads it. */
async function managedRead(request: APIRequestContext, id: number): Promise<Property> {
  const session = await apiLogin(request, MARIA)
  const res = await request.get(`/api/properties/admin/${id}`, { headers: auth(session.token) })
  expect(res.status()).toBe(200)
  return (await res.json()) as Property
}

async function saveChanges(page: Page) {
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await page.getByRole('dialog', { name: 'Confirmar actualización' }).getByRole('button', { name: 'Guardar' }).click()
}

async function openEdit(page: Page, id: number) {
  await page.goto(`/admin/propiedades/editar/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Editar propiedad' })).toBeVisible()
}

test('a new listing is saved with two floor plans in the order arranged, shown whole on the edit page; removing one keeps the other', async ({ page }) => {
  test.setTimeout(60_000)
  const title = `Casa con planos ${test.info().project.name} ${Date.now()}`
  await openAs(page, MARIA, '/admin/propiedades/crear')
  await expect(section(page)).toHaveAccessibleDescription(/hasta 6 planos/)
  await expect(section(page).getByText('Todavía no hay planos.')).toBeVisible()
  await expect(section(page).getByTestId('floor-plan-count')).toHaveText('0 de 6 planos.')

  await page.getByLabel('Título').fill(title)
  await page.getByLabel('Dirección').fill('Calle Los Pinos 45 y Av. Interoceánica')
  await page.getByLabel('Precio', { exact: true }).fill('185000')
  await page.getByLabel('País').selectOption({ label: 'Ecuador' })
  await page.getByLabel('Ciudad').selectOption({ label: 'Cumbayá' })
  await page.getByLabel('Tipo de propiedad').selectOption({ label: 'Casa' })
  await page.getByTestId('images-input').setInputFiles([await png(61, 'fachada.png'), await png(67, 'sala.png')])
  await page.getByTestId('floor-plans-input').setInputFiles([await png(101, 'planta-baja.png'), await png(113, 'planta-alta.png')])

  await expectPlanNames(page, ['Plano 1, nuevo: planta-baja.png', 'Plano 2, nuevo: planta-alta.png'])
  await expect(section(page).getByTestId('floor-plan-count')).toHaveText('2 de 6 planos.')
  // The plans join no photo list, have no cover, and are never cropped.
  await expect(page.getByTestId('photo')).toHaveCount(2)
  await expect(section(page).getByText('Portada', { exact: true })).toHaveCount(0)
  await expect(section(page).getByRole('button', { name: /portada/i })).toHaveCount(0)
  expect(
    await tiles(page)
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => getComputedStyle(img).objectFit)),
  ).toEqual(['contain', 'contain'])

  // The button says which plan it moves; the focus stays with the moved plan, and the move is announced.
  await expect(section(page).getByRole('button', { name: 'Mover antes el plano 1' })).toBeDisabled()
  await section(page).getByRole('button', { name: 'Mover antes el plano 2' }).click()
  await expectPlanNames(page, ['Plano 1, nuevo: planta-alta.png', 'Plano 2, nuevo: planta-baja.png'])
  await expect(section(page).getByRole('button', { name: 'Mover después el plano 1' })).toBeFocused()
  await expect(status(page)).toHaveText('El plano está ahora en la posición 1 de 2.')

  await page.getByRole('button', { name: 'Crear propiedad' }).click()
  await page.getByRole('dialog', { name: 'Confirmar creación' }).getByRole('button', { name: 'Crear' }).click()
  await expect(page.getByText('Propiedad creada con éxito.')).toBeVisible()
  const { data } = await (await page.request.get(`/api/properties?q=${encodeURIComponent(title)}`)).json()
  expect(data).toHaveLength(1)
  created.push(data[0].id)
  const saved = await managedRead(page.request, data[0].id)
  expect(saved.floorPlans).toHaveLength(2)
  expect(await widthsOf(page.request, saved.floorPlans)).toEqual([113, 101])
  expect(saved.images).toHaveLength(1)

  await openEdit(page, saved.id)
  await expectStoredPlans(page, saved.floorPlans)
  await expectPlanNames(page, ['Plano 1', 'Plano 2'])
  await expect(section(page).getByTestId('floor-plan-count')).toHaveText('2 de 6 planos.')

  await section(page).getByRole('button', { name: 'Quitar el plano 1' }).click()
  await expectStoredPlans(page, [saved.floorPlans[1]])
  await expect(status(page)).toHaveText('Plano quitado; quedan 1.')
  await expect(section(page).getByRole('button', { name: 'Quitar el plano 1' })).toBeFocused()
  await saveChanges(page)
  await expect(page.getByText('Propiedad actualizada con éxito.')).toBeVisible()
  const after = await managedRead(page.request, saved.id)
  expect(after.floorPlans).toEqual([saved.floorPlans[1]])
  // The photos are their own list: untouched by the plans' changes.
  expect([after.mainImage, ...after.images]).toEqual([saved.mainImage, ...saved.images])
  await openEdit(page, saved.id)
  await expectStoredPlans(page, [saved.floorPlans[1]])
})

test('a seventh floor plan and a file that is not an image are refused with a message; the section passes axe and fits the window', async ({ page }) => {
  await openAs(page, MARIA, '/admin/propiedades/crear')
  const input = page.getByTestId('floor-plans-input')
  await input.setInputFiles([{ name: 'plano.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 fake') }, await png(90, 'cocina.png')])
  await expect(page.getByText('«plano.pdf» no es una imagen PNG, JPEG o WebP.')).toBeVisible()
  await expectPlanNames(page, ['Plano 1, nuevo: cocina.png'])
  await dropFiles(page, 'floor-plans-input', [
    await png(91, 'soltado.png'),
    { name: 'contrato.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.from('PK fake') },
  ])
  await expect(page.getByText('«contrato.docx» no es una imagen PNG, JPEG o WebP.')).toBeVisible()
  await expectPlanNames(page, ['Plano 1, nuevo: cocina.png', 'Plano 2, nuevo: soltado.png'])

  await input.setInputFiles(await Promise.all([92, 93, 94, 95].map((width) => png(width, `planta-${width}.png`))))
  await expect(tiles(page)).toHaveCount(6)
  await expect(section(page).getByTestId('floor-plan-count')).toHaveText('6 de 6 planos: es el máximo. Quita uno para añadir otro.')
  await input.setInputFiles([await png(96, 'septimo.png')])
  await expect(page.getByText('Una propiedad admite como máximo 6 planos; los que sobran no se añadieron.')).toBeVisible()
  await expect(tiles(page)).toHaveCount(6)
  await expect(section(page).getByRole('img', { name: /septimo\.png/ })).toHaveCount(0)
  // Neither file reached the photos.
  await expect(page.getByTestId('photo')).toHaveCount(0)

  const axe = await new AxeBuilder({ page }).include('fieldset:has([data-testid=floor-plan-count])').analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
  await expectNoHorizontalScroll(page)
  // No tile's button is cut off, on a phone as on a desktop.
  const clipped = await tiles(page)
    .first()
    .locator('button[data-action]')
    .evaluateAll((buttons) =>
      buttons.filter((b) => b.scrollWidth > b.clientWidth + 1 || b.getBoundingClientRect().right > b.closest('li')!.getBoundingClientRect().right + 1).map((b) => b.textContent),
    )
  expect(clipped).toEqual([])

  // Removing one makes room again.
  await section(page).getByRole('button', { name: 'Quitar el plano 6' }).click()
  await expect(section(page).getByTestId('floor-plan-count')).toHaveText('5 de 6 planos.')
  await input.setInputFiles([await png(96, 'septimo.png')])
  await expect(tiles(page).nth(5).getByRole('img', { name: 'Plano 6, nuevo: septimo.png' })).toBeVisible()
})

test('plans move by keyboard on their drag handle; a plan removed meanwhile in another tab is reported in the section until it is left out', async ({ page, isMobile }) => {
  test.setTimeout(60_000)
  const session = await apiLogin(page.request, MARIA)
  const plans = await Promise.all([121, 131].map((width) => imageBytes('png', { width, height: 40, hue: width })))
  const listing = await createListing(page.request, session.token, { title: `Casa con planos en dos pestañas ${test.info().project.name} ${Date.now()}` }, 1, plans)
  created.push(listing.id)
  expect(await widthsOf(page.request, listing.floorPlans)).toEqual([121, 131])
  const [first, second] = listing.floorPlans
  await openAs(page, MARIA, `/admin/propiedades/editar/${listing.id}`)
  await expectStoredPlans(page, [first, second])

  // Space picks the plan up, an arrow moves it (down a phone's column, along a desktop's row), Space drops it.
  await pickUpWithKeyboard(page, section(page).getByRole('button', { name: 'Arrastrar el plano 1' }))
  await page.keyboard.press(isMobile ? 'ArrowDown' : 'ArrowRight')
  await scrollSettled(page)
  await page.keyboard.press('Space')
  await expectStoredPlans(page, [second, first])
  // A screen reader hears where the plan went, in the plans' own words.
  await expect(section(page).getByRole('status').filter({ hasText: 'Soltaste el plano 1 en la posición 2.' })).toBeAttached()

  // Another tab removes the plan now shown first, and saves.
  const other = await page.context().newPage()
  await openEdit(other, listing.id)
  await expectStoredPlans(other, [first, second])
  await section(other).getByRole('button', { name: 'Quitar el plano 2' }).click()
  await expectStoredPlans(other, [first])
  await saveChanges(other)
  await expect(other.getByText('Propiedad actualizada con éxito.')).toBeVisible()
  await other.close()

  // This tab still names it: the server refuses the order, and the section says why.
  await saveChanges(page)
  await expect(page.getByText('Error al actualizar la propiedad.')).toBeVisible()
  await expect(section(page).getByText('El orden de los planos no es válido')).toBeVisible()
  await expect(section(page)).toHaveAccessibleDescription(/El orden de los planos no es válido/)
  expect((await managedRead(page.request, listing.id)).floorPlans).toEqual([first])

  await section(page).getByRole('button', { name: 'Quitar el plano 1' }).click()
  await saveChanges(page)
  await expect(page.getByText('Propiedad actualizada con éxito.')).toBeVisible()
  expect((await managedRead(page.request, listing.id)).floorPlans).toEqual([first])
})
