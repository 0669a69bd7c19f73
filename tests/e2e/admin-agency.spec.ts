import { expect, test, type Page } from '@playwright/test'
import { apiLogin, createListing, DEMO_PASSWORD, goThroughMenu, listingsDeletedAfterFile, loginThroughForm, openAs } from './admin-fixtures.ts'
import { linkIn, mailTo } from './support/advertisers.ts'
import { expectNoSeriousA11yViolations } from './support/layout.ts'

// Issue 27, "Mi agencia": the demo agency's manager invites an agent of this file's own (a unique
// address), who accepts and signs in for the first time; the manager hands them a listing made
// here, reads the per-agent figures, and removes them again, so the demo agency ends as it began.

test.describe.configure({ mode: 'serial' })

const RENATA = { email: 'renata@casapaulista.test', password: DEMO_PASSWORD, name: 'Renata Souza' }
const AGENT_PASSWORD = 'Corretor-Novo-Seguro-27'
const stamp = `${Date.now()}-${Math.round(Math.random() * 1e6)}`
const agent = { name: `Paula Nova ${stamp.slice(-6)}`, email: `paula-${stamp}@casapaulista.test`, password: AGENT_PASSWORD }
let listingTitle: string
const created = listingsDeletedAfterFile()

const visibleRows = (page: Page, name: string) => page.locator(`[data-testid=${name}-row], [data-testid=${name}-card]`).filter({ visible: true })

