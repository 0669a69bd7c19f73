import { readFile } from 'node:fs/promises'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import es from '../../i18n/es.json' with { type: 'json' }
import { apiLogin, auth, createListing, MARIA, openAs, SUPERADMIN, type Account } from './admin-fixtures.ts'

// The admin lists page, sort and search on the server, keep that state in the address, export CSV,
// and let the superadmin feature a listing from the list.

const PAGER = { email: 'paginador@inmobiliaria.test', password: 'Tortuga-Azul-Marea-71', name: 'Paginador Masivo' } satisfies Account & { name: string }
const LISTINGS = 110
const USERS = 105
const pad = (n: number) => String(n).padStart(3, '0')
// Listing n costs 1000·n: the price order is the number order.
const listingTitle = (n: number) => `Paginada ${pad(n)}`
// "zz" keeps them after the demo users by name, so other specs find theirs on the first page.
const userEmail = (n: number) => `zz-paginado-${pad(n)}@inmobiliaria.test`

/** The listing numbers a search for "paginada <digits>" finds (the digits anywhere in the number), in price order. */
const numbersMatching = (digits: string) => Array.from({ length: LISTINGS }, (_, i) => i + 1).filter((n) => pad(n).includes(digits))

const rows = (page: Page) => page.locator('[data-testid=property-row], [data-testid=property-card]').filter({ visible: true })
const userRows = (page: Page) => page.locator('[data-testid=user-row], [data-testid=user-card]').filter({ visible: true })
const showing = (page: Page) => page.getByRole('status').filter({ hasText: /^Mostrando / })

/** Runs `make` for each of `items`, four at a time (the server handles them faster side by side). */
async function inBatches<T>(items: T[], make: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += 4) await Promise.all(items.slice(i, i + 4).map(make))
}

/** The paging admin with its listings and the extra users; what a run before made is reused. */
async function ensureData(request: APIRequestContext) {
  const root = await apiLogin(request, SUPERADMIN)
  let pager = (await request.post('/api/auth/login', { data: PAGER })).ok() ? await apiLogin(request, PAGER) : null
  if (!pager) {
    const res = await request.post('/api/users', { headers: auth(root.token), data: { ...PAGER, roleId: 'role_admin' } })
    expect(res.status(), await res.text()).toBe(201)
    pager = await apiLogin(request, PAGER)
  }
  const mine = await (await request.get('/api/properties/admin/all?limit=1000', { headers: auth(pager.token) })).json()
  const have = new Set((mine.data as { title: string }[]).map((p) => p.title))
  const missing = Array.from({ length: LISTINGS }, (_, i) => i + 1).filter((n) => !have.has(listingTitle(n)))
  await inBatches(missing, (n) => createListing(request, pager.token, { title: listingTitle(n), price: String(1000 * n) }, 1))

  const existing = await (await request.get(`/api/users?search=zz-paginado&limit=100`, { headers: auth(root.token) })).json()
  if (existing.pagination.total < USERS) {
    const known = new Set(((await (await request.get(`/api/users?search=zz-paginado&limit=100&page=2`, { headers: auth(root.token) })).json()).data as { email: string }[]).map((u) => u.email))
    for (const u of existing.data as { email: string }[]) known.add(u.email)
    const wanted = Array.from({ length: USERS }, (_, i) => i + 1).filter((n) => !known.has(userEmail(n)))
    await inBatches(wanted, async (n) => {
      const res = await request.post('/api/users', {
        headers: auth(root.token),
        data: { name: `Zz Paginado ${pad(n)}`, email: userEmail(n), password: 'Colibri-Verde-Monte-33', roleId: 'role_admin' },
      })
      expect(res.status(), await res.text()).toBe(201)
    })
  }
}

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(180_000)
  const request = await playwright.request.newContext({ baseURL })
  await ensureData(request)
  await request.dispose()
})

