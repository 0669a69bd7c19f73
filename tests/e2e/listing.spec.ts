import { interpolate } from '../../src/shared/i18n.ts'
import { expect, test, type Locator, type Page } from '@playwright/test'
import es from '../../i18n/es.json' with { type: 'json' }
import en from '../../i18n/en.json' with { type: 'json' }
import pt from '../../i18n/pt.json' with { type: 'json' }
import type { Property } from '../../src/shared/types.ts'
import { expectNoHorizontalScroll, loginAsSuperadmin } from './support/layout.ts'
import { createListing, setListingActive, viewsOf } from './support/listings.ts'
import { LANGUAGES } from './support/languages.ts'

/** The listing's contact form, once hydrated (it hydrates when it scrolls into view, as a visitor reaches it). */
async function contactForm(page: Page, slug: string) {
  await page.goto(`/propiedades/${slug}`)
  const form = page.getByRole('region', { name: es.property.contactTitle })
  await form.scrollIntoViewIfNeeded()
  await expect(form.getByRole('button', { name: es.contact.submit })).toBeEnabled()
  return form
}

/** The same visitor writes each time. */
async function fillSender(form: Locator) {
  await form.getByLabel(es.contact.name, { exact: true }).fill('Jorge Ruiz')
  await form.getByLabel(es.contact.email, { exact: true }).fill('jorge@example.com')
}

