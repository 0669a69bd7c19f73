import { expect, test, type APIRequestContext } from '@playwright/test'
import es from '../../i18n/es.json' with { type: 'json' }
import en from '../../i18n/en.json' with { type: 'json' }
import { interpolate } from '../../src/shared/i18n.ts'
import type { OutboxMessage, Paged } from '../../src/shared/types.ts'
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, loginAsSuperadmin } from './support/layout.ts'
import { createListing } from './support/listings.ts'

// Issue 14: "Crear alerta" on the search page saves the search for an address; nothing but the
// confirmation goes out until its link is opened; every mail link is signed and works in one step.
// The browser tests' servers run without SMTP: the mail is read from the outbox, as it was queued.

/** The path and query of a link of the latest queued mail to `email` (the site URL of mail links is PUBLIC_SITE_URL). */
async function linkInMail(request: APIRequestContext, email: string, param: string): Promise<string> {
  const token = await loginAsSuperadmin(request)
  const res = await request.get('/api/admin/outbox?limit=100', { headers: { authorization: `Bearer ${token}` } })
  const mail = ((await res.json()) as Paged<OutboxMessage>).data.find((m) => m.recipient === email)
  expect(mail, `a mail to ${email}`).toBeTruthy()
  const url = new URL(mail!.text.match(new RegExp(`https?://\\S+[?&]${param}=\\S+`))![0])
  return `${url.pathname}${url.search}`
}

test('a visitor creates an alert, confirms it from the mail, manages it, and stops it in one click', async ({ page, request }, testInfo) => {
  const email = `alerta-${testInfo.project.name}-${Date.now()}@example.com`
  await page.goto('/propiedades?country=country_pe&operation=rent&beds=2')
  // The alert form, under the results, hydrates when it scrolls into view, as a visitor reaches it.
  await page.getByRole('button', { name: es.alerts.create }).scrollIntoViewIfNeeded()
  await page.getByRole('button', { name: es.alerts.create }).click()
  await expect(page.getByText(es.alerts.privacy)).toBeVisible()
  await page.getByLabel(es.alerts.email).fill('no-es-un-correo')
  await page.getByRole('button', { name: es.alerts.submit, exact: true }).last().click()
  await expect(page.getByText(es.validation.contact.email)).toBeVisible()
  await page.getByLabel(es.alerts.email).fill(email)
  await page.getByLabel(es.alerts.frequencies.daily).check()
  await page.getByRole('button', { name: es.alerts.submit, exact: true }).last().click()
  await expect(page.getByRole('status').filter({ hasText: es.api.savedSearchCreated })).toBeVisible()
  await expectNoHorizontalScroll(page)

  // The confirmation, opened from the mail: a button, since mail scanners open links by themselves.
  await page.goto(await linkInMail(request, email, 'confirmar'))
  await page.getByRole('button', { name: es.alerts.confirm }).click()
  await expect(page.getByRole('status').filter({ hasText: es.api.savedSearchConfirmed })).toBeVisible()
  await page.getByRole('link', { name: es.alerts.manageLink }).click()
  const alerts = page.getByRole('region', { name: interpolate(es.alerts.manageTitle, { email }) })
  await expect(alerts).toBeVisible()
  const item = alerts.getByRole('listitem')
  await expect(item).toHaveCount(1)
  await expect(item.getByRole('combobox')).toHaveValue('daily')
  await expect(item.getByRole('link', { name: es.alerts.seeResults })).toHaveAttribute('href', '/propiedades?country=country_pe&operation=rent&minBedrooms=2')
  await expectNoSeriousA11yViolations(page)
  const manage = page.url()

  // The mail's "cancel" link stops the alert as the page opens.
  await page.goto(await linkInMail(request, email, 'baja'))
  await expect(page.getByRole('status').filter({ hasText: es.api.savedSearchStopped })).toBeVisible()
  await page.goto(manage)
  await expect(page.getByText(es.alerts.none)).toBeVisible()
})

test('a tampered link is refused, and the page explains itself in English', async ({ page }) => {
  await page.goto('/alertas?gestionar=bWFsbwo.firma-falsa')
  await expect(page.getByRole('alert')).toHaveText(es.errors.alertLink)
  await page.goto('/en/alertas')
  await expect(page.getByRole('heading', { level: 1, name: en.alerts.pageTitle })).toBeVisible()
  await expect(page.getByText(en.alerts.noLink)).toBeVisible()
})

test('a visitor follows a listing from its page and the rest of the favourites from theirs; one confirmation covers both', async ({ page, request }, testInfo) => {
  const email = `sigue-${testInfo.project.name}-${Date.now()}@example.com`
  const stamp = Date.now()
  const followed = await createListing(request, { title: `Casa que sigo por correo ${stamp}` }, 2)
  const favourite = await createListing(request, { title: `Departamento favorito que sigo ${stamp}` }, 2)

  await page.goto(`/propiedades/${followed.slug}`)
  // The form hydrates when it scrolls into view (below the photos and the map on a phone).
  await page.getByRole('button', { name: es.follow.open }).scrollIntoViewIfNeeded()
  await page.getByRole('button', { name: es.follow.open }).click()
  await expect(page.getByText(es.follow.intro)).toBeVisible()
  await expect(page.getByText(es.alerts.privacy)).toBeVisible()
  await page.getByLabel(es.alerts.email).fill(email)
  await page.getByRole('button', { name: es.follow.submit, exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: es.api.followCreated })).toBeVisible()
  await expectNoHorizontalScroll(page)

  // The favourites page follows what the visitor kept, in one go.
  await page.goto(`/propiedades/${favourite.slug}`)
  const heart = page.getByRole('button', { name: es.card.favouriteShort, exact: true })
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await page.goto('/favoritos')
  await page.getByRole('button', { name: es.follow.openAll }).click()
  await page.getByLabel(es.alerts.email).fill(email)
  await page.getByRole('button', { name: es.follow.submit, exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: es.api.followCreated })).toBeVisible()

  await page.goto(await linkInMail(request, email, 'confirmar'))
  await page.getByRole('button', { name: es.alerts.confirm }).click()
  await page.getByRole('link', { name: es.alerts.manageLink }).click()
  const alerts = page.getByRole('region', { name: interpolate(es.alerts.manageTitle, { email }) })
  const items = alerts.getByRole('listitem')
  await expect(items).toHaveCount(2)
  for (const listing of [followed, favourite]) {
    const item = items.filter({ hasText: interpolate(es.follow.listing, { title: listing.title }) })
    await expect(item).not.toContainText(es.alerts.pending)
    await expect(item.getByRole('link')).toHaveAttribute('href', `/propiedades/${listing.slug}`)
  }
  await expectNoSeriousA11yViolations(page)
})