test.describe('paging the property list on the server', () => {
  test('reaches the last page, changes the page size, sorts and searches, and the address keeps it all', async ({ page }) => {
    const session = await openAs(page, PAGER, '/admin/propiedades')
    // The listings were made four at a time: the API says which came first and last.
    const byAge = async (order: string) => (await (await page.request.get(`/api/properties/admin/all?limit=1&sortOrder=${order}`, { headers: auth(session.token) })).json()).data[0].title as string
    await expect(showing(page)).toHaveText(`Mostrando 1–25 de ${LISTINGS}`)
    await expect(rows(page)).toHaveCount(25)
    await expect(rows(page).first()).toContainText(await byAge('desc'))

    await page.getByRole('navigation', { name: 'Páginas de propiedades' }).getByRole('button', { name: 'Página 5', exact: true }).click()
    await expect(showing(page)).toHaveText(`Mostrando 101–110 de ${LISTINGS}`)
    await expect(rows(page)).toHaveCount(10)
    await expect(rows(page).last()).toContainText(await byAge('asc'))
    await expect(page).toHaveURL(/\/admin\/propiedades\?page=5$/)
    await page.reload()
    await expect(showing(page)).toHaveText(`Mostrando 101–110 de ${LISTINGS}`)
    await expect(page.getByRole('button', { name: 'Página 5', exact: true })).toHaveAttribute('aria-current', 'page')

    await page.getByLabel('Por página').selectOption('100')
    await expect(showing(page)).toHaveText(`Mostrando 1–100 de ${LISTINGS}`)
    await expect(rows(page)).toHaveCount(100)
    await expect(page).toHaveURL(/\?size=100$/)
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click()
    await expect(showing(page)).toHaveText(`Mostrando 101–110 de ${LISTINGS}`)
    await expect(rows(page)).toHaveCount(10)

    await page.getByLabel('Ordenar por').selectOption({ label: 'Precio: mayor a menor' })
    await expect(page).toHaveURL(/sort=price&order=desc&size=100$/)
    await expect(showing(page)).toHaveText(`Mostrando 1–100 de ${LISTINGS}`)
    await expect(rows(page).first()).toContainText(listingTitle(LISTINGS))
    await page.getByLabel('Ordenar por').selectOption({ label: 'Precio: menor a mayor' })
    await expect(rows(page).first()).toContainText(listingTitle(1))
    await expect(rows(page).nth(1)).toContainText(listingTitle(2))

    await page.getByLabel('Buscar en la lista').fill('paginada 01')
    await expect(page).toHaveURL(/q=paginada\+01/)
    const found = numbersMatching('01')
    await expect(showing(page)).toHaveText(`Mostrando 1–${found.length} de ${found.length}`)
    await expect(rows(page)).toHaveText(found.map((n) => new RegExp(`^${listingTitle(n)}`)))
    await page.reload()
    await expect(page.getByLabel('Buscar en la lista')).toHaveValue('paginada 01')
    await expect(page.getByLabel('Ordenar por')).toHaveValue('price:asc')
    await expect(page.getByLabel('Por página')).toHaveValue('100')
    await expect(showing(page)).toHaveText(`Mostrando 1–${found.length} de ${found.length}`)

    // Back walks the states: before the search, the whole list in price order.
    await page.goBack()
    await expect(page.getByLabel('Buscar en la lista')).toHaveValue('')
    await expect(showing(page)).toHaveText(`Mostrando 1–100 de ${LISTINGS}`)
    await page.goForward()
    await expect(page.getByLabel('Buscar en la lista')).toHaveValue('paginada 01')
    await expect(showing(page)).toHaveText(`Mostrando 1–${found.length} de ${found.length}`)
  })

  test('a shared link past the last page opens the last page', async ({ page }) => {
    await openAs(page, PAGER, '/admin/propiedades?size=50&page=40')
    await expect(showing(page)).toHaveText(`Mostrando 101–110 de ${LISTINGS}`)
    await expect(page).toHaveURL(/size=50&page=3$/)
  })

  test('the export button downloads the filtered, ordered list as CSV', async ({ page }) => {
    await openAs(page, PAGER, '/admin/propiedades?q=paginada+02&sort=price&order=desc')
    const found = numbersMatching('02').reverse()
    await expect(showing(page)).toHaveText(`Mostrando 1–${found.length} de ${found.length}`)
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Exportar CSV' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^listings-\d{4}-\d{2}-\d{2}\.csv$/)
    const bytes = await readFile((await download.path())!)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    // The admin in Spanish gets a file a Spanish-locale spreadsheet opens as columns: ";" between fields.
    const [header, ...records] = parse(bytes.subarray(3).toString('utf8'), { delimiter: ';' }) as string[][]
    expect(header.slice(0, 4)).toEqual(['id', 'slug', 'title', 'status'])
    const title = header.indexOf('title')
    const price = header.indexOf('price')
    expect(records.map((r) => r[title])).toEqual(found.map(listingTitle))
    expect(records.map((r) => Number(r[price]))).toEqual(found.map((n) => 1000 * n))
  })
})

test.describe('paging the users list on the server', () => {
  test('reaches the last page, sorts by email, searches, and the address keeps it', async ({ page }) => {
    const root = await openAs(page, SUPERADMIN, '/admin/usuarios')
    const total = (await (await page.request.get('/api/users?limit=1', { headers: auth(root.token) })).json()).pagination.total as number
    expect(total).toBeGreaterThan(USERS)
    await expect(showing(page)).toHaveText(`Mostrando 1–25 de ${total}`)
    await expect(userRows(page)).toHaveCount(25)

    const last = Math.ceil(total / 25)
    await page.getByRole('button', { name: `Página ${last}`, exact: true }).click()
    await expect(showing(page)).toHaveText(`Mostrando ${(last - 1) * 25 + 1}–${total} de ${total}`)
    // By name, ascending: the "Zz Paginado" users close the list.
    await expect(userRows(page).last()).toContainText(userEmail(USERS))
    await expect(page).toHaveURL(new RegExp(`\\?page=${last}$`))

    await page.getByLabel('Ordenar por').selectOption({ label: 'Email (Z–A)' })
    await expect(showing(page)).toHaveText(`Mostrando 1–25 de ${total}`)
    await expect(userRows(page).first()).toContainText(userEmail(USERS))
    await expect(userRows(page).nth(1)).toContainText(userEmail(USERS - 1))

    await page.getByLabel('Buscar usuarios').fill('paginado-042')
    await expect(showing(page)).toHaveText('Mostrando 1–1 de 1')
    await expect(userRows(page)).toHaveCount(1)
    await expect(userRows(page)).toContainText('Zz Paginado 042')
    await page.reload()
    await expect(page.getByLabel('Buscar usuarios')).toHaveValue('paginado-042')
    await expect(page.getByLabel('Ordenar por')).toHaveValue('email:desc')
    await expect(userRows(page)).toHaveCount(1)
    await page.getByLabel('Buscar usuarios').fill('nadie-se-llama-asi')
    await expect(page.getByText('Ningún usuario coincide con «nadie-se-llama-asi».')).toBeVisible()
  })
})

