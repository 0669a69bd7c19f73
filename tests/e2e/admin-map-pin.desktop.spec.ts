import { expect, test, type Locator } from '@playwright/test'
import adminEs from '../../i18n/admin/es.json' with { type: 'json' }
import adminEn from '../../i18n/admin/en.json' with { type: 'json' }
import { interpolate } from '../../src/shared/i18n.ts'
import { apiLogin, auth, createListing, MARIA, openAs } from './admin-fixtures.ts'

// Issue 22, item 9: choosing a city brings the map to it, and a pin far from its city is flagged
// beside the map and named again in the save confirmation.

/** The picker's map view as [longitude, latitude, zoom]. */
const viewOf = async (picker: Locator) => ((await picker.locator('[data-view]').getAttribute('data-view')) ?? '').split(',').map(Number)

test('the map flies to the chosen city at street level', async ({ page }) => {
  await openAs(page, MARIA, '/admin/propiedades/crear')
  const picker = page.locator('[data-location-picker]')
  await picker.scrollIntoViewIfNeeded()
  await expect(picker).toHaveAttribute('data-state', 'ready')
  await page.getByLabel(adminEs.form.fields.country).selectOption('country_co')
  await page.getByLabel(adminEs.form.fields.city).selectOption({ label: 'Medellín' })
  // Medellín is at 6.24 N, 75.58 W; the map settles there at city zoom.
  await expect.poll(async () => viewOf(picker), { timeout: 15_000 }).toEqual([expect.closeTo(-75.581, 1), expect.closeTo(6.244, 1), expect.any(Number)])
  expect((await viewOf(picker))[2]).toBeGreaterThanOrEqual(11)
})

test('a pin far from its city is flagged and must be confirmed knowingly', async ({ page }) => {
  const session = await apiLogin(page.request, MARIA)
  const listing = await createListing(page.request, session.token, { title: `Casa con pin lejano ${Date.now()}`, latitude: '-0.1807', longitude: '-78.4678' })
  await openAs(page, MARIA, `/admin/propiedades/editar/${listing.id}`)
  const latitude = page.getByLabel(adminEs.form.fields.latitude)
  await expect(latitude).toHaveValue('-0.1807')
  const warning = page.locator('[data-far-pin]')
  await expect(warning).toHaveCount(0)
  // A slip into the Amazon, 187 km from Quito.
  await latitude.fill('-1.0')
  await page.getByLabel(adminEs.form.fields.longitude).fill('-77.0')
  const far = interpolate(adminEs.form.mapPin.far, { km: 187, city: 'Quito' })
  await expect(warning).toHaveText(far)
  // Saving names it again; cancelling keeps everything as it was.
  await page.getByRole('button', { name: adminEs.form.submitUpdate }).click()
  const dialog = page.getByRole('dialog', { name: adminEs.form.confirmUpdateTitle })
  await expect(dialog.locator('[data-far-pin-confirm]')).toHaveText(interpolate(adminEs.form.mapPin.farConfirm, { km: 187, city: 'Quito' }))
  await dialog.getByRole('button', { name: adminEs.common.cancel }).click()
  const stored = (await (await page.request.get(`/api/properties/admin/${listing.id}`, { headers: auth(session.token) })).json()) as { latitude: number }
  expect(stored.latitude).toBe(-0.1807)
  // Back near the city, the warning goes.
  await latitude.fill('-0.2')
  await page.getByLabel(adminEs.form.fields.longitude).fill('-78.5')
  await expect(warning).toHaveCount(0)
  expect(adminEn.form.mapPin.far).toContain('{{km}} km')
})
