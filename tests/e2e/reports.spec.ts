import { expect, test } from '@playwright/test'
import es from '../../i18n/es.json' with { type: 'json' }
import { openAs, setServerLanguage, SUPERADMIN } from './admin-fixtures.ts'
import { holdIsland } from './support/islands.ts'
import { createListing } from './support/listings.ts'
import { PREFIXED_LANGUAGES } from './support/languages.ts'

// Issue 12: a visitor reports a suspicious listing from its page; a superadmin reviews it on
// "Reportes". The listing stays public: reports alone never hide it.

test('a visitor reports a listing and a superadmin resolves the report; the listing stays public', async ({ page, request }) => {
  const listing = await createListing(request, { title: `Casa dudosa ${Date.now()}` })
  await setServerLanguage(request, SUPERADMIN, 'es')
  const details = `Me pidieron un depósito antes de visitarla (${Date.now()})`
  await page.goto(`/propiedades/${listing.slug}`)
  // The dialog's island hydrates when it scrolls into view, as a visitor reaches it.
  await page.getByRole('button', { name: es.report.open }).scrollIntoViewIfNeeded()
  await page.getByRole('button', { name: es.report.open }).click()
  const dialog = page.getByRole('dialog', { name: es.report.title })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: es.report.submit }).click()
  await expect(dialog.getByText(es.validation.report.reason)).toBeVisible()
  await dialog.getByLabel(es.report.reasons.fraud).check()
  await dialog.getByLabel(es.report.details).fill(details)
  await dialog.getByLabel(es.report.email).fill('vecino@example.com')
  await dialog.getByRole('button', { name: es.report.submit }).click()
  await expect(dialog.getByRole('status')).toHaveText(es.api.reportReceived)
  await dialog.getByRole('button', { name: es.report.close }).click()
  await expect(dialog).toBeHidden()

  await openAs(page, SUPERADMIN, '/admin/reportes')
  await expect(page.getByRole('heading', { level: 1, name: 'Reportes' })).toBeVisible()
  const row = page.getByTestId('report-row').filter({ hasText: details })
  await expect(row).toContainText(listing.title)
  await expect(row).toContainText('Fraude o pedido de depósito')
  await expect(row).toContainText('1 reporte de este anuncio')
  await expect(row).toContainText('Abierto')
  await row.getByRole('button', { name: 'Marcar como resuelto' }).click()
  await expect(page.getByText('Reporte resuelto.')).toBeVisible()
  await expect(row).toContainText('Resuelto')
  await page.getByLabel('Estado').selectOption({ label: 'Resuelto' })
  await expect(page.getByTestId('report-row').filter({ hasText: details })).toHaveCount(1)
  expect((await request.get(`/api/properties/${listing.id}`)).status()).toBe(200)

  // The superadmins' mail waits on the Correo screen (no SMTP in the browser tests).
  await page.goto('/admin/correo')
  await expect(
    page
      .getByTestId('mail-row')
      .filter({ hasText: `Reporte de «${listing.title}»` })
      .first(),
  ).toBeVisible()
})

test('the report button opens its dialog before the island runs; the form sends nothing until it does, and keeps what was typed', async ({ page, request }) => {
  const listing = await createListing(request, { title: `Casa para reportar pronto ${Date.now()}` })
  let posted = 0
  await page.route('**/api/properties/*/reports', (route) => ((posted += 1), route.continue()))
  const release = await holdIsland(page, 'ReportListing')
  await page.goto(`/propiedades/${listing.slug}`)
  const report = page.getByRole('button', { name: es.report.open })
  await report.scrollIntoViewIfNeeded()
  // The browser's own command opens it: the island's script is still held.
  await report.click()
  const dialog = page.getByRole('dialog', { name: es.report.title })
  await expect(dialog).toBeVisible()
  const submit = dialog.getByRole('button', { name: es.report.submit })
  await expect(submit).toBeDisabled()
  await dialog.getByLabel(es.report.reasons.closed).check()
  await dialog.getByLabel(es.report.details).fill('Ya se vendió hace un mes.')
  // Enter in a field submits nothing while the form's button is disabled.
  await dialog.getByLabel(es.report.details).press('Enter')
  await dialog.getByLabel(es.report.email).fill('vecina@example.com')
  await dialog.getByLabel(es.report.email).press('Enter')
  await expect(page).toHaveURL(new RegExp(`/propiedades/${listing.slug}$`))
  expect(posted).toBe(0)
  // Cancel closes it by its command as well, and the same button opens it again.
  await dialog.getByRole('button', { name: es.report.cancel }).click()
  await expect(dialog).toBeHidden()
  await report.click()
  await expect(dialog).toBeVisible()

  release()
  await expect(submit).toBeEnabled()
  await expect(dialog.getByLabel(es.report.reasons.closed)).toBeChecked()
  await expect(dialog.getByLabel(es.report.details)).toHaveValue(/Ya se vendió hace un mes\./)
  await expect(dialog.getByLabel(es.report.email)).toHaveValue('vecina@example.com')
  await submit.click()
  await expect(dialog.getByRole('status')).toHaveText(es.api.reportReceived)
  expect(posted).toBe(1)
  await dialog.getByRole('button', { name: es.report.close }).click()
  await expect(dialog).toBeHidden()
})

for (const [prefix, dict] of PREFIXED_LANGUAGES) {
  test(`the report dialog speaks the page's language (${prefix})`, async ({ page, request }) => {
    const listing = await createListing(request, { title: `Casa para reportar ${Date.now()}` })
    await page.goto(`${prefix}/propiedades/${listing.slug}`)
    await page.getByRole('button', { name: dict.report.open }).scrollIntoViewIfNeeded()
    await page.getByRole('button', { name: dict.report.open }).click()
    const dialog = page.getByRole('dialog', { name: dict.report.title })
    await expect(dialog.getByText(dict.report.reasons.closed)).toBeVisible()
    await dialog.getByRole('button', { name: dict.report.cancel }).click()
    await expect(dialog).toBeHidden()
  })
}
