import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import es from '../../i18n/es.json' with { type: 'json' }
import type { SiteSettings } from '../../src/shared/schemas/siteSettings.ts'
import { apiLogin, auth, MARIA, openAs, openMenuIfCollapsed, pngBuffer, SUPERADMIN } from './admin-fixtures.ts'
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/layout.ts'

// The superadmin's "Sitio" screen (issue 26): the draft edited, saved, published and restored.
// The site settings are global to the server: each test starts from a draft equal to what is live,
// and the file leaves the live settings as it found them. Public pages are tested elsewhere.

interface Draft {
  settings: SiteSettings
  unpublished: string[]
}

const ADMIN_SITE = '/api/admin/site-settings'
const live = async (request: APIRequestContext) => (await (await request.get('/api/site-settings', { headers: { 'cache-control': 'no-cache' } })).json()) as SiteSettings
const draftOf = async (request: APIRequestContext, token: string) => (await (await request.get(ADMIN_SITE, { headers: auth(token) })).json()) as Draft
async function saveDraft(request: APIRequestContext, token: string, settings: SiteSettings) {
  const res = await request.put(ADMIN_SITE, { headers: auth(token), data: settings })
  expect(res.status(), await res.text()).toBe(200)
}
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A phone number no earlier run used, so each publication really changes something. */
const freshPhone = (offset: number) => `+593 2 ${String(Date.now() + offset).slice(-7)}`

let original: SiteSettings
test.beforeAll(async ({ request }) => {
  original = await live(request)
})
// Each test starts with nothing unpublished: the draft is what visitors see.
test.beforeEach(async ({ request }) => {
  const { token } = await apiLogin(request, SUPERADMIN)
  await saveDraft(request, token, await live(request))
})
test.afterAll(async ({ request }) => {
  const { token } = await apiLogin(request, SUPERADMIN)
  await saveDraft(request, token, original)
  if ((await draftOf(request, token)).unpublished.length > 0) expect((await request.post(`${ADMIN_SITE}/publish`, { headers: auth(token) })).status()).toBe(201)
})

const aboutSection = (page: Page, n: number) => page.locator('details[data-page=about]').getByRole('group', { name: `Sección ${n}`, exact: true })
const sectionText = (page: Page, n: number, language: 'Español' | 'English') => aboutSection(page, n).getByRole('group', { name: 'Texto de la sección' }).getByLabel(language, { exact: true })

