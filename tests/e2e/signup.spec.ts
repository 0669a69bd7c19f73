import { expect, test, type APIRequestContext } from '@playwright/test'
import es from '../../i18n/es.json' with { type: 'json' }
import pt from '../../i18n/pt.json' with { type: 'json' }
import { interpolate } from '../../src/shared/i18n.ts'
import type { OutboxMessage, Paged } from '../../src/shared/types.ts'
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, loginAsSuperadmin } from './support/layout.ts'

// Issue 27: a private owner or an agency signs up at /registro, gets a mail, and confirms the
// address with its link (/registro/verificar#token=…); a used or made-up link says so.
// The browser tests' servers run without SMTP: the mail is read from the outbox, as it was queued.

const PASSWORD = 'Tejado azul sobre el río 2027'

/** The path and fragment of the verification link in the latest mail to `email`. */
async function verificationLink(request: APIRequestContext, email: string): Promise<string> {
  const token = await loginAsSuperadmin(request)
  let mail: OutboxMessage | undefined
  await expect
    .poll(async () => {
      const res = await request.get('/api/admin/outbox?limit=100', { headers: { authorization: `Bearer ${token}` } })
      mail = ((await res.json()) as Paged<OutboxMessage>).data.find((m) => m.recipient === email)
      return Boolean(mail)
    }, `a mail to ${email}`)
    .toBe(true)
  const url = new URL(mail!.text.match(/https?:\/\/\S+\/registro\/verificar#token=[\w-]+/)![0])
  return `${url.pathname}${url.hash}`
}

test('an agency signs up in Portuguese, confirms its address from the mail, and the used link is refused', async ({ page, request }, testInfo) => {
  const email = `agencia-${testInfo.project.name}-${Date.now()}@example.com`
  await page.goto('/pt/registro')
  await expect(page.getByRole('heading', { level: 1, name: pt.signup.title })).toBeVisible()
  await expect(page.getByRole('button', { name: pt.signup.submit })).toBeEnabled()

  // The agency's own fields show only for an agency.
  await expect(page.getByLabel(pt.signup.agencyName, { exact: true })).toHaveCount(0)
  await page.getByRole('radio', { name: new RegExp(`^${pt.signup.kind.agency}`) }).check()
  await page.getByLabel(pt.signup.country, { exact: true }).selectOption('country_br')
  await expect(page.getByText(interpolate(pt.signup.licenceHint, { name: pt.advertiser.licenceName.country_br }))).toBeVisible()

  // Bad input: nothing sent, each field says what is wrong.
  await page.getByLabel(pt.signup.password, { exact: true }).fill('curta')
  await page.getByRole('button', { name: pt.signup.submit }).click()
  await expect(page.getByText(pt.validation.signup.agencyName)).toBeVisible()
  await expect(page.getByText(pt.validation.signup.licence)).toBeVisible()
  await expect(page.getByText(pt.validation.signup.name)).toBeVisible()
  await expect(page.getByText(pt.validation.signup.email)).toBeVisible()
  await expect(page.getByText(pt.validation.newPassword.short)).toBeVisible()
  await expect(page.getByLabel(pt.signup.agencyName, { exact: true })).toBeFocused()

  await page.getByLabel(pt.signup.agencyName, { exact: true }).fill('Imobiliária Teste Sul')
  await page.getByLabel(pt.signup.licence, { exact: true }).fill('CRECI 55555-J')
  await page.getByLabel(pt.signup.name, { exact: true }).fill('Joana Prado')
  await page.getByLabel(pt.signup.email, { exact: true }).fill(email)
  await page.getByLabel(pt.signup.phone, { exact: true }).fill('+55 11 97777 1234')
  await page.getByLabel(pt.signup.password, { exact: true }).fill(PASSWORD)
  await expect(page.getByTestId('password-strength')).toContainText(pt.signup.strength.label)
  await page.getByRole('button', { name: pt.signup.submit }).click()
  await expect(page.getByRole('heading', { name: pt.signup.sent.title })).toBeFocused()
  await expect(page.getByText(interpolate(pt.signup.sent.text, { email }))).toBeVisible()
  await expectNoHorizontalScroll(page)

  const link = await verificationLink(request, email)
  expect(link.startsWith('/pt/registro/verificar#token=')).toBe(true)
  await page.goto(link)
  await expect(page.getByText(pt.accountLinks.verify.success)).toBeVisible()
  await expect(page.getByRole('link', { name: pt.accountLinks.toLogin })).toHaveAttribute('href', '/login')
  // The token leaves the address once read.
  expect(new URL(page.url()).hash).toBe('')
  await expectNoSeriousA11yViolations(page)

  // Opened again (a fresh load, not a jump within the page): the link was spent.
  await page.goto('about:blank')
  await page.goto(link)
  await expect(page.getByText(pt.accountLinks.invalid)).toBeVisible()
})

test('a private owner signs up in Spanish; the server refuses a common password on its field', async ({ page }, testInfo) => {
  const email = `duena-${testInfo.project.name}-${Date.now()}@example.com`
  await page.goto('/registro')
  await expect(page.getByRole('button', { name: es.signup.submit })).toBeEnabled()
  await expectNoSeriousA11yViolations(page)
  await page.getByLabel(es.signup.name, { exact: true }).fill('Lucía Paredes')
  await page.getByLabel(es.signup.email, { exact: true }).fill(email)
  await page.getByLabel(es.signup.phone, { exact: true }).fill('099 123 4567')
  await page.getByLabel(es.signup.country, { exact: true }).selectOption('country_ec')
  // Twelve characters the policy calls too easy to guess.
  await page.getByLabel(es.signup.password, { exact: true }).fill('password1234')
  await page.getByRole('button', { name: es.signup.submit }).click()
  await expect(page.getByText(es.validation.newPassword.common)).toBeVisible()
  await expect(page.getByLabel(es.signup.password, { exact: true })).toHaveAttribute('aria-invalid', 'true')

  await page.getByLabel(es.signup.password, { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: es.signup.submit }).click()
  await expect(page.getByText(interpolate(es.signup.sent.text, { email }))).toBeVisible()
})

test('a made-up or missing verification link says it is not valid', async ({ page }) => {
  await page.goto('/registro/verificar#token=abcdefghijklmnopqrstuvwxyz012345')
  await expect(page.getByText(es.accountLinks.invalid)).toBeVisible()
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/)
  await page.goto('/registro/verificar')
  await expect(page.getByText(es.accountLinks.missing)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('the footer and the login screen lead to the sign-up page', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: es.signup.publish }).click()
  await expect(page).toHaveURL(/\/registro$/)
  await page.goto('/login')
  await expect(page.getByRole('link', { name: es.signup.publish })).toHaveAttribute('href', '/registro')
})
