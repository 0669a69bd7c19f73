import { expect, test, type Page } from '@playwright/test'
import es from '../../i18n/es.json' with { type: 'json' }
import en from '../../i18n/en.json' with { type: 'json' }
import pt from '../../i18n/pt.json' with { type: 'json' }
import { interpolate } from '../../src/shared/i18n.ts'
import type { Property } from '../../src/shared/types.ts'
import { holdIsland } from './support/islands.ts'
import { createListing } from './support/listings.ts'

// Issue 22 item 11: what a visitor types into a public form as soon as it shows is never lost to
// the island coming to life (hydration), whichever island of the page comes to life first; and the
// inquiry forms end on a confirmation that stays, saying what went to whom.

const LANGUAGES = [
  ['', 'es', es],
  ['/en', 'en', en],
  ['/pt', 'pt', pt],
] as const

/** Console errors and uncaught errors of the page (React's #418 hydration mismatch shows as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

const proofOfWorkLoaded = (page: Page) => page.waitForFunction(() => customElements.get('altcha-widget') !== undefined)

test.describe('public forms', () => {
  let listing: Property

  test.beforeAll(async ({ request }) => {
    listing = await createListing(request, { title: `Casa para escribir pronto ${Date.now()}` })
  })

  test("the listing's contact form keeps what was typed before it came to life, sends it and says what went to whom", async ({ page }) => {
    const errors = collectErrors(page)
    for (const [prefix, lang, dict] of LANGUAGES) {
      const email = `rosa.${lang}.${Date.now()}@example.com`
      await page.unrouteAll()
      const release = await holdIsland(page, 'ListingContactForm')
      await page.goto(`${prefix}/propiedades/${listing.slug}`, { waitUntil: 'domcontentloaded' })
      const form = page.getByRole('region', { name: dict.property.contactTitle })
      await form.getByLabel(dict.contact.name, { exact: true }).fill('Rosa Vera')
      await form.getByLabel(dict.contact.email, { exact: true }).fill(email)
      // The report dialog's island comes to life first (as it scrolls into view) and loads the
      // proof-of-work widget.
      await page.getByRole('button', { name: dict.report.open }).scrollIntoViewIfNeeded()
      await proofOfWorkLoaded(page)
      release()
      const submit = form.getByRole('button', { name: dict.contact.submit })
      await submit.scrollIntoViewIfNeeded()
      await expect(submit).toBeEnabled()
      await expect(form.getByLabel(dict.contact.name, { exact: true })).toHaveValue('Rosa Vera')
      await expect(form.getByLabel(dict.contact.email, { exact: true })).toHaveValue(email)
      await submit.click()

      const sent = form.getByRole('heading', { name: dict.contact.sent.title })
      await expect(sent).toBeFocused()
      await expect(form.getByText(interpolate(dict.contact.sent.to, { advertiser: listing.authorName, title: listing.title }))).toBeVisible()
      await expect(form.getByText(interpolate(dict.contact.sent.reply, { email }))).toBeVisible()
      await expect(form.locator('blockquote')).toHaveText(interpolate(dict.property.defaultMessage, { title: listing.title }))
      if (lang === 'es') {
        // The toast goes; the confirmation stays until the visitor writes again.
        await expect(page.getByText(dict.contact.success)).toBeHidden()
        await expect(sent).toBeVisible()
      }
      await form.getByRole('button', { name: dict.contact.sent.another }).click()
      await expect(form.getByLabel(dict.contact.message, { exact: true })).toBeFocused()
      await expect(form.getByLabel(dict.contact.message, { exact: true })).toHaveValue(interpolate(dict.property.defaultMessage, { title: listing.title }))
      await expect(form.getByLabel(dict.contact.name, { exact: true })).toHaveValue('Rosa Vera')
    }
    expect(errors).toEqual([])
  })

  test('the listing page comes to life without a console error when the contact form wakes before the report dialog', async ({ page }) => {
    const errors = collectErrors(page)
    await page.goto(`/propiedades/${listing.slug}`)
    const form = page.getByRole('region', { name: es.property.contactTitle })
    const submit = form.getByRole('button', { name: es.contact.submit })
    await submit.scrollIntoViewIfNeeded()
    await expect(submit).toBeEnabled()
    await proofOfWorkLoaded(page)
    const report = page.getByRole('button', { name: es.report.open })
    await report.scrollIntoViewIfNeeded()
    // Each step on its own, so that a failure says which: the report island comes to life as it
    // scrolls into view (its form's send button is enabled then), and the tap opens the dialog.
    await report.click()
    const dialog = page.getByRole('dialog', { name: es.report.title })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: es.report.submit })).toBeEnabled()
    await dialog.getByLabel(es.report.details).fill('Pidieron un depósito.')
    await expect(dialog.locator('altcha-widget')).toBeVisible()
    await dialog.getByRole('button', { name: es.report.cancel }).click()
    await page.keyboard.press('End')
    await expect(page.getByRole('contentinfo')).toBeInViewport()
    expect(errors).toEqual([])
  })

  test('the contact form asks for what is missing and says how to fix what is wrong, in every language', async ({ page }) => {
    let posted = 0
    await page.route('**/api/contact', (route) => ((posted += 1), route.continue()))
    for (const [prefix, , dict] of LANGUAGES) {
      await page.goto(`${prefix}/propiedades/${listing.slug}`)
      const form = page.getByRole('region', { name: dict.property.contactTitle })
      const submit = form.getByRole('button', { name: dict.contact.submit })
      await submit.scrollIntoViewIfNeeded()
      await expect(submit).toBeEnabled()
      const field = (label: string) => form.getByLabel(label, { exact: true })
      await field(dict.contact.message).fill('')
      await submit.click()
      await expect(form.getByText(dict.contact.nameRequired)).toBeVisible()
      await expect(form.getByText(dict.contact.emailRequired)).toBeVisible()
      await expect(form.getByText(dict.contact.messageRequired)).toBeVisible()
      await expect(field(dict.contact.name)).toBeFocused()

      await field(dict.contact.name).fill('A')
      await field(dict.contact.email).fill('nadie@')
      await field(dict.contact.phone).fill('abc')
      await field(dict.contact.message).fill('Hola')
      await submit.click()
      await expect(form.getByText(interpolate(dict.contact.invalidName, { min: 2 }))).toBeVisible()
      await expect(form.getByText(dict.contact.invalidEmail)).toBeVisible()
      await expect(form.getByText(dict.contact.invalidPhone)).toBeVisible()
      await expect(form.getByText(interpolate(dict.contact.shortMessage, { min: 10 }))).toBeVisible()
    }
    expect(posted).toBe(0)
  })

  test('the contact page keeps what was typed before it came to life, sends it and can send another', async ({ page }) => {
    const errors = collectErrors(page)
    for (const [prefix, lang, dict] of LANGUAGES) {
      const email = `lucia.${lang}.${Date.now()}@example.com`
      const text = `Busco una casa con jardín en Quito (${lang})`
      await page.unrouteAll()
      const release = await holdIsland(page, 'ContactPageForm')
      await page.goto(`${prefix}/contactanos`, { waitUntil: 'domcontentloaded' })
      const field = (label: string) => page.getByLabel(label, { exact: true })
      await field(dict.contact.name).fill('Lucía Paredes')
      await field(dict.contact.email).fill(email)
      await field(dict.contact.phone).fill('099 888 7766')
      await field(dict.contact.message).fill(text)
      release()
      const submit = page.getByRole('button', { name: dict.contactPage.submit })
      await expect(submit).toBeEnabled()
      await expect(field(dict.contact.name)).toHaveValue('Lucía Paredes')
      await expect(field(dict.contact.email)).toHaveValue(email)
      await expect(field(dict.contact.phone)).toHaveValue('099 888 7766')
      await expect(field(dict.contact.message)).toHaveValue(text)
      await submit.click()

      await expect(page.getByRole('heading', { name: dict.contactPage.sent.title })).toBeFocused()
      await expect(page.getByText(dict.contactPage.sent.to)).toBeVisible()
      await expect(page.getByText(interpolate(dict.contactPage.sent.replyPhone, { email, phone: '099 888 7766' }))).toBeVisible()
      await expect(page.locator('blockquote')).toHaveText(text)
      await page.getByRole('button', { name: dict.contact.sent.another }).click()
      await expect(field(dict.contact.message)).toBeFocused()
      await expect(field(dict.contact.message)).toHaveValue('')
      await expect(field(dict.contact.email)).toHaveValue(email)
    }
    expect(errors).toEqual([])
  })

  test("the search page's alert form keeps the address typed the moment it opens while the results arrive", async ({ page }) => {
    for (const [prefix, , dict] of LANGUAGES) {
      await page.goto(`${prefix}/propiedades`, { waitUntil: 'domcontentloaded' })
      const alert = page.locator('[data-alert-form]')
      // It hydrates when it scrolls into view, as a visitor reaches it.
      await alert.scrollIntoViewIfNeeded()
      await alert.getByRole('button', { name: dict.alerts.create }).click()
      await alert.getByLabel(dict.alerts.email).fill('vecina@example.com')
      await expect(page.locator('a[href*="/propiedades/"]').first()).toBeVisible()
      await expect(alert.getByLabel(dict.alerts.email)).toHaveValue('vecina@example.com')
      await alert.getByRole('button', { name: dict.alerts.submit }).last().click()
      await expect(alert.getByRole('status')).toHaveText(dict.api.savedSearchCreated)
    }
  })
})

