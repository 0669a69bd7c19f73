import { expect, test } from '@playwright/test'
import { solvedAltcha } from '../fixtures/proofOfWork.ts'
import { MARIA, openAs, setServerLanguage, SUPERADMIN } from './admin-fixtures.ts'
import { createListing } from './support/listings.ts'

// Issue 12: without SMTP_URL (as the browser tests' servers run) an inquiry's mails stay queued, and
// the superadmin reads them on the "Correo" screen, in each language.

test('an inquiry sent from a listing page shows up queued on the Correo screen, message included', async ({ page, request }) => {
  const stamp = Date.now()
  const listing = await createListing(request, { title: `Casa con consulta ${stamp}` })
  await setServerLanguage(request, MARIA, 'es')
  const challenge = await (await request.get('/api/challenge')).json()
  const res = await request.post('/api/contact', {
    data: {
      altcha: await solvedAltcha(challenge),
      name: `Lucía Gómez ${stamp}`,
      email: `lucia${stamp}@example.com`,
      phone: '+593 98 123 4567',
      message: `¿Sigue disponible? Consulta ${stamp}`,
      propertyId: listing.id,
    },
    headers: { 'accept-language': 'en' },
  })
  expect(res.status()).toBe(201)

  await openAs(page, SUPERADMIN, '/admin/correo')
  await expect(page.getByRole('heading', { level: 1, name: 'Correo' })).toBeVisible()
  const advertiserMail = page
    .getByTestId('mail-row')
    .filter({ hasText: `Nueva consulta: ${listing.title}` })
    .filter({ hasText: `lucia${stamp}@example.com` })
  await expect(advertiserMail.first()).toBeVisible()
  await expect(advertiserMail.first()).toContainText('En cola')
  await advertiserMail.first().getByText('Ver el mensaje').click()
  await expect(advertiserMail.first().locator('pre')).toContainText(`¿Sigue disponible? Consulta ${stamp}`)
  const visitorMail = page
    .getByTestId('mail-row')
    .filter({ hasText: 'We received your inquiry' })
    .filter({ hasText: `lucia${stamp}@example.com` })
  await expect(visitorMail).toHaveCount(1)

  await page.getByLabel('Estado').selectOption({ label: 'Enviado' })
  await expect(page.getByText('No hay correos con este estado.')).toBeVisible()
})

test('the Correo screen speaks English and Portuguese', async ({ page }) => {
  await openAs(page, SUPERADMIN, '/admin/correo')
  await expect(page.getByRole('heading', { level: 1, name: 'Correo' })).toBeVisible()
  await page.evaluate(() => localStorage.setItem('lang', 'en'))
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible()
  await page.getByLabel('Status').selectOption({ label: 'Failed' })
  await expect(page.getByText('No mail with this status.')).toBeVisible()
  await page.evaluate(() => localStorage.setItem('lang', 'pt'))
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail' })).toBeVisible()
  await page.getByLabel('Status').selectOption({ label: 'Falhou' })
  await expect(page.getByText('Nenhum e-mail com este status.')).toBeVisible()
})

test("an advertiser who works in English gets their inquiries' mail in English", async ({ page, request }) => {
  const listing = await createListing(request, { title: `Casa para anunciante en inglés ${Date.now()}` })
  await openAs(page, MARIA, '/admin/dashboard')
  await page.evaluate(() => localStorage.setItem('lang', 'en'))
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/auth/language') && res.request().method() === 'PUT')
  await page.reload()
  expect((await saved).status()).toBe(204)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

  const challenge = await (await request.get('/api/challenge')).json()
  const res = await request.post('/api/contact', {
    data: { altcha: await solvedAltcha(challenge), name: 'Laura Méndez', email: `laura${Date.now()}@example.com`, message: 'Is it still available? I would like to visit.', propertyId: listing.id },
  })
  expect(res.status()).toBe(201)
  await openAs(page, SUPERADMIN, '/admin/correo')
  await expect(page.getByTestId('mail-row').filter({ hasText: `New inquiry: ${listing.title}` })).toHaveCount(1)

  await setServerLanguage(request, MARIA, 'es')
})
