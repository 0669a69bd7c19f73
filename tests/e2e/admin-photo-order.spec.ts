import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { renditionPath } from '../../src/shared/images.ts'
import { apiLogin, createListing, expectTileSources, listingsDeletedAfterFile, MARIA, openAs } from './admin-fixtures.ts'
import { scrollSettled } from './support/layout.ts'
import { pickUpWithKeyboard } from './support/keyboardDrag.ts'

// The admin form shows every photo in one ordered grid, cover first; the advertiser reorders it by
// mouse, finger or keyboard, and the public listing page shows the photos in that order.

const created = listingsDeletedAfterFile()

type Listing = Awaited<ReturnType<typeof createListing>>

/** A listing of María's with a cover and three more photos, open in the edit form. */
async function editListing(page: Page, title: string): Promise<Listing> {
  const session = await apiLogin(page.request, MARIA)
  const listing = await createListing(page.request, session.token, { title: `${title} ${test.info().project.name} ${Date.now()}` }, 3)
  created.push(listing.id)
  await openAs(page, MARIA, `/admin/propiedades/editar/${listing.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Editar propiedad' })).toBeVisible()
  return listing
}

const photoList = (page: Page) => page.getByRole('list', { name: 'Fotos de la propiedad, en orden' })
const tiles = (page: Page) => photoList(page).getByRole('listitem')

/** The grid shows these stored photos in this order (each by its smallest rendition). */
async function expectGrid(page: Page, paths: string[]) {
  await expectTileSources(tiles(page), paths)
  await expect(tiles(page).first().getByText('Portada', { exact: true })).toBeVisible()
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await page.getByRole('dialog', { name: 'Confirmar actualización' }).getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('Propiedad actualizada con éxito.')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/propiedades$/)
}

/** The stored order, cover first, as the API answers it. */
async function savedOrder(request: APIRequestContext, id: number): Promise<string[]> {
  const listing = (await (await request.get(`/api/properties/${id}`)).json()) as Listing
  return [listing.mainImage, ...listing.images]
}

/** The public listing page shows the photos in this order: gallery thumbnails, first photo and JSON-LD. */
async function expectPublicGallery(page: Page, slug: string, paths: string[]) {
  await page.goto(`/propiedades/${slug}`)
  const gallery = page.getByRole('region', { name: 'Galería de fotos' })
  await expect.poll(() => gallery.locator('ul img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))).toEqual(paths.map((p) => renditionPath(p, 400)))
  await expect(gallery.locator('img').first()).toHaveAttribute('src', renditionPath(paths[0], 800))
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  const images = jsonLd.map((text) => JSON.parse(text) as { image?: string[] }).find((data) => Array.isArray(data.image))?.image
  expect(images?.map((url) => new URL(url).pathname)).toEqual(paths)
}

/** The centre of an element on the page. */
async function centre(locator: Locator) {
  await locator.scrollIntoViewIfNeeded()
  const box = (await locator.boundingBox())!
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** Widths of the stored photos, cover first: the uploads below differ by width, which tells them apart. */
async function widthsOf(request: APIRequestContext, paths: string[]) {
  return Promise.all(paths.map(async (p) => (await sharp(await (await request.get(p)).body()).metadata()).width))
}
const pngOfWidth = async (width: number, name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width, height: 40, channels: 3, background: { r: width % 256, g: 90, b: 160 } } })
    .png()
    .toBuffer(),
})

test.describe('photos in the order the advertiser wants', () => {
  test('the buttons move photos earlier and later and make one the cover; the public gallery follows the saved order', async ({ page, isMobile }) => {
    const listing = await editListing(page, 'Casa con fotos ordenadas')
    const [cover, a, b, c] = [listing.mainImage, ...listing.images]
    await expectGrid(page, [cover, a, b, c])
    await expect(tiles(page).nth(1).getByText('Portada', { exact: true })).toHaveCount(0)
    const axe = await new AxeBuilder({ page }).include('fieldset:has([data-testid=photo])').analyze()
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
    // No tile's button is cut off, on a phone as on a desktop: each label fits inside its button and the tile.
    const clipped = await tiles(page)
      .first()
      .locator('button[data-action]')
      .evaluateAll((buttons) =>
        buttons.filter((b) => b.scrollWidth > b.clientWidth + 1 || b.getBoundingClientRect().right > b.closest('li')!.getBoundingClientRect().right + 1).map((b) => b.textContent),
      )
    expect(clipped).toEqual([])

    // Keyboard: the button says which photo it moves, and the focus stays with the moved photo.
    await expect(page.getByRole('button', { name: 'Mover antes la foto 1' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Mover después la foto 4' })).toBeDisabled()
    await page.getByRole('button', { name: 'Mover después la foto 1' }).focus()
    await page.keyboard.press('Enter')
    await expectGrid(page, [a, cover, b, c])
    await expect(page.getByRole('button', { name: 'Mover después la foto 2' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expectGrid(page, [a, b, cover, c])
    await page.getByRole('button', { name: 'Mover antes la foto 4' }).focus()
    await page.keyboard.press('Space')
    await expectGrid(page, [a, b, c, cover])

    // A tap (phone) or click (desktop) makes the last photo the cover; the others keep their order.
    const makeCover = page.getByRole('button', { name: 'Hacer portada la foto 4' })
    if (isMobile) await makeCover.tap()
    else await makeCover.click()
    await expectGrid(page, [cover, a, b, c])
    await page.getByRole('button', { name: 'Hacer portada la foto 3' }).click()
    await expectGrid(page, [b, cover, a, c])
    await expect(page.getByRole('button', { name: 'Hacer portada la foto 1' })).toBeDisabled()

    await save(page)
    expect(await savedOrder(page.request, listing.id)).toEqual([b, cover, a, c])
    await expectPublicGallery(page, listing.slug, [b, cover, a, c])
  })

  test('the drag handle works from the keyboard too: Space picks a photo up, an arrow moves it, Space drops it', async ({ page, isMobile }) => {
    const listing = await editListing(page, 'Casa ordenada con teclado')
    const [cover, a, b, c] = [listing.mainImage, ...listing.images]
    // Each key acts on what the one before made (the list in a drag, the photo over its new place):
    // the next is pressed once the handle shows the drag and the screen reader has been told the
    // new place, as a person waits to see it.
    await pickUpWithKeyboard(page, page.getByRole('button', { name: 'Arrastrar la foto 1' }))
    // One column on a phone, rows on a desktop: the next place is below or to the right.
    await page.keyboard.press(isMobile ? 'ArrowDown' : 'ArrowRight')
    await expect(page.getByRole('status').filter({ hasText: 'La foto 1 pasa a la posición 2.' })).toBeAttached()
    await scrollSettled(page)
    await page.keyboard.press('Space')
    await expectGrid(page, [a, cover, b, c])
    await save(page)
    expect(await savedOrder(page.request, listing.id)).toEqual([a, cover, b, c])
  })

  test('dragging a photo with the mouse onto the cover makes it the cover', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the phone window has no mouse')
    const listing = await editListing(page, 'Casa ordenada con ratón')
    const [cover, a, b, c] = [listing.mainImage, ...listing.images]
    const from = await centre(page.getByRole('button', { name: 'Arrastrar la foto 3' }))
    const to = await centre(page.getByRole('button', { name: 'Arrastrar la foto 1' }))
    await page.mouse.move(from.x, from.y)
    await page.mouse.down()
    await page.mouse.move(from.x + 10, from.y, { steps: 3 })
    await page.mouse.move(to.x, to.y, { steps: 15 })
    await page.mouse.up()
    await expectGrid(page, [b, cover, a, c])

    // A click without moving is no drag: the order stays.
    await page.getByRole('button', { name: 'Arrastrar la foto 2' }).click()
    await expectGrid(page, [b, cover, a, c])
    await save(page)
    expect(await savedOrder(page.request, listing.id)).toEqual([b, cover, a, c])
    await expectPublicGallery(page, listing.slug, [b, cover, a, c])
  })

  test('on a phone a long press and a finger drag move a photo, and a quick swipe still scrolls the page', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the desktop window has no touch screen')
    const listing = await editListing(page, 'Casa ordenada con el dedo')
    const [cover, a, b, c] = [listing.mainImage, ...listing.images]
    const cdp = await page.context().newCDPSession(page)
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [{ x: point.x, y: point.y }] : [] })

    // A swipe over the photos scrolls instead of dragging.
    const start = await centre(page.getByRole('button', { name: 'Arrastrar la foto 2' }))
    const scrolled = await page.evaluate(() => window.scrollY)
    await touch('touchStart', start)
    for (let i = 1; i <= 8; i++) await touch('touchMove', { x: start.x, y: start.y - i * 25 })
    await touch('touchEnd')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled + 50)
    await expectGrid(page, [cover, a, b, c])

    // Hold the fourth photo, then drag it up onto the second. The swipe's fling may still be scrolling
    // the page (below the photos there is room for it): both are measured once it is still and in view.
    const target = page.getByRole('button', { name: 'Arrastrar la foto 2' })
    await target.scrollIntoViewIfNeeded()
    await scrollSettled(page)
    const handle = page.getByRole('button', { name: 'Arrastrar la foto 4' })
    const from = await centre(handle)
    const to = await centre(target)
    await touch('touchStart', from)
    // The finger moves once the long press has lifted the photo (its handle pressed), however late
    // a busy page's timer fires: moved before, the press is a swipe.
    await expect(handle).toHaveAttribute('aria-pressed', 'true')
    for (let i = 1; i <= 12; i++) await touch('touchMove', { x: from.x, y: from.y + ((to.y - from.y) * i) / 12 })
    await touch('touchEnd')
    await expectGrid(page, [cover, c, a, b])

    await save(page)
    expect(await savedOrder(page.request, listing.id)).toEqual([cover, c, a, b])
    await expectPublicGallery(page, listing.slug, [cover, c, a, b])
  })

  test('new files join the end, can be moved between stored photos and made the cover, and are saved in that place', async ({ page }) => {
    const listing = await editListing(page, 'Casa con fotos nuevas')
    const [cover, a, b, c] = [listing.mainImage, ...listing.images]
    await page.getByTestId('images-input').setInputFiles([await pngOfWidth(71, 'terraza.png'), await pngOfWidth(83, 'piscina.png')])
    await expect(tiles(page)).toHaveCount(6)
    await expect(tiles(page).nth(4).getByRole('img', { name: 'Foto 5, nueva: terraza.png' })).toBeVisible()
    await expect(tiles(page).nth(5).getByRole('img', { name: 'Foto 6, nueva: piscina.png' })).toBeVisible()

    await page.getByRole('button', { name: 'Hacer portada la foto 6' }).click()
    await page.getByRole('button', { name: 'Mover antes la foto 6' }).click()
    await page.getByRole('button', { name: 'Mover antes la foto 5' }).click()
    await page.getByRole('button', { name: 'Quitar la foto 5' }).click()
    await expect(tiles(page)).toHaveCount(5)
    await expect(tiles(page).first().getByRole('img', { name: 'Foto 1, nueva: piscina.png' })).toBeVisible()
    await expect(tiles(page).nth(3).getByRole('img', { name: 'Foto 4, nueva: terraza.png' })).toBeVisible()

    await save(page)
    const order = await savedOrder(page.request, listing.id)
    expect(order).toHaveLength(5)
    expect(order.slice(1, 3)).toEqual([cover, a])
    expect(order[4]).toBe(c)
    expect(await widthsOf(page.request, [order[0], order[3]])).toEqual([83, 71])
    // The photo left out is gone from storage.
    expect((await page.request.get(b)).status()).toBe(404)
  })

  test('on a new listing the first photo added is the cover, and too few photos are reported beside the grid', async ({ page }) => {
    const title = `Casa nueva con portada ${test.info().project.name} ${Date.now()}`
    await openAs(page, MARIA, '/admin/propiedades/crear')
    await expect(page.getByText('Todavía no hay fotos. La primera que añadas será la portada.')).toBeVisible()
    await page.getByTestId('images-input').setInputFiles([await pngOfWidth(61, 'fachada.png')])
    await expect(tiles(page).first().getByText('Portada', { exact: true })).toBeVisible()
    await page.getByLabel('Título').fill(title)
    await page.getByLabel('Dirección').fill('Calle Los Pinos 45 y Av. Interoceánica')
    await page.getByLabel('Precio', { exact: true }).fill('185000')
    await page.getByLabel('País').selectOption({ label: 'Ecuador' })
    await page.getByLabel('Ciudad').selectOption({ label: 'Cumbayá' })
    await page.getByLabel('Tipo de propiedad').selectOption({ label: 'Casa' })
    await page.getByRole('button', { name: 'Crear propiedad' }).click()
    await expect(page.locator('fieldset:has([data-testid=photo]) .field-error')).toHaveText('Se requiere al menos una imagen adicional')

    await page.getByTestId('images-input').setInputFiles([await pngOfWidth(67, 'sala.png'), await pngOfWidth(79, 'cocina.png')])
    await page.getByRole('button', { name: 'Hacer portada la foto 3' }).click()
    await page.getByRole('button', { name: 'Crear propiedad' }).click()
    await page.getByRole('dialog', { name: 'Confirmar creación' }).getByRole('button', { name: 'Crear' }).click()
    await expect(page.getByText('Propiedad creada con éxito.')).toBeVisible()
    const { data } = await (await page.request.get(`/api/properties?q=${encodeURIComponent(title)}`)).json()
    expect(data).toHaveLength(1)
    created.push(data[0].id)
    expect(await widthsOf(page.request, [data[0].mainImage, ...data[0].images])).toEqual([79, 61, 67])
  })
})
