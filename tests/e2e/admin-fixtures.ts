import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { renditionPath } from '../../src/shared/images.ts'

// Shared by the admin-*.spec.ts files: demo accounts and quick ways into a session.

/** The demo accounts' password (README, src/server/db/seed/demoPassword.ts). */
export const DEMO_PASSWORD = 'Demo-Casa-2026!'

export const SUPERADMIN = { email: 'admin@inmobiliaria.test', password: DEMO_PASSWORD, name: 'Administrador' }
export const MARIA = { email: 'maria@inmobiliaria.test', password: DEMO_PASSWORD, name: 'María Fernanda Vega' }
export const CARLOS = { email: 'carlos@inmobiliaria.test', password: DEMO_PASSWORD, name: 'Carlos Andrade' }

export interface Account {
  email: string
  password: string
}

export interface ApiSession {
  token: string
  user: { id: number; name: string; email: string; role: string; phoneNumber: string | null }
}

export async function apiLogin(request: APIRequestContext, account: Account): Promise<ApiSession> {
  const res = await request.post('/api/auth/login', { data: account })
  expect(res.status(), `login of ${account.email}`).toBe(200)
  return (await res.json()) as ApiSession
}

/**
 * Logs in through the API with the page's own request context, which shares the browser's cookies:
 * the answer's HttpOnly session cookie is then the page's session. The island's record of who is
 * signed in (localStorage 'session-user', no credential) is set too, then `path` is opened.
 */
export async function openAs(page: Page, account: Account, path: string): Promise<ApiSession> {
  const session = await apiLogin(page.request, account)
  await page.goto('/login')
  await page.evaluate((user) => localStorage.setItem('session-user', JSON.stringify({ user })), session.user)
  await page.goto(path)
  return session
}

/** Logs in through the form, as a person would. */
export async function loginThroughForm(page: Page, account: Account) {
  await page.getByLabel('Correo electrónico').fill(account.email)
  await page.getByLabel('Contraseña').fill(account.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` })

/**
 * The ids of the listings a spec file makes (the file pushes them), deleted by the superadmin once
 * the file is done, so later files see the demo data unchanged.
 */
export function listingsDeletedAfterFile(): (string | number)[] {
  const created: (string | number)[] = []
  test.afterAll(async ({ request }) => {
    const superadmin = await apiLogin(request, SUPERADMIN)
    for (const id of created) await request.delete(`/api/properties/${id}`, { headers: auth(superadmin.token) })
  })
  return created
}

/** On a phone-sized window the sidebar is collapsed behind the menu button (below Tailwind's lg). */
export async function openMenuIfCollapsed(page: Page) {
  if ((page.viewportSize()?.width ?? 1366) >= 1024) return
  // Its label follows the admin language (es, en, pt).
  await page.getByRole('button', { name: /^(Abrir menú|Open menu|Abrir menu)$/ }).click()
}

/** Goes to an admin screen through the menu, as a person does: its link and its heading share a name. */
export async function goThroughMenu(page: Page, name: string, path: RegExp) {
  await openMenuIfCollapsed(page)
  await page.getByRole('link', { name }).click()
  await expect(page).toHaveURL(path)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

/** A small valid PNG of one colour (a real image the server can decode), generated in the browser. */
export async function pngBuffer(page: Page, color: string, width = 64, height = 48): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ color, width, height }) => {
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = height
      const context = canvas.getContext('2d')!
      context.fillStyle = color
      context.fillRect(0, 0, width, height)
      context.fillStyle = '#ffffff'
      context.fillRect(width / 4, height / 4, width / 2, height / 2)
      return canvas.toDataURL('image/png').split(',')[1]
    },
    { color, width, height },
  )
  return Buffer.from(base64, 'base64')
}

/** Makes a listing through the API (as `account`), with a main image, `photos` more and the given floor plans. */
export async function createListing(request: APIRequestContext, token: string, fields: Record<string, string>, photos = 2, floorPlans: Buffer[] = []) {
  const { imageBytes } = await import('../fixtures/images.ts')
  const countries = await (await request.get('/api/locations/countries')).json()
  const ecuador = countries.find((c: { name: string }) => c.name === 'Ecuador')
  const cities = await (await request.get(`/api/locations/cities/${ecuador.id}`)).json()
  const types = await (await request.get('/api/properties/types')).json()
  const form = new FormData()
  const all: Record<string, string> = {
    title: 'Casa de prueba',
    address: 'Av. de los Shyris N35-17',
    price: '150000',
    priceType: 'sale',
    currency: 'USD',
    countryId: ecuador.id,
    cityId: cities.find((c: { name: string }) => c.name === 'Quito').id,
    propertyTypeId: String(types.find((t: { name: string }) => t.name === 'Casa').id),
    isActive: 'true',
    ...fields,
  }
  for (const [key, value] of Object.entries(all)) form.append(key, value)
  form.append('mainImage', new Blob([new Uint8Array(await imageBytes('png', { hue: 10 }))], { type: 'image/png' }), 'main.png')
  for (let i = 0; i < photos; i++) form.append('images', new Blob([new Uint8Array(await imageBytes('png', { hue: 60 + i * 40 }))], { type: 'image/png' }), `photo-${i}.png`)
  floorPlans.forEach((plan, i) => form.append('floorPlans', new Blob([new Uint8Array(plan)], { type: 'image/png' }), `plan-${i}.png`))
  const res = await request.post('/api/properties', { headers: auth(token), multipart: form })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as { id: number; slug: string; title: string; mainImage: string; images: string[]; floorPlans: string[]; isActive: number; isOpportunity: number }
}

/**
 * Sets the language the server keeps for `account` (the admin saves it whenever its language
 * changes): tests reading mail subjects set it first, since other tests on the server change it.
 */
export async function setServerLanguage(request: APIRequestContext, account: Account, language: 'es' | 'en' | 'pt') {
  const session = await apiLogin(request, account)
  const res = await request.put('/api/auth/language', { data: { language }, headers: auth(session.token) })
  if (res.status() !== 204) throw new Error(`PUT /api/auth/language: ${res.status()}`)
}

/** Drops files on the drop zone holding `inputTestId`, as a drag from the desktop would. */
export async function dropFiles(page: Page, inputTestId: string, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const zone = page.getByTestId(inputTestId).locator('..')
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer()
      for (const file of list) transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.mimeType }))
      return transfer
    },
    files.map((file) => ({ name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] })),
  )
  await zone.dispatchEvent('dragover', { dataTransfer })
  await zone.dispatchEvent('drop', { dataTransfer })
}

/** The pictures of an image list's tiles show these stored images in this order (each by its smallest rendition). */
export async function expectTileSources(tiles: Locator, paths: string[]) {
  await expect.poll(() => tiles.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))).toEqual(paths.map((p) => renditionPath(p, 400)))
}
