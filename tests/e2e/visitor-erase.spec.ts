import { expect, test } from '@playwright/test'
import admin from '../../i18n/admin/es.json' with { type: 'json' }
import { interpolate } from '../../src/shared/i18n.ts'
import { solvedAltcha } from '../fixtures/proofOfWork.ts'
import { apiLogin, auth, createListing, MARIA, openAs, SUPERADMIN } from './admin-fixtures.ts'

// Issue 23, item 7: a superadmin erases everything kept about one visitor's email from the
// inquiries screen, after a confirmation; an advertiser does not have the action.

test('a superadmin erases a visitor from the inquiries screen, after confirming', async ({ page }, testInfo) => {
  const owner = await apiLogin(page.request, MARIA)
  const listing = await createListing(page.request, owner.token, { title: `Casa para borrar ${testInfo.project.name} ${Date.now()}` }, 1)
  const email = `borrar-${testInfo.project.name}-${Date.now()}@example.com`
  for (const message of ['¿Sigue disponible la casa?', '¿Puedo visitarla el sábado?']) {
    const altcha = await solvedAltcha(await (await page.request.get('/api/challenge')).json())
    const res = await page.request.post('/api/contact', { data: { altcha, name: 'Valeria Borrada', email, message, propertyId: listing.id } })
    expect(res.status()).toBe(201)
  }

  // The advertiser reads the inquiry but has no erase action.
  await openAs(page, MARIA, '/admin/consultas')
  await page.getByRole('searchbox', { name: admin.inquiries.searchLabel }).fill(email)
  await page.getByRole('searchbox', { name: admin.inquiries.searchLabel }).press('Enter')
  await expect(page.getByTestId('inquiry')).toHaveCount(1)
  await page.getByTestId('inquiry').first().getByRole('button', { expanded: false }).click()
  await expect(page.getByRole('button', { name: admin.inquiries.markUnread })).toBeVisible()
  await expect(page.getByRole('button', { name: admin.inquiries.erase.open })).toHaveCount(0)

  await openAs(page, SUPERADMIN, '/admin/consultas')
  const search = page.getByRole('searchbox', { name: admin.inquiries.searchLabel })
  await search.fill(email)
  await search.press('Enter')
  await expect(page.getByTestId('inquiry')).toHaveCount(1)
  await page.getByTestId('inquiry').first().getByRole('button', { expanded: false }).click()
  await page.getByRole('button', { name: admin.inquiries.erase.open }).click()
  const dialog = page.getByRole('dialog', { name: admin.inquiries.erase.title })
  await expect(dialog).toContainText(email)
  // Cancelling keeps everything.
  await dialog.getByRole('button', { name: admin.common.cancel }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('inquiry')).toHaveCount(1)

  await page.getByRole('button', { name: admin.inquiries.erase.open }).click()
  await page.getByRole('dialog', { name: admin.inquiries.erase.title }).getByRole('button', { name: admin.inquiries.erase.confirm }).click()
  // Two inquiries within ten minutes about one listing are kept as one; its two mails (advertiser, visitor) go too.
  await expect(page.getByText(interpolate(admin.inquiries.erase.done, { email, inquiries: 1, alerts: 0, mails: 2 }))).toBeVisible()
  await expect(page.getByText(interpolate(admin.inquiries.emptySearch, { q: email }))).toBeVisible()
  const session = await apiLogin(page.request, SUPERADMIN)
  const left = await (await page.request.get(`/api/admin/inquiries?search=${encodeURIComponent(email)}`, { headers: auth(session.token) })).json()
  expect(left.pagination.total).toBe(0)
})