test('the manager invites an agent, who shows as invited; a taken address and a bad one are refused by the field', async ({ page }) => {
  await openAs(page, RENATA, '/admin/dashboard')
  await goThroughMenu(page, 'Mi agencia', /\/admin\/agencia$/)
  await expect(page.getByRole('region', { name: 'Datos de la agencia' }).getByLabel('Nombre')).toHaveValue('Casa Paulista Imóveis')
  const members = visibleRows(page, 'member')
  await expect(members.filter({ hasText: 'Renata Souza' })).toContainText('Administrador')
  await expect(members.filter({ hasText: 'Bruno Lima' })).toContainText('Agente')
  await expectNoSeriousA11yViolations(page)

  // A nameless agency is refused before anything is sent; the demo agency keeps its name.
  const details = page.getByRole('region', { name: 'Datos de la agencia' })
  await details.getByLabel('Nombre').fill(' ')
  await details.getByLabel('Correo electrónico').fill('sin-arroba')
  await details.getByRole('button', { name: 'Guardar los datos' }).click()
  await expect(details.getByText('El nombre de la agencia debe tener entre 2 y 120 caracteres.')).toBeVisible()
  await expect(details.getByText('Email de la agencia inválido.')).toBeVisible()
  await page.reload()
  await expect(details.getByLabel('Nombre')).toHaveValue('Casa Paulista Imóveis')

  const invite = page.getByRole('region', { name: 'Invitar a un agente' })
  await invite.getByLabel('Nombre').fill(agent.name)
  await invite.getByLabel('Correo electrónico').fill('no-es-un-correo')
  await invite.getByRole('button', { name: 'Enviar la invitación' }).click()
  await expect(invite.getByText('Email inválido')).toBeVisible()

  await invite.getByLabel('Correo electrónico').fill('bruno@casapaulista.test')
  await invite.getByRole('button', { name: 'Enviar la invitación' }).click()
  await expect(invite.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true')
  await expect(members.filter({ hasText: agent.name })).toHaveCount(0)

  await invite.getByLabel('Correo electrónico').fill(agent.email)
  await invite.getByRole('button', { name: 'Enviar la invitación' }).click()
  await expect(page.getByText(`Invitación enviada a ${agent.email}.`)).toBeVisible()
  await expect(members.filter({ hasText: agent.name })).toContainText('Invitado')
  await expect(invite.getByLabel('Nombre')).toHaveValue('')
})

test('the invited agent accepts through the mailed link and signs in to the admin for the first time, reading the agency without editing it', async ({ page, request }) => {
  const mail = await mailTo(request, agent.email, 'agency.invitation')
  const { path, token } = linkIn(mail.text, '/invitacion')
  expect(path).toMatch(/\/invitacion#token=/)
  // The agent opens the link in English: chooses a password, mistyped once.
  await page.goto(`/en/invitacion#token=${token}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Join your agency' })).toBeVisible()
  await page.getByLabel('Password', { exact: true }).fill(agent.password)
  await page.getByLabel('Repeat the password').fill(`${agent.password}x`)
  await page.getByRole('button', { name: 'Activate my account' }).click()
  await expect(page.getByText('The passwords do not match.')).toBeVisible()
  await page.getByLabel('Repeat the password').fill(agent.password)
  await page.getByRole('button', { name: 'Activate my account' }).click()
  await expect(page.getByText('Your account is active. You can now sign in with your email and password.')).toBeVisible()
  // The token left the address bar, and the used link is refused.
  expect(page.url()).not.toContain(token)
  await expectNoSeriousA11yViolations(page)
  expect((await request.post('/api/auth/accept-invitation', { data: { token, password: agent.password } })).status()).toBe(400)

  await page.goto('/login')
  await loginThroughForm(page, agent)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await goThroughMenu(page, 'Mi agencia', /\/admin\/agencia$/)
  await expect(page.getByText('Casa Paulista Imóveis').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Guardar los datos' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Invitar a un agente' })).toHaveCount(0)
  await expect(visibleRows(page, 'member').filter({ hasText: agent.name })).toContainText('Activo')
  await expect(page.getByRole('button', { name: /^Quitar a / })).toHaveCount(0)
})

test('the manager hands a listing to the new agent and reads the figures per agent', async ({ page, request }) => {
  const manager = await apiLogin(request, RENATA)
  listingTitle = `Apartamento para reasignar ${stamp.slice(-6)}`
  const listing = await createListing(request, manager.token, { title: listingTitle }, 1)
  created.push(listing.id)

  await openAs(page, RENATA, '/admin/propiedades')
  const row = visibleRows(page, 'property').filter({ hasText: listingTitle })
  await expect(row.locator('[data-agent]')).toContainText('Renata Souza')
  await row.getByRole('button', { name: `Reasignar ${listingTitle} a otro agente` }).click()
  const dialog = page.getByRole('dialog', { name: `Reasignar «${listingTitle}»` })
  await expect(dialog.getByLabel('Nuevo responsable')).toBeEnabled()
  await dialog.getByRole('button', { name: 'Reasignar' }).click()
  await expect(dialog.getByText('Elige a quién pasa el anuncio.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await dialog.getByLabel('Nuevo responsable').selectOption({ label: `${agent.name} (Agente)` })
  await dialog.getByRole('button', { name: 'Reasignar' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`«${listingTitle}» ahora la lleva ${agent.name}.`)).toBeVisible()
  await expect(row.locator('[data-agent]')).toContainText(agent.name)

  // What the agent now holds, counted on the manager's dashboard.
  await page.goto('/admin/dashboard')
  await expect(page.getByRole('heading', { name: 'Por agente' })).toBeVisible()
  const figures = visibleRows(page, 'agent').filter({ hasText: agent.name })
  await expect(figures.locator('[data-figure=properties]')).toHaveText('1')
  await expect(figures.locator('[data-figure=activeProperties]')).toHaveText('1')
  await expect(figures.locator('[data-figure=inquiries]')).toHaveText('0')
  await expect(visibleRows(page, 'agent').filter({ hasText: 'Renata Souza' })).toBeVisible()
})

test('the manager removes the agent after a confirmation; the listing comes back to the manager', async ({ page }) => {
  await openAs(page, RENATA, '/admin/agencia')
  await page
    .getByRole('button', { name: `Quitar a ${agent.name} del equipo` })
    .filter({ visible: true })
    .click()
  const dialog = page.getByRole('dialog', { name: `¿Quitar a ${agent.name} del equipo?` })
  await dialog.getByRole('button', { name: 'Quitar' }).click()
  await expect(page.getByText(`${agent.name} ya no forma parte del equipo.`)).toBeVisible()
  await expect(visibleRows(page, 'member').filter({ hasText: agent.name })).toHaveCount(0)

  await page.goto('/admin/propiedades')
  await expect(visibleRows(page, 'property').filter({ hasText: listingTitle }).locator('[data-agent]')).toContainText('Renata Souza')
  const refused = await page.request.post('/api/auth/login', { data: { email: agent.email, password: agent.password } })
  expect(refused.status()).not.toBe(200)
})