test.describe('featuring a listing from the list', () => {
  test('the superadmin switches "Destacada" on and off and the home page follows; an admin has no switch', async ({ page, browser, baseURL }, testInfo) => {
    const maria = await apiLogin(page.request, MARIA)
    const title = `Oportunidad destacable ${testInfo.project.name} ${Date.now()}`
    const listing = await createListing(page.request, maria.token, { title, isOpportunity: 'true', opportunityPrice: '120000' }, 1)
    try {
      await openAs(page, SUPERADMIN, `/admin/propiedades?q=${encodeURIComponent(title)}`)
      const toggle = page.getByRole('switch', { name: `Destacada «${title}»` })
      await expect(toggle).toHaveAttribute('aria-checked', 'false')
      await toggle.click()
      await expect(page.getByText('La propiedad ahora es destacada.')).toBeVisible()
      await expect(toggle).toHaveAttribute('aria-checked', 'true')

      // A fresh context each time, so no cached copy of home answers.
      const home = async () => {
        const context = await browser.newContext({ baseURL })
        const visitor = await context.newPage()
        await visitor.goto('/')
        const opportunities = visitor.getByRole('region', { name: es.home.featured.opportunities, exact: true }).first()
        await expect(opportunities).toBeAttached()
        const shown = await opportunities.getByText(title, { exact: true }).count()
        await context.close()
        return shown
      }
      expect(await home()).toBe(1)

      await toggle.click()
      await expect(page.getByText('La propiedad ya no es destacada.')).toBeVisible()
      await expect(toggle).toHaveAttribute('aria-checked', 'false')
      expect((await (await page.request.get(`/api/properties/${listing.id}`)).json()).isFeatured).toBe(0)
      expect(await home()).toBe(0)

      await openAs(page, MARIA, `/admin/propiedades?q=${encodeURIComponent(title)}`)
      await expect(rows(page)).toHaveCount(1)
      await expect(page.getByRole('switch')).toHaveCount(0)
    } finally {
      await page.request.delete(`/api/properties/${listing.id}`, { headers: auth(maria.token) })
    }
  })

  test('a failed change says so and leaves the switch as it was', async ({ page }, testInfo) => {
    const maria = await apiLogin(page.request, MARIA)
    const title = `Casa sin destacar ${testInfo.project.name} ${Date.now()}`
    const listing = await createListing(page.request, maria.token, { title }, 1)
    try {
      await page.route(`**/api/properties/${listing.id}`, (route) =>
        route.request().method() === 'PATCH' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }) : route.continue(),
      )
      await openAs(page, SUPERADMIN, `/admin/propiedades?q=${encodeURIComponent(title)}`)
      const toggle = page.getByRole('switch', { name: `Destacada «${title}»` })
      await toggle.click()
      await expect(page.getByText('No se pudo cambiar si la propiedad es destacada.')).toBeVisible()
      await expect(toggle).toHaveAttribute('aria-checked', 'false')
    } finally {
      await page.request.delete(`/api/properties/${listing.id}`, { headers: auth(maria.token) })
    }
  })
})

test.describe('exporting the inbox', () => {
  test('the export button downloads the inquiries the inbox lists', async ({ page }) => {
    const session = await openAs(page, MARIA, '/admin/consultas?sort=createdAt&order=asc')
    const listed = (await (await page.request.get('/api/admin/inquiries?limit=100&sortOrder=asc', { headers: auth(session.token) })).json()).data as { id: number; name: string }[]
    await expect(page.getByRole('heading', { level: 1, name: 'Consultas' })).toBeVisible()
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Exportar CSV' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/)
    const text = (await readFile((await download.path())!)).toString('utf8')
    const [header, ...records] = parse(text, { bom: true, delimiter: ';' }) as string[][]
    expect(header).toEqual(['id', 'createdAt', 'name', 'email', 'phone', 'message', 'propertyId', 'propertyTitle', 'isRead'])
    expect(records.map((r) => Number(r[0]))).toEqual(listed.map((i) => i.id))
    expect(records.map((r) => r[2])).toEqual(listed.map((i) => i.name))
  })
})
