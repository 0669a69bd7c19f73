import { expect, test } from '@playwright/test'
import es from '../../i18n/es.json' with { type: 'json' }
import en from '../../i18n/en.json' with { type: 'json' }
import adminEs from '../../i18n/admin/es.json' with { type: 'json' }
import { formatFullPrice } from '../../src/shared/format.ts'
import { interpolate } from '../../src/shared/i18n.ts'
import type { Property } from '../../src/shared/types.ts'
import { apiLogin, auth, MARIA, openAs } from './admin-fixtures.ts'
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/layout.ts'
import { createListing } from './support/listings.ts'
import { watchOrigins } from './support/origins.ts'

// Issue 15: maps that render with no network (the shipped basemap), approximate circles for private
// homes, a search map with clusters and "search this area", and the admin's pin.

test.describe('maps', () => {
  let approximate: Property
  let exact: Property
  let stamp: string

  test.beforeAll(async ({ request }) => {
    stamp = `${Date.now()}`
    // A quiet corner of Piura, so that only these listings are there.
    approximate = await createListing(
      request,
      { title: `Casa con mapa aproximado ${stamp}`, countryId: 'country_pe', cityId: 'pe_piura', currency: 'PEN', price: '420000', latitude: '-5.1801', longitude: '-80.6301' },
      2,
    )
    exact = await createListing(
      request,
      { title: `Local con mapa exacto ${stamp}`, countryId: 'country_pe', cityId: 'pe_piura', currency: 'PEN', price: '380000', latitude: '-5.1822', longitude: '-80.6333', showExactLocation: 'true' },
      2,
    )
    await createListing(
      request,
      { title: `Terreno vecino con mapa ${stamp}`, countryId: 'country_pe', cityId: 'pe_piura', currency: 'PEN', price: '150000', latitude: '-5.1811', longitude: '-80.6312' },
      2,
    )
  })

  test('a listing page shows a circle for an approximate location and keeps the street address; an exact one shows a pin and the address', async ({ page, baseURL }) => {
    const outside = watchOrigins(page, baseURL!)
    await page.goto(`/propiedades/${approximate.slug}`)
    const map = page.locator('[data-listing-map]')
    await map.scrollIntoViewIfNeeded()
    await expect(map).toHaveAttribute('data-state', 'ready', { timeout: 20_000 })
    await expect(map.locator('canvas')).toBeVisible()
    await expect(page.getByText(interpolate(es.map.approximate, { radius: 400 }))).toBeVisible()
    await expect(map.locator('.maplibregl-marker')).toHaveCount(0)
    await expect(page.locator('[data-street-address]')).toHaveCount(0)
    await expect(page.getByText('Calle de los Cipreses 123')).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    await expectNoHorizontalScroll(page)

    await page.goto(`/en/propiedades/${exact.slug}`)
    await page.locator('[data-listing-map]').scrollIntoViewIfNeeded()
    await expect(page.locator('[data-listing-map]')).toHaveAttribute('data-state', 'ready', { timeout: 20_000 })
    await expect(page.locator('[data-listing-map] .maplibregl-marker')).toHaveCount(1)
    await expect(page.getByText(en.map.exact)).toBeVisible()
    await expect(page.locator('[data-street-address]')).toHaveText('Calle de los Cipreses 123')
    expect(outside).toEqual([])
  })

  test('the search map groups nearby listings, zooms into them, opens one, and "search this area" narrows the list', async ({ page, baseURL }) => {
    // Many steps, each waiting on a map animation: a loaded machine needs more than the default.
    test.slow()
    const outside = watchOrigins(page, baseURL!)
    await page.goto(`/propiedades?q=${encodeURIComponent(stamp)}`)
    await page.locator('[data-view-switch]').getByRole('link', { name: es.map.viewMap, exact: true }).click()
    await expect(page).toHaveURL(/view=map/)
    const map = page.locator('[data-search-map]')
    await expect(map).toHaveAttribute('data-state', 'ready', { timeout: 20_000 })
    await expect(page.locator('[data-map-count]')).toHaveText(interpolate(es.map.count, { count: 3 }))
    await expect(page.locator('[data-map-point], [data-map-cluster]').first()).toBeVisible()

    // Seen from afar (all of Peru), the three make one group of 3; a press on it (the keyboard's
    // way: markers are buttons) zooms in until they come apart as prices.
    await page.goto(`/propiedades?q=${encodeURIComponent(stamp)}&view=map&bbox=-82,-19,-68,0`)
    await expect(map).toHaveAttribute('data-state', 'ready', { timeout: 20_000 })
    const cluster = page.locator('[data-map-cluster]')
    await expect(cluster).toHaveCount(1)
    await expect(cluster).toHaveAccessibleName(interpolate(es.map.cluster, { count: 3 }))
    const exactPoint = page.locator(`[data-map-point="${exact.id}"]`)
    // Each press zooms in with an animation; on a slow machine the markers are redrawn after it ends.
    const canvasBox = map.locator('[data-moving]')
    for (let i = 0; i < 8 && !(await exactPoint.isVisible()); i++) {
      if ((await cluster.count()) > 0) {
        await cluster.first().focus()
        await page.keyboard.press('Enter')
      }
      await expect(canvasBox).toHaveAttribute('data-moving', 'false', { timeout: 10_000 })
      await expect(exactPoint.or(cluster).first()).toBeVisible()
    }
    await expect(exactPoint).toBeVisible({ timeout: 15_000 })
    await exactPoint.click()
    const card = page.locator('[data-map-selected]')
    await expect(card).toContainText(formatFullPrice(380000, 'PEN', 'es'))
    await expect(card.getByRole('link', { name: es.map.open })).toHaveAttribute('href', `/propiedades/${exact.id}`)
    await card.getByRole('button', { name: es.map.close }).click()
    await expectNoSeriousA11yViolations(page)

    // Pan away with the keyboard (MapLibre's arrow keys), then keep the list to the view.
    await page.getByRole('region', { name: es.map.searchLabel }).locator('canvas').focus()
    for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight')
    // Let the last pan settle: its end is what "search this area" takes.
    await expect(canvasBox).toHaveAttribute('data-moving', 'false', { timeout: 10_000 })
    const searchArea = page.getByRole('button', { name: es.map.searchArea })
    await expect(searchArea).toBeVisible()
    await searchArea.click()
    await expect(page).toHaveURL(/bbox=-?\d/)
    await expect(page.getByRole('link', { name: interpolate(es.properties.clearFilter, { label: es.map.areaChip }) })).toBeVisible()
    const bbox = new URL(page.url()).searchParams.get('bbox')!.split(',').map(Number)
    const listed = await (await page.request.get(`/api/properties?q=${stamp}&bbox=${bbox.join(',')}`)).json()
    await expect(page.locator('#main article h3')).toHaveCount(listed.data.length)
    await expect(page.getByRole('button', { name: es.map.clearArea })).toBeVisible()
    await page.getByRole('button', { name: es.map.clearArea }).click()
    await expect(page).not.toHaveURL(/bbox=/)
    await expect(page.locator('#main article h3')).toHaveCount(3)
    await expect(page.getByRole('link', { name: es.map.viewList, exact: true })).toHaveAttribute('href', `/propiedades?q=${stamp}`)
    await expectNoHorizontalScroll(page)
    expect(outside).toEqual([])
  })

  test('the list view loads no map code', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().includes('maplibre')) scripts.push(request.url())
    })
    await page.goto(`/propiedades?q=${encodeURIComponent(stamp)}`)
    await expect(page.locator('#main article h3')).toHaveCount(3)
    expect(scripts.filter((url) => /maplibre|SearchMap|supercluster/i.test(url))).toEqual([])
  })

  test('the advertiser places the pin by tapping the map or typing it, and chooses to show it exactly', async ({ page }, testInfo) => {
    const session = await apiLogin(page.request, MARIA)
    const listing = await createListing(page.request, { title: `Casa sin pin todavía ${testInfo.project.name} ${stamp}` }, 2)
    await openAs(page, MARIA, `/admin/propiedades/editar/${listing.id}`)
    const picker = page.locator('[data-location-picker]')
    await picker.scrollIntoViewIfNeeded()
    await expect(picker).toHaveAttribute('data-state', 'ready', { timeout: 20_000 })
    const latitude = page.getByLabel(adminEs.form.fields.latitude)
    const longitude = page.getByLabel(adminEs.form.fields.longitude)
    await expect(latitude).toHaveValue('')

    // The city's centre first (Quito), then a tap on the map moves the pin there.
    await page.getByRole('button', { name: adminEs.form.mapPin.cityCentre }).click()
    await expect(latitude).toHaveValue('-0.1807')
    await expect(picker.locator('.maplibregl-marker')).toHaveCount(1)
    const box = (await page.getByRole('region', { name: adminEs.form.mapPin.label }).boundingBox())!
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.3)
    await expect(latitude).not.toHaveValue('-0.1807')
    const tapped = Number(await latitude.inputValue())
    expect(tapped).toBeGreaterThan(-0.1807)

    // Dragged: the marker moved down and right lies further south and east.
    const tappedLng = Number(await longitude.inputValue())
    const handle = (await picker.locator('.maplibregl-marker').boundingBox())!
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2)
    await page.mouse.down()
    await page.mouse.move(handle.x + handle.width / 2 + 40, handle.y + handle.height / 2 + 50, { steps: 8 })
    await page.mouse.up()
    await expect.poll(async () => Number(await latitude.inputValue())).toBeLessThan(tapped)
    expect(Number(await longitude.inputValue())).toBeGreaterThan(tappedLng)

    // Typed by keyboard, the way that needs no map.
    await latitude.fill('-0.1712')
    await longitude.fill('-78.4801')
    await page.getByLabel(adminEs.form.fields.showExactLocation).check()
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: adminEs.form.submitUpdate }).click()
    await page.getByRole('dialog', { name: adminEs.form.confirmUpdateTitle }).getByRole('button', { name: adminEs.form.confirmUpdate }).click()
    await expect(page).toHaveURL(/\/admin\/propiedades$/)
    const stored = (await (await page.request.get(`/api/properties/admin/${listing.id}`, { headers: auth(session.token) })).json()) as Property
    expect([stored.latitude, stored.longitude, stored.showExactLocation]).toEqual([-0.1712, -78.4801, 1])
    const seen = (await (await page.request.get(`/api/properties/${listing.id}`)).json()) as Property
    expect(seen.location).toEqual({ lat: -0.1712, lng: -78.4801, approximate: false, radiusM: 0 })
  })
})
