import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import type { SiteSettings } from '../../src/shared/schemas/siteSettings.ts'
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/siteDefaults.ts'
import { apiLogin, auth, openAs, SUPERADMIN } from './admin-fixtures.ts'

// Issue 26: what the operator edits reaches the public pages: first as a preview only staff see,
// then, once published, for every visitor; a restore brings the earlier version back. The site
// settings are global to this worker's server: the file's tests run in order and put the defaults
// back at the end, so the files after it see the demo as it was.

test.describe.configure({ mode: 'serial' })

const PHONE = '+593 2 600 7000'
const MISSION_ES = 'Misión editada por la agencia'
const MISSION_EN = 'Mission edited by the agency'

async function draftOf(request: APIRequestContext, token: string): Promise<SiteSettings> {
  const res = await request.get('/api/admin/site-settings', { headers: auth(token) })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { settings: SiteSettings }).settings
}

async function saveAndPublish(request: APIRequestContext, token: string, settings: SiteSettings) {
  expect((await request.put('/api/admin/site-settings', { headers: auth(token), data: settings })).status()).toBe(200)
  const published = await request.post('/api/admin/site-settings/publish', { headers: auth(token) })
  expect([201, 409]).toContain(published.status())
}

/** A visitor's page, with no staff cookie. */
async function visitor(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL })
  return context.newPage()
}

/**
 * Opens `path` as a returning visitor who reloads: a browser may keep a page 30 s (max-age), and a
 * reload asks the server, whose answer follows the content version (polled each second).
 */
async function fresh(page: Page, path: string) {
  await page.goto(path)
  await page.reload()
}

async function expectSoon(page: Page, path: string, text: string | RegExp) {
  await expect(async () => {
    await fresh(page, path)
    await expect(page.locator('main')).toContainText(text, { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
}

test.afterAll(async ({ request }) => {
  const { token } = await apiLogin(request, SUPERADMIN)
  await saveAndPublish(request, token, DEFAULT_SITE_SETTINGS)
})

test('an edit shows in the staff preview only, then everywhere once published, and a restore undoes it', async ({ page, browser, baseURL }) => {
  const { token } = await openAs(page, SUPERADMIN, '/admin')
  const before = await draftOf(page.request, token)
  const edited = structuredClone(before)
  edited.name = 'Casa Andina'
  edited.phones = [PHONE, ...before.phones.slice(1)]
  edited.content.about.sections[0].text = { es: `${MISSION_ES}, con **negrita**.`, en: `${MISSION_EN}, with **bold**.`, pt: '' }
  expect((await page.request.put('/api/admin/site-settings', { headers: auth(token), data: edited })).status()).toBe(200)

  // The preview: the Sitio screen's cookie lets this browser see the draft, with a banner saying so.
  expect((await page.request.post('/api/admin/site-settings/preview', { headers: auth(token) })).status()).toBe(204)
  await page.goto('/sobre-nosotros?preview=site')
  await expect(page.locator('[data-site-preview]')).toBeVisible()
  await expect(page.locator('main')).toContainText(`${MISSION_ES}, con negrita.`)
  await expect(page.locator('main strong', { hasText: 'negrita' })).toBeVisible()
  await page.goto('/en/sobre-nosotros?preview=site')
  await expect(page.locator('main')).toContainText(`${MISSION_EN}, with bold.`)

  // A visitor sees the published site, with or without the preview query.
  const other = await visitor(browser, baseURL)
  for (const path of ['/sobre-nosotros', '/sobre-nosotros?preview=site']) {
    await other.goto(path)
    await expect(other.locator('main')).not.toContainText(MISSION_ES)
    await expect(other.locator('[data-site-preview]')).toHaveCount(0)
  }

  // Published: every visitor gets it, in each language, Portuguese falling back to Spanish.
  expect((await page.request.post('/api/admin/site-settings/publish', { headers: auth(token) })).status()).toBe(201)
  await expectSoon(other, '/sobre-nosotros', MISSION_ES)
  await expect(other.getByRole('link', { name: /Casa Andina/ }).first()).toBeVisible()
  await expect(other).toHaveTitle(/· Casa Andina$/)
  await expectSoon(other, '/en/sobre-nosotros', MISSION_EN)
  await expectSoon(other, '/pt/sobre-nosotros', MISSION_ES)
  await expectSoon(other, '/contactanos', PHONE)
  await expect(other.getByRole('link', { name: PHONE }).first()).toHaveAttribute('href', 'tel:+59326007000')
  await expect(other.locator('footer')).toContainText(PHONE)

  // Restoring the publication before it brings the old texts back.
  const history = (await (await page.request.get('/api/admin/site-settings/publications', { headers: auth(token) })).json()) as { id: number }[]
  expect(history.length).toBeGreaterThanOrEqual(1)
  if (history.length > 1) {
    expect((await page.request.post(`/api/admin/site-settings/publications/${history[1].id}/restore`, { headers: auth(token) })).status()).toBe(201)
  } else {
    await saveAndPublish(page.request, token, before)
  }
  await expect(async () => {
    await fresh(other, '/sobre-nosotros')
    await expect(other.locator('main')).not.toContainText(MISSION_ES, { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  await expect(other.locator('footer')).not.toContainText(PHONE)
  await other.context().close()
})

test("the brand colour becomes the theme's accent, and the defaults add no rule", async ({ page, request }) => {
  await page.goto('/')
  await expect(page.locator('head style', { hasText: '--color-brand-700' })).toHaveCount(0)
  const { token } = await apiLogin(request, SUPERADMIN)
  await saveAndPublish(request, token, { ...(await draftOf(request, token)), brandColor: '#1d4ed8' })
  await expect(async () => {
    await fresh(page, '/')
    const button = page.getByRole('button', { name: /Buscar/ }).first()
    expect(await button.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(29, 78, 216)')
  }).toPass({ timeout: 15_000 })
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1d4ed8')
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { theme_color: string; name: string }
  expect(manifest.theme_color).toBe('#1d4ed8')
})