test.describe('Sitio', () => {
  test('edits a phone and the about text in Spanish and English: bad colour and empty Spanish are refused by their fields, then the draft is saved', async ({ page }) => {
    await openAs(page, SUPERADMIN, '/admin/dashboard')
    await openMenuIfCollapsed(page)
    await page.getByRole('navigation', { name: 'Menú del panel' }).getByRole('link', { name: 'Sitio', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/sitio$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Sitio' })).toBeVisible()
    await expect(page.getByTestId('unpublished')).toHaveText('El borrador guardado es lo que ven los visitantes.')
    await expect(page.getByRole('button', { name: 'Publicar' })).toBeDisabled()
    await expect(page.getByRole('link', { name: /^Sobre nosotros/ })).toHaveAttribute('href', '/sobre-nosotros?preview=site')

    const phone = freshPhone(0)
    await page.getByLabel('Teléfono 1', { exact: true }).fill(phone)
    const colour = page.getByLabel('Color de la marca', { exact: true })
    await colour.fill('#ffff00')
    await page.locator('details[data-page=about] > summary').click()
    const spanish = sectionText(page, 1, 'Español')
    const english = sectionText(page, 1, 'English')
    await spanish.fill('')
    // English left empty shows the Spanish text: a warning by the field says so.
    await english.fill('')
    await expect(english).toHaveAccessibleDescription('Vacío: se mostrará el texto en español.')
    await expect(page.getByText('Hay cambios sin guardar.')).toBeVisible()
    await expect(page.getByText('Guarda el borrador antes de publicar.')).toBeVisible()

    const puts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith(ADMIN_SITE)) puts.push(request.url())
    })
    await page.getByRole('button', { name: 'Guardar borrador' }).click()
    await expect(colour).toHaveAttribute('aria-invalid', 'true')
    await expect(colour).toHaveAccessibleDescription(new RegExp(`^${escaped(es.validation.site.brandContrast)}`))
    await expect(colour).toBeFocused()
    await expect(spanish).toHaveAttribute('aria-invalid', 'true')
    await expect(spanish).toHaveAccessibleDescription(es.validation.site.spanishRequired)
    expect(puts).toEqual([])

    await colour.fill('#c2410c')
    await spanish.fill('Nuestra **misión** es acompañarte.')
    await english.fill('Our **mission** is to walk with you.')
    await expect(english).toHaveAccessibleDescription('')
    // The live preview draws the Markdown as the site will.
    await expect(aboutSection(page, 1).locator('[data-markdown-preview] strong').first()).toHaveText('misión')
    await page.getByRole('button', { name: 'Guardar borrador' }).click()
    await expect(page.getByText('Borrador guardado.')).toBeVisible()
    await expect(spanish).not.toHaveAttribute('aria-invalid')
    await expect(page.getByTestId('unpublished')).toHaveText('Cambios sin publicar: teléfonos y textos de «Sobre nosotros».')
    await expect(page.getByRole('button', { name: 'Publicar' })).toBeEnabled()

    const { token } = await apiLogin(page.request, SUPERADMIN)
    const draft = await draftOf(page.request, token)
    expect(draft.settings.phones[0]).toBe(phone)
    expect(draft.settings.content.about.sections[0].text).toMatchObject({ es: 'Nuestra **misión** es acompañarte.', en: 'Our **mission** is to walk with you.' })
    expect(draft.unpublished).toEqual(['phones', 'content.about'])
    // Nothing public changed.
    expect((await live(page.request)).phones[0]).not.toBe(phone)
    await expectNoHorizontalScroll(page)

    // "Vista previa" opens the public page with the draft, in a new tab, marked as a preview.
    const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: /^Sobre nosotros/ }).click()])
    await expect(preview.locator('[data-site-preview]')).toBeVisible()
    await expect(preview.locator('main')).toContainText('Nuestra misión es acompañarte.')
    await preview.close()
  })

  test('publishes the saved draft, lists it in the history as live, and restores the publication before it', async ({ page }) => {
    // The publication to come back to, made through the API.
    const { token } = await apiLogin(page.request, SUPERADMIN)
    const before = freshPhone(1)
    await saveDraft(page.request, token, { ...(await live(page.request)), phones: [before] })
    const earlier = (await (await page.request.post(`${ADMIN_SITE}/publish`, { headers: auth(token) })).json()) as { id: number }

    await openAs(page, SUPERADMIN, '/admin/sitio')
    const firstPhone = page.getByLabel('Teléfono 1', { exact: true })
    await expect(firstPhone).toHaveValue(before)
    const after = freshPhone(2)
    await firstPhone.fill(after)
    await page.getByRole('button', { name: 'Guardar borrador' }).click()
    await expect(page.getByText('Borrador guardado.')).toBeVisible()
    await page.getByRole('button', { name: 'Publicar' }).click()
    await expect(page.getByText('Cambios publicados: los visitantes ya los ven.')).toBeVisible()
    await expect(page.getByTestId('unpublished')).toHaveText('El borrador guardado es lo que ven los visitantes.')

    const entries = page.getByTestId('publication')
    await expect(entries.first()).toContainText('Publicada ahora')
    await expect(entries.first()).toContainText('Cambió: teléfonos.')
    await expect(entries.first()).toContainText(`Por ${SUPERADMIN.email}`)
    await expect(entries.first().getByRole('button')).toHaveCount(0)
    expect((await live(page.request)).phones).toEqual([after])
    // A visitor's contact page shows it within the content version's poll.
    const visitor = await page
      .context()
      .browser()!
      .newPage({ baseURL: new URL(page.url()).origin })
    await expect(async () => {
      await visitor.goto('/contactanos')
      await expect(visitor.locator('main')).toContainText(after, { timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    await visitor.close()

    await page.getByRole('button', { name: `Restaurar la publicación #${earlier.id}` }).click()
    const dialog = page.getByRole('dialog', { name: `¿Restaurar la publicación #${earlier.id}?` })
    await dialog.getByRole('button', { name: 'Restaurar y publicar' }).click()
    await expect(page.getByText(`Publicación #${earlier.id} restaurada.`)).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(entries.first()).toContainText(`Restaurada de #${earlier.id}`)
    await expect(entries.first()).toContainText('Publicada ahora')
    await expect(firstPhone).toHaveValue(before)
    await expect(page.getByRole('heading', { level: 2, name: 'Historial de publicaciones' })).toBeFocused()
    expect((await live(page.request)).phones).toEqual([before])
  })

  test("a new listing starts in the operator's default currency", async ({ page }) => {
    const { token } = await apiLogin(page.request, SUPERADMIN)
    await saveDraft(page.request, token, { ...(await live(page.request)), defaultCurrency: 'COP' })
    expect((await page.request.post(`${ADMIN_SITE}/publish`, { headers: auth(token) })).status()).toBe(201)
    await expect.poll(async () => (await live(page.request)).defaultCurrency, { timeout: 15_000 }).toBe('COP')
    await openAs(page, SUPERADMIN, '/admin/propiedades/crear')
    await expect(page.getByLabel('Moneda', { exact: true })).toHaveValue('COP')
  })

  test('uploads a logo and shows it, refuses a file that is no image by the field, removes it, and asks before leaving unsaved', async ({ page }) => {
    await openAs(page, SUPERADMIN, '/admin/sitio')
    const upload = page.getByLabel(/^(Subir|Cambiar) logotipo$/)
    await upload.setInputFiles({ name: 'notas.png', mimeType: 'image/png', buffer: Buffer.from('esto no es una imagen') })
    await expect(upload).toHaveAccessibleDescription(new RegExp(escaped(es.validation.site.logoType)))
    await upload.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await pngBuffer(page, '#1d4ed8', 300, 120) })
    const logo = page.getByRole('img', { name: 'Logotipo actual' })
    await expect(logo).toHaveAttribute('src', /^\/uploads\/site\/logo-[0-9a-f]{16}\.png$/)
    // Served, and re-encoded 96 px high.
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight)).toBe(96)
    await expect(upload).not.toHaveAttribute('aria-invalid')
    await expect(page.getByText('Hay cambios sin guardar.')).toBeVisible()

    // Leaving with the logo not saved asks first; saying no stays.
    await openMenuIfCollapsed(page)
    const asked = page.waitForEvent('dialog')
    const click = page.getByRole('navigation', { name: 'Menú del panel' }).getByRole('link', { name: 'Monedas' }).click()
    const dialog = await asked
    expect(dialog.message()).toBe('Hay cambios sin guardar en el sitio. ¿Salir de todas formas?')
    await dialog.dismiss()
    await click
    await expect(page).toHaveURL(/\/admin\/sitio$/)

    await page.getByRole('button', { name: 'Quitar logotipo' }).click()
    await expect(logo).toHaveCount(0)
    await expect(page.getByText('Todo está guardado en el borrador.')).toBeVisible()
  })

  test('the editor has no serious accessibility violation, page texts open', async ({ page }) => {
    await openAs(page, SUPERADMIN, '/admin/sitio')
    await expect(page.getByRole('heading', { level: 1, name: 'Sitio' })).toBeVisible()
    for (const pageName of ['hero', 'promo', 'about', 'legal', 'contact']) await page.locator(`details[data-page=${pageName}] > summary`).click()
    await expect(sectionText(page, 1, 'Español')).toBeVisible()
    await expect(page.locator('[aria-busy=true]')).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
  })

  test('an admin has no Sitio in the menu, gets "Acceso denegado" on its address, and cannot save the draft', async ({ page }) => {
    const maria = await openAs(page, MARIA, '/admin/sitio')
    await expect(page.getByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeVisible()
    await openMenuIfCollapsed(page)
    await expect(page.getByRole('navigation', { name: 'Menú del panel' }).getByRole('link', { name: 'Sitio', exact: true })).toHaveCount(0)
    expect((await page.request.put(ADMIN_SITE, { headers: auth(maria.token), data: original })).status()).toBe(403)
  })
})