test('the invitation keeps the passwords typed before it came to life, and checks them, in every language', async ({ page }) => {
  for (const [prefix, , dict] of LANGUAGES) {
    await page.unrouteAll()
    const release = await holdIsland(page, 'InvitationForm')
    // A token the server never issued: the passwords are checked in the browser before it is sent.
    await page.goto(`${prefix}/invitacion#token=not-a-real-token`, { waitUntil: 'domcontentloaded' })
    await page.getByLabel(dict.accountLinks.invitation.password, { exact: true }).fill('Una frase larga y segura 24')
    await page.getByLabel(dict.accountLinks.invitation.confirm).fill('Una frase larga y segura 25')
    release()
    const submit = page.getByRole('button', { name: dict.accountLinks.invitation.submit })
    await expect(submit).toBeEnabled()
    await submit.click()
    // Checked as typed: they differ. Not an empty password "shorter than 12 characters".
    await expect(page.getByText(dict.accountLinks.invitation.mismatch)).toBeVisible()
    await expect(page.getByText(dict.validation.newPassword.short)).toHaveCount(0)
  }
})

test('the sign-up form takes what was chosen and typed before it came to life: the kind, the country and the password it rates', async ({ page }) => {
  for (const [prefix, , dict] of LANGUAGES) {
    await page.unrouteAll()
    const release = await holdIsland(page, 'SignupForm')
    await page.goto(`${prefix}/registro`, { waitUntil: 'domcontentloaded' })
    await page.getByRole('radio', { name: dict.signup.kind.agency }).check()
    await page.getByLabel(dict.signup.name, { exact: true }).fill('Guadalupe Quishpe Morales')
    await page.getByLabel(dict.signup.email, { exact: true }).fill('gquishpe@example.com')
    await page.getByLabel(dict.signup.country, { exact: true }).selectOption('country_pe')
    // Rated "very good" alone, "good" once it is seen to lean on the name and the address.
    await page.getByLabel(dict.signup.password, { exact: true }).fill('quishpemoralesguadalupe')
    release()
    await expect(page.getByRole('button', { name: dict.signup.submit })).toBeEnabled()
    await expect(page.getByLabel(dict.signup.agencyName, { exact: true })).toBeVisible()
    await expect(page.getByText(interpolate(dict.signup.licenceHint, { name: dict.advertiser.licenceName.country_pe }))).toBeVisible()
    await expect(page.getByTestId('password-strength')).toHaveText(`${dict.signup.strength.label}: ${dict.signup.strength['3']}`)
    await expect(page.getByLabel(dict.signup.password, { exact: true })).toHaveValue('quishpemoralesguadalupe')
  }
})

