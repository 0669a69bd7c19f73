import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import es from '../../i18n/es.json' with { type: 'json' }
import en from '../../i18n/en.json' with { type: 'json' }
import pt from '../../i18n/pt.json' with { type: 'json' }
import { interpolate } from '../../src/shared/i18n.ts'
import { solvedAltcha } from '../fixtures/proofOfWork.ts'
import type { OutboxMessage, Paged } from '../../src/shared/types.ts'
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, loginAsSuperadmin } from './support/layout.ts'
import { searchIslandRunning } from './support/searchFilters.ts'

// Issue 22, item 7: alerts told in words (the search's chips), their frequency and filters changed
// from the manage page, and the manage link sent again from /alertas. The test servers run without
// SMTP: mails are read from the outbox, as they were queued.

const LANGS = [
  { lang: 'es', prefix: '', dict: es },
  { lang: 'en', prefix: '/en', dict: en },
  { lang: 'pt', prefix: '/pt', dict: pt },
] as const

/** The latest queued mail to `email` with a `param=` link: that link's path and query. */
async function linkInMail(request: APIRequestContext, email: string, param: string): Promise<string> {
  const token = await loginAsSuperadmin(request)
  const res = await request.get('/api/admin/outbox?limit=100', { headers: { authorization: `Bearer ${token}` } })
  const mail = ((await res.json()) as Paged<OutboxMessage>).data.find((m) => m.recipient === email && new RegExp(`[?&]${param}=`).test(m.text))
  expect(mail, `a mail to ${email} with a ${param} link`).toBeTruthy()
  const url = new URL(mail!.text.match(new RegExp(`https?://\\S+[?&]${param}=\\S+`))![0])
  return `${url.pathname}${url.search}`
}

/** A confirmed alert for `query`, made through the API as the search page and the mail would; its manage token. */
async function confirmedAlert(request: APIRequestContext, email: string, query: string, lang: string): Promise<string> {
  // With the proof of work the page's form solves (issue 23).
  const altcha = await solvedAltcha(await (await request.get('/api/challenge')).json())
  expect((await request.post('/api/saved-searches', { data: { email, query, frequency: 'instant', lang, altcha } })).status()).toBe(202)
  const confirm = new URLSearchParams((await linkInMail(request, email, 'confirmar')).split('?')[1]).get('confirmar')
  const res = await request.post('/api/saved-searches/confirm', { data: { token: confirm } })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { manageToken: string }).manageToken
}

test('the manage page tells each alert in words in its language, and its frequency changes in place', async ({ page, request }, testInfo) => {
  for (const { lang, prefix, dict } of LANGS) {
    const email = `palabras-${lang}-${testInfo.project.name}-${Date.now()}@example.com`
    const token = await confirmedAlert(request, email, 'country=country_pe&operation=rent&beds=2', lang)
    await page.goto(`${prefix}/alertas?gestionar=${encodeURIComponent(token)}`)
    const words = [dict.countries.country_pe, dict.properties.rent, interpolate(dict.filters.bedsChip, { count: 2 })].join(' · ')
    const item = page.getByRole('region', { name: interpolate(dict.alerts.manageTitle, { email }) }).getByRole('listitem')
    await expect(item).toContainText(words)
    await expect(item).not.toContainText('country_pe')
    await expect(item.getByRole('link', { name: interpolate(dict.alerts.seeResultsLabel, { search: words }) })).toHaveAttribute(
      'href',
      `${prefix}/propiedades?country=country_pe&operation=rent&minBedrooms=2`,
    )

    const frequency = item.getByRole('combobox', { name: interpolate(dict.alerts.frequencyLabel, { search: words }) })
    await frequency.selectOption('daily')
    await expect(page.getByRole('status').filter({ hasText: dict.api.savedSearchChanged })).toBeVisible()
    await page.reload()
    await expect(item.getByRole('combobox')).toHaveValue('daily')
  }
  await expectNoHorizontalScroll(page)
  await expectNoSeriousA11yViolations(page)
})

