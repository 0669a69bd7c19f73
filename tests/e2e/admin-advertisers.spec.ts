import { expect, test, type Page } from '@playwright/test'
import { apiLogin, createListing, goThroughMenu, openAs, SUPERADMIN, listingsDeletedAfterFile } from './admin-fixtures.ts'
import { mailTo, signedUpAgency } from './support/advertisers.ts'
import { expectNoSeriousA11yViolations } from './support/layout.ts'

// Issue 27, "Anunciantes por aprobar": a superadmin reviews an agency that signed up (its facts,
// a rejection with a reason, then an approval that publishes its waiting listing) and records
// the days facts were checked. One sign-up per project: the server allows few per client.

test.describe.configure({ mode: 'serial' })

let agency: Awaited<ReturnType<typeof signedUpAgency>>
let listingTitle: string
let listingPath: string
const created = listingsDeletedAfterFile()

test.beforeAll(async ({ request }) => {
  agency = await signedUpAgency(request, 'revision')
  // The manager publishes while the agency waits: the listing is saved, not public.
  const manager = await apiLogin(request, agency)
  listingTitle = `Casa en revisión ${agency.agencyName.slice(-8)}`
  const listing = await createListing(request, manager.token, { title: listingTitle }, 1)
  created.push(listing.id)
  listingPath = `/propiedades/${listing.slug}`
})

const card = (page: Page) => page.getByRole('article', { name: agency.agencyName })
const pendingBadge = (page: Page) => page.getByTestId('pending-review').filter({ visible: true })

test('the manager of an agency awaiting approval sees its listing as pending review', async ({ page }) => {
  await openAs(page, agency, '/admin/dashboard')
  await expect(page.getByTestId('review-notice')).toHaveText(/^Tu cuenta de anunciante está pendiente de revisión/)
  await page.goto('/admin/propiedades')
  const row = page.locator('[data-testid=property-row], [data-testid=property-card]').filter({ visible: true }).filter({ hasText: listingTitle })
  await expect(row.getByTestId('pending-review')).toHaveText('Pendiente de revisión')
  await expect(row).toContainText('Activa')
})

test("a visitor who follows the waiting listing's link is told it is pending review, and sees nothing of it", async ({ page }) => {
  const response = await page.goto(`/en${listingPath}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Listing pending review' })).toBeVisible()
  await expect(page.getByText(listingTitle)).toHaveCount(0)
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/)
})

test('a pending agency is listed with its facts; a rejection needs a reason of 10 characters or more, which is mailed', async ({ page }) => {
  await openAs(page, SUPERADMIN, '/admin/dashboard')
  await goThroughMenu(page, 'Anunciantes por aprobar', /\/admin\/anunciantes$/)
  await expect(page.getByTestId('pending-advertisers')).toHaveText(/^\d+/)
  const item = card(page)
  await expect(item).toContainText('Inmobiliaria')
  await expect(item).toContainText('Por aprobar')
  await expect(item).toContainText(agency.name)
  await expect(item).toContainText(agency.email)
  await expect(item).toContainText('+593 2 245 6789')
  await expect(item).toContainText(agency.country)
  await expect(item).toContainText('LIC-2026-123')
  await expect(item).toContainText('Confirmado')
  await expectNoSeriousA11yViolations(page)

  await item.getByRole('button', { name: `Rechazar a ${agency.agencyName}` }).click()
  const dialog = page.getByRole('dialog', { name: `Rechazar a ${agency.agencyName}` })
  await dialog.getByLabel('Motivo').fill('Muy corto')
  await dialog.getByRole('button', { name: 'Rechazar' }).click()
  await expect(dialog.getByText('Explica el motivo en 10 a 1000 caracteres.')).toBeVisible()
  await expect(dialog.getByLabel('Motivo')).toHaveAttribute('aria-invalid', 'true')
  await expectNoSeriousA11yViolations(page)

  const reason = 'La licencia LIC-2026-123 no figura en el registro del país.'
  await dialog.getByLabel('Motivo').fill(reason)
  await dialog.getByRole('button', { name: 'Rechazar' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`${agency.agencyName} fue rechazado.`)).toBeVisible()
  await expect(item).toHaveCount(0)

  await page.getByRole('button', { name: 'Rechazados' }).click()
  await expect(card(page)).toContainText(reason)
  await expect(card(page)).toContainText('Rechazado')
  expect((await mailTo(page.request, agency.email, 'review.rejected')).text).toContain(reason)
})

test('approving the rejected agency moves it to "Aprobados" and publishes its waiting listing', async ({ page }) => {
  await openAs(page, SUPERADMIN, '/admin/anunciantes')
  await page.getByRole('button', { name: 'Rechazados' }).click()
  await card(page)
    .getByRole('button', { name: `Aprobar a ${agency.agencyName}` })
    .click()
  await expect(page.getByText(`${agency.agencyName} fue aprobado.`)).toBeVisible()
  await expect(card(page)).toHaveCount(0)
  await page.getByRole('button', { name: 'Aprobados' }).click()
  await expect(card(page)).toContainText('Aprobado')
  await mailTo(page.request, agency.email, 'review.approved')

  const manager = await page.context().browser()!.newContext()
  const managerPage = await manager.newPage()
  await openAs(managerPage, agency, '/admin/propiedades')
  await expect(managerPage.getByText(listingTitle).filter({ visible: true })).toBeVisible()
  await expect(pendingBadge(managerPage)).toHaveCount(0)
  await managerPage.goto('/admin/dashboard')
  await expect(managerPage.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(managerPage.getByTestId('review-notice')).toHaveCount(0)
  await manager.close()

  // Public now: its page shows the listing itself.
  expect((await page.goto(listingPath))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: listingTitle })).toBeVisible()
})

test('verification days are recorded, refused in the future and removed (in Portuguese)', async ({ page }) => {
  await page.goto('/login')
  await page.evaluate(() => localStorage.setItem('lang', 'pt'))
  await openAs(page, SUPERADMIN, '/admin/anunciantes')
  await expect(page.getByRole('heading', { level: 1, name: 'Anunciantes para aprovar' })).toBeVisible()
  await page.getByRole('button', { name: 'Aprovados' }).click()
  const phone = card(page).getByTestId('verification-phone')
  await expect(phone).toContainText('Não verificado')

  const day = phone.getByLabel('Data da verificação: Telefone', { exact: true })
  await day.fill('2099-01-01')
  await phone.getByRole('button', { name: 'Salvar a data da verificação: Telefone' }).click()
  await expect(phone.getByText('A data da verificação não pode ser posterior a hoje.')).toBeVisible()

  await day.fill('2025-03-10')
  await phone.getByRole('button', { name: 'Salvar a data da verificação: Telefone' }).click()
  await expect(phone).toContainText('Verificado em 10 de março de 2025')
  await expectNoSeriousA11yViolations(page)

  // What the public listing of facts will read.
  await page.reload()
  await page.getByRole('button', { name: 'Aprovados' }).click()
  await expect(card(page).getByTestId('verification-phone')).toContainText('Verificado em 10 de março de 2025')
  await card(page).getByRole('button', { name: 'Remover a verificação: Telefone' }).click()
  await expect(card(page).getByTestId('verification-phone')).toContainText('Não verificado')
})
