import { expect, test, type APIRequestContext } from '@playwright/test'
import es from '../../i18n/es.json' with { type: 'json' }
import type { Paged, Property } from '../../src/shared/types.ts'
import { loginAsSuperadmin } from './support/layout.ts'
import { PREFIXED_LANGUAGES } from './support/languages.ts'

// Issue 12: the contact forms carry a proof of work (ALTCHA) that a person never notices; a post
// that did not pay the work, or pays with a solution already used, gets nothing through.

async function firstListing(request: APIRequestContext): Promise<Property> {
  return ((await (await request.get('/api/properties?limit=1')).json()) as Paged<Property>).data[0]
}

async function inboxMessages(request: APIRequestContext): Promise<string[]> {
  const token = await loginAsSuperadmin(request)
  const inbox = (await (await request.get('/api/admin/inquiries?limit=100', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { message: string }[] }
  return inbox.data.map((inquiry) => inquiry.message)
}

test('the form proves its work while the visitor types; the same solution replayed, or a forged one, is refused', async ({ page, request }) => {
  const listing = await firstListing(request)
  const stamp = `Quisiera agendar una visita ${Date.now()}`
  let posted = ''
  await page.route('**/api/contact', async (route) => {
    posted = route.request().postData() ?? ''
    await route.continue()
  })
  await page.goto(`/propiedades/${listing.slug}`)
  const form = page.getByRole('region', { name: es.property.contactTitle })
  await form.scrollIntoViewIfNeeded()
  await expect(form.getByRole('button', { name: es.contact.submit })).toBeEnabled()
  await form.getByLabel(es.contact.name, { exact: true }).fill('Rosa Vera')
  await expect(form.locator('altcha-widget')).toContainText(es.contact.altcha.verified)
  await form.getByLabel(es.contact.email, { exact: true }).fill(`rosa${Date.now()}@example.com`)
  await form.getByLabel(es.contact.message, { exact: true }).fill(stamp)
  await form.getByRole('button', { name: es.contact.submit }).click()
  await expect(page.getByText(es.contact.success)).toBeVisible()
  expect(JSON.parse(posted).altcha).toMatch(/^[A-Za-z0-9+/=]{40,}$/)

  const replay = async (body: string) =>
    page.evaluate(async (text) => {
      const res = await fetch('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'es' }, body: text })
      return { status: res.status, body: await res.json() }
    }, body)
  const again = JSON.parse(posted) as Record<string, unknown>
  const reused = await replay(JSON.stringify({ ...again, email: `otra${Date.now()}@example.com`, message: `${stamp} (repetida)` }))
  expect(reused.status).toBe(400)
  expect(reused.body.errors).toEqual([{ path: 'altcha', message: es.validation.altcha }])
  const forged = await replay(JSON.stringify({ ...again, altcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64'), message: `${stamp} (falsa)` }))
  expect(forged.status).toBe(400)

  const messages = await inboxMessages(request)
  expect(messages.filter((m) => m.startsWith(stamp))).toEqual([stamp])
})

test('a bot that fills the hidden field is thanked and nothing is kept', async ({ page, request }) => {
  const stamp = `Oferta de servicios de posicionamiento ${Date.now()}`
  await page.goto('/contactanos')
  await expect(page.getByRole('button', { name: es.contactPage.submit })).toBeEnabled()
  await page.getByLabel(es.contact.name, { exact: true }).fill('Bot Robótico')
  await page.getByLabel(es.contact.email, { exact: true }).fill('bot@example.com')
  await page.getByLabel(es.contact.message, { exact: true }).fill(stamp)
  await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = 'http://spam.example'))
  await page.getByRole('button', { name: es.contactPage.submit }).click()
  await expect(page.getByText(es.contactPage.success)).toBeVisible()
  expect((await inboxMessages(request)).filter((m) => m === stamp)).toEqual([])
})

for (const [prefix, dict] of PREFIXED_LANGUAGES) {
  test(`the check speaks the page's language (${prefix})`, async ({ page }) => {
    await page.goto(`${prefix}/contactanos`)
    await expect(page.locator('altcha-widget')).toContainText(dict.contact.altcha.label)
  })
}