test('"edit filters" opens the search with the alert\'s filters and saves the changed search back into that alert', async ({ page, request }, testInfo) => {
  const email = `filtros-${testInfo.project.name}-${Date.now()}@example.com`
  const token = await confirmedAlert(request, email, 'country=country_co&operation=sale&beds=3', 'es')
  await page.goto(`/alertas?gestionar=${encodeURIComponent(token)}`)
  const before = [es.countries.country_co, es.properties.sale, interpolate(es.filters.bedsChip, { count: 3 })].join(' · ')
  await page.getByRole('link', { name: interpolate(es.alerts.editFiltersLabel, { search: before }) }).click()
  await expect(page).toHaveURL(/\/propiedades\?country=country_co&operation=sale&minBedrooms=3$/)
  // The bar that saves into the alert shows once the island has read which alert this tab edits,
  // in sight at the window's bottom edge, and moves nothing: the chips stand where they stand on
  // the same search in a tab that edits no alert (in CI a bar above them once moved a chip under a
  // tap). At the page's end it covers none of the footer.
  const bar = page.locator('[data-alert-bar]')
  await expect(bar.getByRole('button', { name: es.alerts.saveToAlert })).toBeInViewport()
  await expectNoSeriousA11yViolations(page)
  const bedsChip = (tab: Page) => tab.getByRole('link', { name: interpolate(es.properties.clearFilter, { label: interpolate(es.filters.bedsChip, { count: 3 }) }) })
  const topOnPage = (tab: Page) => bedsChip(tab).evaluate((chip) => chip.getBoundingClientRect().top + window.scrollY)
  const plainTab = await page.context().newPage()
  await plainTab.goto(page.url())
  await searchIslandRunning(plainTab)
  await expect(plainTab.locator('[data-alert-bar]')).toHaveCount(0)
  expect(await topOnPage(page)).toBe(await topOnPage(plainTab))
  await plainTab.close()
  await page.keyboard.press('End')
  await expect(page.getByRole('contentinfo')).toBeInViewport()
  await expect
    .poll(async () => {
      const footer = await page.getByRole('contentinfo').boundingBox()
      const covering = await bar.boundingBox()
      return footer && covering ? Math.round(footer.y + footer.height - covering.y) : null
    })
    .toBeLessThanOrEqual(0)
  // Another filter set: no bedrooms, then save into the alert being edited.
  await bedsChip(page).click()
  await expect(page).toHaveURL(/\/propiedades\?country=country_co&operation=sale$/)
  await page.getByRole('button', { name: es.alerts.saveToAlert }).click()
  await expect(page.getByRole('status').filter({ hasText: es.api.savedSearchChanged })).toBeVisible()
  await page.getByRole('link', { name: es.alerts.backToAlerts }).click()

  const item = page.getByRole('region', { name: interpolate(es.alerts.manageTitle, { email }) }).getByRole('listitem')
  await expect(item).toHaveCount(1)
  await expect(item).toContainText([es.countries.country_co, es.properties.sale].join(' · '))
  await expect(item).not.toContainText(interpolate(es.filters.bedsChip, { count: 3 }))
  // Done editing: the search page no longer offers to save into the alert.
  await page.goto('/propiedades?country=country_co')
  await searchIslandRunning(page)
  // The alert form is an island of its own that hydrates when it scrolls into view.
  await page.getByRole('button', { name: es.alerts.create }).scrollIntoViewIfNeeded()
  await expect(page.getByRole('button', { name: es.alerts.create })).toBeEnabled()
  await expect(page.getByRole('button', { name: es.alerts.saveToAlert })).toHaveCount(0)

  // Editing again, and stopping: the bar goes, and stays gone after a reload.
  await page.goto(`/alertas?gestionar=${encodeURIComponent(token)}`)
  const after = [es.countries.country_co, es.properties.sale].join(' · ')
  await page.getByRole('link', { name: interpolate(es.alerts.editFiltersLabel, { search: after }) }).click()
  await bar.getByRole('button', { name: es.alerts.cancelEdit }).click()
  await expect(bar).toHaveCount(0)
  await page.reload()
  await searchIslandRunning(page)
  await expect(bar).toHaveCount(0)
})

test('without a link, /alertas mails the manage link to an address that has alerts, saying the same for any address', async ({ page, request }, testInfo) => {
  for (const { lang, prefix, dict } of LANGS) {
    const email = `enlace-${lang}-${testInfo.project.name}-${Date.now()}@example.com`
    await confirmedAlert(request, email, 'country=country_ec', lang)
    await page.goto(`${prefix}/alertas`)
    await expect(page.getByText(dict.alerts.noLink)).toBeVisible()
    const form = page.getByRole('region', { name: dict.alerts.sendLinkTitle })
    if (lang === 'es') await expectNoSeriousA11yViolations(page)
    await form.getByLabel(dict.alerts.email).fill('no-es-un-correo')
    await form.getByRole('button', { name: dict.alerts.sendLink }).click()
    await expect(form.getByText(dict.validation.contact.email)).toBeVisible()
    await form.getByLabel(dict.alerts.email).fill(email)
    await form.getByRole('button', { name: dict.alerts.sendLink }).click()
    await expect(form.getByRole('status')).toHaveText(dict.api.manageLinkSent)

    // The mail's link opens this address's alerts.
    await page.goto(await linkInMail(request, email, 'gestionar'))
    await expect(page.getByRole('region', { name: interpolate(dict.alerts.manageTitle, { email }) }).getByRole('listitem')).toContainText(dict.countries.country_ec)
  }
})
