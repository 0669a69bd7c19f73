import { expect, test } from '@playwright/test'
import es from '../../i18n/es.json' with { type: 'json' }
import { apiLogin, auth, CARLOS, createListing, MARIA, openAs } from './admin-fixtures.ts'

test.describe('dashboard', () => {
  test("the cards show the figures of the caller's own listings and inquiries", async ({ page }) => {
    const session = await apiLogin(page.request, CARLOS)
    const stats = await (await page.request.get('/api/admin/dashboard-stats', { headers: auth(session.token) })).json()
    expect(stats.properties).toBeGreaterThan(0)
    await openAs(page, CARLOS, '/admin/dashboard')
    const cards = page.getByRole('list', { name: 'Cifras principales' })
    const nf = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 })
    await expect(cards.getByRole('listitem').filter({ hasText: 'Mis propiedades' })).toContainText(nf.format(stats.properties))
    await expect(cards.getByRole('listitem').filter({ hasText: 'Consultas totales' })).toContainText(nf.format(stats.inquiries))
    await expect(cards.getByRole('listitem').filter({ hasText: 'Vistas totales' })).toContainText(nf.format(stats.totalViews))
    await expect(cards.getByRole('listitem').filter({ hasText: 'Propiedades activas' })).toContainText(nf.format(stats.activeProperties))
    await expect(cards.getByRole('listitem').filter({ hasText: 'Propiedades inactivas' })).toContainText(nf.format(stats.inactiveProperties))
    const unread = cards
      .getByRole('listitem')
      .filter({ hasText: 'Consultas totales' })
      .getByText(/sin leer/)
    if (stats.unreadInquiries > 0) await expect(unread).toHaveText(`${nf.format(stats.unreadInquiries)} sin leer`)
    else await expect(unread).toHaveCount(0)
  })

  test('Views and Date sort the recent listings: a new column ascending, the same column toggles', async ({ page }, testInfo) => {
    const session = await apiLogin(page.request, MARIA)
    const order = async (sortBy: string, sortOrder: string) =>
      (await (await page.request.get(`/api/properties/admin/all?limit=10&sortBy=${sortBy}&sortOrder=${sortOrder}`, { headers: auth(session.token) })).json()).data.map((p: { views: number }) =>
        String(p.views),
      )
    await openAs(page, MARIA, '/admin/dashboard')
    const phone = testInfo.project.name === 'phone'
    const views = page.getByTestId('recent-views').filter({ visible: true })
    const sortViews = phone ? page.getByRole('button', { name: /^Vistas/ }) : page.getByRole('columnheader', { name: /Vistas/ }).getByRole('button')
    await expect(views).toHaveCount(10)
    await sortViews.click()
    if (!phone) await expect(page.getByRole('columnheader', { name: /Vistas/ })).toHaveAttribute('aria-sort', 'ascending')
    await expect(views).toHaveText((await order('views', 'asc')).map((v: string) => (phone ? `${v} vistas` : v)))
    await sortViews.click()
    if (!phone) await expect(page.getByRole('columnheader', { name: /Vistas/ })).toHaveAttribute('aria-sort', 'descending')
    await expect(views).toHaveText((await order('views', 'desc')).map((v: string) => (phone ? `${v} vistas` : v)))
  })

  test('four skeletons while loading, then the spec texts for an empty list and for a failure', async ({ page }) => {
    await page.route('**/api/properties/admin/all**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 1 } }) })
    })
    await openAs(page, MARIA, '/admin/dashboard')
    await expect(page.getByTestId('recent-skeleton')).toHaveCount(4)
    await expect(page.getByText('No hay propiedades para mostrar.')).toBeVisible()
    await page.unroute('**/api/properties/admin/all**')
    await page.route('**/api/admin/dashboard-stats', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }))
    await page.reload()
    await expect(page.getByText('No se pudieron cargar los datos del panel de administración.')).toBeVisible()
    await expect(page.getByText('Inténtalo de nuevo más tarde.')).toBeVisible()
  })
})