test.describe('listing page', () => {
  let listing: Property
  let halfBath: Property

  test.beforeAll(async ({ request }) => {
    listing = await createListing(request, { title: `Casa con jardín en Cumbayá ${Date.now()}`, bathrooms: '2.5', legalCosts: '3500', isOpportunity: 'true', opportunityPrice: '170000' }, 4)
    halfBath = await createListing(request, { title: `Estudio en La Floresta ${Date.now()}`, bathrooms: '0.5', priceType: 'rent', price: '450' }, 2)
  })

  test('is rendered on the server with its meta tags and JSON-LD', async ({ request }) => {
    const res = await request.get(`/propiedades/${listing.slug}`)
    expect(res.status()).toBe(200)
    expect(res.headers()['cache-control']).toContain('s-maxage=30')
    const html = await res.text()
    const attr = (selector: RegExp) => html.match(selector)?.[1]
    expect(attr(/<title>([^<]+)<\/title>/)).toBe(`${listing.title} · ${es.meta.siteName}`)
    expect(attr(/<meta name="description" content="([^"]+)"/)).toBe(listing.description)
    expect(attr(/<meta property="og:title" content="([^"]+)"/)).toContain(listing.title)
    expect(attr(/<meta property="og:image" content="([^"]+)"/)).toMatch(new RegExp(`^https?://[^/]+${listing.mainImage!.replace(/\./g, '\\.')}$`))
    expect(attr(/<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image')
    expect(attr(/<link rel="canonical" href="([^"]+)"/)).toMatch(new RegExp(`/propiedades/${listing.slug}$`))
    expect(html).toContain(`hreflang="pt-BR" href="`)
    const jsonLd = JSON.parse(attr(/<script type="application\/ld\+json">(.+?)<\/script>/)!) as Record<string, unknown> & { offers: { price: number; priceCurrency: string } }
    expect(jsonLd['@type']).toBe('RealEstateListing')
    expect(jsonLd.name).toBe(listing.title)
    expect(jsonLd.offers.price).toBe(170000)
    expect(jsonLd.offers.priceCurrency).toBe('USD')
    // The title and price are in the HTML itself, before any script runs.
    expect(html).toContain(`<h1`)
    expect(html).toContain(listing.title)
    expect(html).toMatch(/US\$\s170\.000/)
  })

  test('shows the facts, the price box and the advertiser links', async ({ page }) => {
    await page.goto(`/propiedades/${listing.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title)
    await expect(page.getByText('Cumbayá, Quito, Ecuador').first()).toBeVisible()
    await expect(page.locator('[data-fact]')).toHaveText(['160 m²', '3', interpolate(es.property.andHalf, { count: 2 }), '2'])
    const price = page.locator('[data-price]')
    await expect(price).toContainText('170.000')
    await expect(page.getByText(es.card.opportunity, { exact: true }).first()).toBeVisible()
    await expect(page.locator('section[aria-labelledby="price-title"]').getByText(`${es.property.legalCosts}:`)).toContainText('3.500')
    const call = page.getByRole('link', { name: es.property.call })
    await expect(call).toHaveAttribute('href', /^tel:\+?\d{7,}$/)
    const whatsapp = await page.getByRole('link', { name: es.property.whatsapp }).getAttribute('href')
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\d{7,}\?text=/)
    expect(decodeURIComponent(whatsapp!.split('text=')[1])).toContain(listing.title)
    await expectNoHorizontalScroll(page)
  })

  test("writes half a bathroom as 'Medio' and a rent per month", async ({ page }) => {
    await page.goto(`/propiedades/${halfBath.slug}`)
    await expect(page.locator('[data-fact]').nth(2)).toHaveText(es.property.halfBath)
    await expect(page.locator('[data-price]')).toContainText(es.card.perMonth)
  })

  test('the gallery selects thumbnails, follows the arrow keys and opens full screen', async ({ page }) => {
    await page.goto(`/propiedades/${listing.slug}`)
    const gallery = page.getByRole('region', { name: es.gallery.label })
    const status = (index: number) => interpolate(es.gallery.photo, { index, total: 4 })
    await expect(gallery.getByText(status(1))).toBeVisible()
    const third = gallery.getByRole('button', { name: interpolate(es.gallery.showPhoto, { index: 3 }) })
    await third.click()
    await expect(third).toHaveAttribute('aria-current', 'true')
    await expect(gallery.getByText(status(3))).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(gallery.getByText(status(4))).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(gallery.getByText(status(1))).toBeVisible()

    await gallery.getByRole('button', { name: es.gallery.fullscreen }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: es.gallery.close })).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(dialog.getByText(status(4))).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(gallery.getByRole('button', { name: es.gallery.fullscreen })).toBeFocused()
  })

  test('the contact form checks each field with the detail page wording', async ({ page }) => {
    const form = await contactForm(page, listing.slug)
    const message = form.getByLabel(es.contact.message, { exact: true })
    await expect(message).toHaveValue(interpolate(es.property.defaultMessage, { title: listing.title }))
    await form.getByLabel(es.contact.name, { exact: true }).fill('A')
    await form.getByLabel(es.contact.email, { exact: true }).fill('nadie@')
    await message.fill('Hola')
    await form.getByRole('button', { name: es.contact.submit }).click()
    await expect(form.getByText(interpolate(es.contact.invalidName, { min: 2 }))).toBeVisible()
    await expect(form.getByText(es.contact.invalidEmail)).toBeVisible()
    await expect(form.getByText(interpolate(es.contact.shortMessage, { min: 10 }))).toBeVisible()
  })

  test('sends an inquiry about the listing, then shows what was sent until the visitor writes again', async ({ page, request }) => {
    const stamp = `Me interesa visitarla el sábado ${Date.now()}`
    const form = await contactForm(page, listing.slug)
    await fillSender(form)
    await form.getByLabel(es.contact.message, { exact: true }).fill(stamp)
    await form.getByRole('button', { name: es.contact.submit }).click()
    await expect(page.getByText(es.contact.success)).toBeVisible()
    await expect(form.getByRole('heading', { name: es.contact.sent.title })).toBeVisible()
    await expect(form.locator('blockquote')).toHaveText(stamp)
    await form.getByRole('button', { name: es.contact.sent.another }).click()
    await expect(form.getByLabel(es.contact.message, { exact: true })).toHaveValue(interpolate(es.property.defaultMessage, { title: listing.title }))
    await expect(form.getByLabel(es.contact.name, { exact: true })).toHaveValue('Jorge Ruiz')

    const token = await loginAsSuperadmin(request)
    const inbox = (await (await request.get('/api/admin/inquiries?limit=50', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { message: string; propertyId: number }[] }
    expect(inbox.data.find((inquiry) => inquiry.message === stamp)?.propertyId).toBe(listing.id)
  })

  test('disables the button while sending and reports a failure', async ({ page }) => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/contact', async (route) => {
      await held
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
    })
    const form = await contactForm(page, listing.slug)
    await fillSender(form)
    const submit = form.getByRole('button', { name: es.contact.submit })
    await submit.click()
    await expect(submit).toBeDisabled()
    await expect(page.getByText(es.contact.sending)).toBeVisible()
    release()
    await expect(page.getByText(es.contact.error)).toBeVisible()
    await expect(submit).toBeEnabled()
  })

  test('counts exactly one view per visit', async ({ page, request }) => {
    // A listing nobody has seen yet: the server counts one client's views of a listing once per
    // half hour (issue 23), and the other tests here have seen the shared ones from this address.
    const fresh = await createListing(request, { title: `Casa recién vista ${Date.now()}` }, 2)
    const before = await viewsOf(request, fresh.id)
    const counted = page.waitForResponse((res) => res.url().endsWith(`/api/properties/${fresh.id}/views`))
    await page.goto(`/propiedades/${fresh.id}`)
    expect((await counted).status()).toBe(204)
    await expect.poll(() => viewsOf(request, fresh.id)).toBe(before + 1)
    await page.reload()
    await page.waitForLoadState('networkidle')
    expect(await viewsOf(request, fresh.id)).toBe(before + 1)
  })

  test('answers 404 for an unknown listing and 410 with similar ones for a retired listing', async ({ page, request }) => {
    const unknown = await page.goto('/propiedades/no-existe-esta-propiedad')
    expect(unknown?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: es.error.property.notFound })).toBeVisible()
    await expect(page.getByRole('link', { name: es.notFound.search })).toHaveAttribute('href', '/propiedades')

    const hidden = await createListing(request, { title: `Casa retirada ${Date.now()}` }, 2)
    await setListingActive(request, hidden.id, false)
    for (const [prefix, dict] of LANGUAGES) {
      const inactive = await page.goto(`${prefix}/propiedades/${hidden.slug}`)
      expect(inactive?.status()).toBe(410)
      await expect(page.getByRole('heading', { level: 1, name: dict.property.retiredTitle })).toBeVisible()
      await expect(page.getByText(dict.property.retiredText)).toBeVisible()
      await expect(page.getByRole('link', { name: dict.notFound.search })).toHaveAttribute('href', `${prefix}/propiedades`)
      // Its similar listings are active ones of its country and operation, linked in the page's language.
      const similar = page.getByRole('region', { name: dict.property.similarTitle }).locator('article')
      await expect(similar.first()).toBeVisible()
      await expect(similar.first().getByRole('link', { name: dict.card.seeMore })).toHaveAttribute('href', new RegExp(`^${prefix}/propiedades/`))
    }
    await expect(page.getByText(hidden.title)).toHaveCount(0)
  })

  test('is translated to English and Portuguese', async ({ page }) => {
    await page.goto(`/en/propiedades/${listing.slug}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { name: en.property.features })).toBeVisible()
    await expect(page.locator('[data-fact]').nth(2)).toHaveText(interpolate(en.property.andHalf, { count: 2 }))
    await expect(page.getByRole('region', { name: en.property.contactTitle }).getByLabel(en.contact.message, { exact: true })).toHaveValue(
      interpolate(en.property.defaultMessage, { title: listing.title }),
    )
    await page.goto(`/pt/propiedades/${listing.slug}`)
    await expect(page.getByRole('heading', { name: pt.property.description })).toBeVisible()
    await expect(page.locator('[data-fact]').nth(2)).toHaveText(interpolate(pt.property.andHalf, { count: 2 }))
  })
})
