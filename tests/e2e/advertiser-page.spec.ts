import { expect, test, type Page } from '@playwright/test'
import es from '../../i18n/es.json' with { type: 'json' }
import type { AdvertiserPage } from '../../src/shared/advertiserPage.ts'
import { interpolate } from '../../src/shared/i18n.ts'
import { INTL_LOCALE } from '../../src/shared/locale.ts'
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/layout.ts'
import { LANGUAGES } from './support/languages.ts'

// Issue 27: an advertiser's public page says who they are, their licence, what the portal checked
// and when, and lists their open listings; a listing and a card name the advertiser behind them.

const SLUG = 'casa-paulista-imoveis'
/** The demo agency as src/server/db/seed/demo.ts seeds it. */
const DEMO_AGENCY = {
  name: 'Casa Paulista Imóveis',
  licence: '12345-J',
  phone: '+55 11 3000 4000',
  verified: [
    { fact: 'email', checkedOn: '2026-10-05' },
    { fact: 'licence', checkedOn: '2026-10-12' },
    { fact: 'phone', checkedOn: '2026-10-13' },
  ],
} as const
type Dictionary = typeof es

/** A checked day as the page words it in a language ("12 de octubre de 2026"). */
const day = (at: string, locale: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${at}T00:00:00Z`))

function factTexts(dict: Dictionary, locale: string): string[] {
  return DEMO_AGENCY.verified.map(({ fact, checkedOn }) => {
    const date = day(checkedOn, locale)
    return fact === 'licence' ? interpolate(dict.advertiser.verified.licence.country_br, { date }) : interpolate(dict.advertiser.verified[fact], { date })
  })
}

async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>)
}

for (const [prefix, dict] of LANGUAGES) {
  const locale = INTL_LOCALE[(prefix.slice(1) || 'es') as keyof typeof INTL_LOCALE]

  test(`${prefix || '/'} the agency's page shows its name, CRECI licence, verified facts with dates and its listings`, async ({ page, request }) => {
    const api = (await (await request.get(`/api/advertisers/${SLUG}`)).json()) as AdvertiserPage
    const res = await page.goto(`${prefix}/anunciantes/${SLUG}`)
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: DEMO_AGENCY.name })).toBeVisible()
    const contact = page.getByRole('region', { name: dict.advertiser.page.contact })
    await expect(contact.getByRole('term').filter({ hasText: dict.advertiser.licenceName.country_br })).toBeVisible()
    await expect(contact.locator('[data-licence]')).toHaveText(DEMO_AGENCY.licence)
    await expect(contact.getByRole('link', { name: DEMO_AGENCY.phone })).toHaveAttribute('href', `tel:${DEMO_AGENCY.phone.replace(/[^\d+]/g, '')}`)

    const facts = page.getByRole('region', { name: dict.advertiser.verified.title }).getByRole('listitem')
    await expect(facts).toHaveText(factTexts(dict, locale))

    const total = api.listings.pagination.total
    expect(total).toBeGreaterThan(0)
    await expect(page.locator('[data-listing-count]')).toHaveText(interpolate(total === 1 ? dict.advertiser.page.listingsCount_one : dict.advertiser.page.listingsCount_other, { count: total }))
    const cards = page.getByRole('region', { name: interpolate(dict.advertiser.page.listingsTitle, { name: DEMO_AGENCY.name }) }).getByRole('article')
    await expect(cards).toHaveCount(api.listings.data.length)
    await expect(cards.first().getByRole('heading')).toHaveText(api.listings.data[0].title)

    // Paged with real links when there is more than a page; none otherwise.
    const pager = page.getByRole('navigation', { name: dict.pagination.label })
    if (api.listings.pagination.totalPages > 1) {
      await pager.getByRole('link', { name: interpolate(dict.pagination.page, { page: 2 }) }).click()
      await expect(page).toHaveURL(new RegExp(`/anunciantes/${SLUG}\\?page=2$`))
      await expect(cards.first()).toBeVisible()
    } else await expect(pager).toHaveCount(0)

    const agent = (await jsonLdOf(page)).find((block) => block['@type'] === 'RealEstateAgent')
    expect(agent).toMatchObject({ name: DEMO_AGENCY.name, telephone: DEMO_AGENCY.phone, hasCredential: { identifier: DEMO_AGENCY.licence } })
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`${prefix}/anunciantes/${SLUG}$`))
    await expect(page.locator('link[rel=alternate][hreflang]')).not.toHaveCount(0)
    await expectNoHorizontalScroll(page)
    await expectNoSeriousA11yViolations(page)
  })

  test(`${prefix || '/'} a Brazilian listing names the agency, its licence and facts, and links to its page`, async ({ page, request }) => {
    const api = (await (await request.get(`/api/advertisers/${SLUG}`)).json()) as AdvertiserPage
    const listing = api.listings.data[0]
    await page.goto(`${prefix}/propiedades/${listing.slug}`)
    const block = page.getByRole('region', { name: dict.advertiser.block.title })
    await expect(block.getByText(interpolate(dict.advertiser.licenceNumber, { name: dict.advertiser.licenceName.country_br, number: DEMO_AGENCY.licence }))).toBeVisible()
    await expect(block.getByRole('listitem')).toHaveText(factTexts(dict, locale))
    await expect(page.getByText(dict.advertiser.block.pendingReview)).toHaveCount(0)
    await block.getByRole('link', { name: DEMO_AGENCY.name }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/anunciantes/${SLUG}$`))
    await expect(page.getByRole('heading', { level: 1, name: DEMO_AGENCY.name })).toBeVisible()
  })
}

test("the WhatsApp button opens the agent's or agency's WhatsApp number, the call button their phone", async ({ page, request }) => {
  const api = (await (await request.get(`/api/advertisers/${SLUG}?page=1`)).json()) as AdvertiserPage
  const listing = api.listings.data[0]
  await page.goto(`/propiedades/${listing.slug}`)
  const price = page.locator('aside').filter({ has: page.locator('#price-title') })
  const whatsappDigits = (listing.authorWhatsapp ?? '').replace(/\D/g, '')
  expect(whatsappDigits).not.toBe('')
  await expect(price.locator('[data-contact-channel=whatsapp]')).toHaveAttribute('href', new RegExp(`^https://wa.me/${whatsappDigits}\\?`))
  await expect(price.locator('[data-contact-channel=call]')).toHaveAttribute('href', `tel:${(listing.authorPhoneNumber ?? '').replace(/[^\d+]/g, '')}`)
})

test('a search card names the advertiser behind the listing', async ({ page, request }) => {
  const api = (await (await request.get(`/api/advertisers/${SLUG}`)).json()) as AdvertiserPage
  const listing = api.listings.data[0]
  await page.goto(`/propiedades?q=${encodeURIComponent(listing.title)}`)
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: listing.title, exact: true }) })
  await expect(card.locator('[data-card-advertiser]')).toHaveText(DEMO_AGENCY.name)
})

test('an unknown advertiser is a 404 page that offers the search', async ({ page }) => {
  const res = await page.goto('/anunciantes/nadie-con-este-nombre')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: es.advertiser.notFound.title })).toBeVisible()
  await expect(page.getByRole('link', { name: es.advertiser.notFound.search })).toBeVisible()
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/)
})

test('the sitemap lists the agency page', async ({ request }) => {
  const xml = await (await request.get('/sitemaps/pages.xml')).text()
  expect(xml).toContain(`/anunciantes/${SLUG}</loc>`)
})