test('the search page applies the order and the operation chosen before it came to life, both', async ({ page, request }) => {
  const cheapest = async (query: string) => ((await (await request.get(`/api/properties?sortBy=price&sortOrder=asc&limit=12${query}`)).json()) as { data: Property[] }).data.map((p) => p.title)
  for (const [prefix, , dict] of LANGUAGES) {
    await page.unrouteAll()
    const release = await holdIsland(page, 'SearchPage')
    await page.goto(`${prefix}/propiedades`, { waitUntil: 'domcontentloaded' })
    await page.getByLabel(dict.properties.sort).selectOption('price-low')
    // The operation sits beside the search box on a wider screen; a phone chooses it in the filter sheet.
    const operation = page.locator('#search-operation')
    const both = await operation.isVisible()
    if (both) await operation.selectOption('rent')
    release()
    // Each choice is applied as the island comes to life; the second must not undo the first.
    await expect(page).toHaveURL(both ? /\?operation=rent&sort=price-low$/ : /\?sort=price-low$/)
    await expect(page.locator('#main article h3')).toHaveText(await cheapest(both ? '&priceType=rent' : ''))
    await expect(page.getByLabel(dict.properties.sort)).toHaveValue('price-low')
    if (both) await expect(operation).toHaveValue('rent')
  }
})