test.describe('inquiries inbox', () => {
  test('a new inquiry arrives unread, opening it marks it read, and the dashboard count follows', async ({ page }, testInfo) => {
    const session = await apiLogin(page.request, MARIA)
    const listing = await createListing(page.request, session.token, { title: `Casa consultada ${testInfo.project.name} ${Date.now()}` }, 1)
    const sender = `Lucía Paredes ${testInfo.project.name}`
    // Sent the way a visitor sends it: the contact form of the public listing page.
    await page.goto(`/propiedades/${listing.slug}`)
    const form = page.getByRole('region', { name: es.property.contactTitle })
    await expect(form.getByRole('button', { name: es.contact.submit })).toBeEnabled()
    await form.getByLabel(es.contact.name, { exact: true }).fill(sender)
    await form.getByLabel(es.contact.email, { exact: true }).fill('lucia.paredes@example.com')
    // Typed as people in Ecuador write it, without the calling code: the reply link adds 593.
    await form.getByLabel(es.contact.phone, { exact: true }).fill('099 888 7766')
    await form.getByLabel(es.contact.message, { exact: true }).fill('¿Podría visitar la casa este sábado por la mañana?')
    await form.getByRole('button', { name: es.contact.submit }).click()
    await expect(page.getByText(es.contact.success)).toBeVisible()
    const unreadBefore = (await (await page.request.get('/api/admin/dashboard-stats', { headers: auth(session.token) })).json()).unreadInquiries

    await openAs(page, MARIA, '/admin/consultas')
    await expect(page.getByRole('heading', { level: 1, name: 'Consultas' })).toBeVisible()
    const item = page.getByTestId('inquiry').first()
    await expect(item).toContainText(sender)
    await expect(item).toContainText(listing.title)
    await expect(item).toContainText('Nueva')
    await expect(item).toHaveAttribute('data-read', 'false')

    await item.getByRole('button', { expanded: false }).click()
    await expect(item).toHaveAttribute('data-read', 'true')
    await expect(item.getByRole('link', { name: 'Responder por email' })).toHaveAttribute('href', /^mailto:lucia\.paredes@example\.com\?subject=/)
    await expect(item.getByRole('link', { name: 'Responder por WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/593998887766\?text=/)
    await expect(item.getByRole('link', { name: listing.title })).toHaveAttribute('href', `/propiedades/${listing.slug}`)
    await expect.poll(async () => (await (await page.request.get('/api/admin/dashboard-stats', { headers: auth(session.token) })).json()).unreadInquiries).toBe(unreadBefore - 1)

    await openAs(page, MARIA, '/admin/dashboard')
    const inquiriesCard = page.getByRole('list', { name: 'Cifras principales' }).getByRole('listitem').filter({ hasText: 'Consultas totales' })
    if (unreadBefore - 1 > 0) await expect(inquiriesCard).toContainText(`${unreadBefore - 1} sin leer`)
    else await expect(inquiriesCard).not.toContainText('sin leer')

    await page.goto('/admin/consultas')
    await page.getByTestId('inquiry').first().getByRole('button', { expanded: false }).click()
    await page.getByRole('button', { name: 'Marcar como no leída' }).click()
    await expect(page.getByText('Consulta marcada como no leída.')).toBeVisible()
    await expect(page.getByTestId('inquiry').first()).toHaveAttribute('data-read', 'false')
    await expect.poll(async () => (await (await page.request.get('/api/admin/dashboard-stats', { headers: auth(session.token) })).json()).unreadInquiries).toBe(unreadBefore)
  })

  test('the "Sin leer" filter lists only unread inquiries', async ({ page }) => {
    const session = await apiLogin(page.request, CARLOS)
    const unread = (await (await page.request.get('/api/admin/inquiries?isRead=false&limit=25', { headers: auth(session.token) })).json()).pagination.total
    await openAs(page, CARLOS, '/admin/consultas')
    await page.getByRole('button', { name: 'Sin leer' }).click()
    if (unread === 0) await expect(page.getByText('No tienes consultas sin leer.')).toBeVisible()
    else {
      // The first page of the default size (25).
      await expect(page.getByTestId('inquiry')).toHaveCount(Math.min(unread, 25))
      await expect(page.locator('[data-testid=inquiry][data-read=true]')).toHaveCount(0)
    }
  })
})
