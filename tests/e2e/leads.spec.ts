import { expect, test } from '@playwright/test'
import es from '../../i18n/es.json' with { type: 'json' }
import adminEn from '../../i18n/admin/en.json' with { type: 'json' }
import adminPt from '../../i18n/admin/pt.json' with { type: 'json' }
import type { Leads } from '../../src/shared/types.ts'
import { interpolate } from '../../src/shared/i18n.ts'
import { MARIA, openAs } from './admin-fixtures.ts'
import { expectNoHorizontalScroll, loginAsAdvertiser } from './support/layout.ts'
import { createListing } from './support/listings.ts'

// Issue 12: taps on "call" and "WhatsApp" count as leads, once per visit and channel, and the
// advertiser sees them on the dashboard (chart and table) and in the property list.

test('taps on call and WhatsApp reach the dashboard and the property list, once per visit and channel', async ({ page, request, context }) => {
  // No internet: the WhatsApp tab opens and is stopped at once.
  await context.route('https://wa.me/**', (route) => route.abort())
  const listing = await createListing(request, { title: `Casa con leads ${Date.now()}` })
  await page.goto(`/propiedades/${listing.slug}`)
  const counted: string[] = []
  page.on('request', (req) => {
    if (req.url().endsWith('/contact-clicks')) counted.push(JSON.parse(req.postData() ?? '{}').channel)
  })
  const call = page.getByRole('link', { name: es.property.call })
  await call.evaluate((link: HTMLAnchorElement) => link.addEventListener('click', (event) => event.preventDefault()))
  await call.click()
  await call.click()
  const whatsapp = page.getByRole('link', { name: es.property.whatsapp })
  const popup = context.waitForEvent('page')
  await whatsapp.click()
  await (await popup).close()
  await expect.poll(() => counted).toEqual(['call', 'whatsapp'])

  const token = await loginAsAdvertiser(request)
  await expect
    .poll(async () => ((await (await request.get('/api/admin/leads', { headers: { authorization: `Bearer ${token}` } })).json()) as Leads).byListing.find((l) => l.propertyId === listing.id))
    .toMatchObject({ calls: 1, whatsapp: 1, inquiries: 0, total: 2 })

  await openAs(page, MARIA, '/admin/dashboard')
  const panel = page.getByTestId('leads-panel')
  await expect(panel.getByRole('heading', { name: 'Contactos de los últimos 30 días' })).toBeVisible()
  await expect(panel.getByRole('img', { name: 'Contactos por día: consultas, llamadas y WhatsApp' })).toBeVisible()
  // A table on wide screens, cards on a phone: whichever shows, it names the listing and its total.
  await expect(panel.locator('[data-testid=leads-row], [data-testid=leads-card]').filter({ visible: true }).filter({ hasText: listing.title })).toContainText('2')
  // The chart reads without hovering: each series' total, the scale and the days it spans.
  await expect(panel.getByTestId('leads-legend').locator('li').nth(1)).toHaveText(/^Llamadas\s*[1-9]\d*$/)
  await expect(panel.getByTestId('leads-scale')).toContainText(/[1-9]/)
  await expect(panel.getByTestId('leads-dates').locator('time')).toHaveCount(3)
  await expect(panel.getByTestId('leads-dates').locator('time').last()).toHaveAttribute('datetime', new Date().toISOString().slice(0, 10))
  await expectNoHorizontalScroll(page)

  await page.goto(`/admin/propiedades?q=${encodeURIComponent(listing.title)}`)
  const row = page.locator('[data-testid=property-row], [data-testid=property-card]').filter({ hasText: listing.title }).filter({ visible: true })
  await expect(row.locator('[data-leads]')).toContainText('2')

  for (const [lang, dict] of [
    ['en', adminEn],
    ['pt', adminPt],
  ] as const) {
    await page.evaluate((value) => localStorage.setItem('lang', value), lang)
    await page.goto('/admin/dashboard')
    await expect(page.getByTestId('leads-panel').getByRole('heading', { level: 2 })).toHaveText(interpolate(dict.dashboard.leads.title, { days: 30 }))
  }
})
