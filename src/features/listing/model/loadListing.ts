import { siteOrigin } from '../../../lib/absoluteUrl.ts'
import { LISTING_PAGE_CACHE } from '../../../lib/cacheHeaders.ts'
import { langOf } from '../../../lib/locales.ts'
import type { Translate } from '../../../lib/messages.ts'
import { whatsappLink } from '../../../shared/whatsappNumber.ts'
import { siteSettingsOf } from '../../../lib/siteSettingsOf.ts'
import { CURRENCIES, type Language } from '../../../shared/constants.ts'
import { convertPrice, rateTable } from '../../../shared/currency.ts'
import type { Currency } from '../../../shared/domain.ts'
import { localizePath } from '../../../shared/locale.ts'
import { monthlyCostOf, type MonthlyCost } from '../../../shared/monthlyCost.ts'
import { currentPrice, type CurrentPrice } from '../../../shared/price.ts'
import type { CardProperty } from '../../../shared/cardProperty.ts'
import type { CurrencyRate, PriceChange, Property } from '../../../shared/types.ts'
import { listingJsonLd } from './listingJsonLd.ts'

interface Answer {
  lang: Language
  t: Translate
  /** The listing's address without the language prefix. */
  path: string
  description: string
  status: 200 | 404 | 410
  cacheControl: string
}

export interface ShownListing extends Answer {
  kind: 'listing'
  listing: Property
  jsonLd: object
  /** The main photo first, each photo once. */
  images: string[]
  location: string
  asking: CurrentPrice
  showOpportunityPrice: boolean
  phoneDigits: string
  whatsappHref: string
  /** Sold or rented: no contact, similar listings offered instead. */
  closed: boolean
  similar: CardProperty[]
  history: PriceChange[]
  /** The price in the currency the visitor picked in the search, approximately. */
  approx: { amount: number; currency: Currency; rateDate: string | undefined } | null
  /** What it costs a month all-in and of what (issue 28), its total in the visitor's currency too; null for a sale without fees. */
  monthly: { cost: MonthlyCost; approxTotal: number | null } | null
}

interface Retired extends Answer {
  kind: 'retired'
  similar: CardProperty[]
}

interface Missing extends Answer {
  kind: 'missing' | 'pending'
}

type LoadedListing = ShownListing | Retired | Missing

/**
 * What the listing page needs before it renders, its status and caching included; null when the
 * address names no language (the page answers a bare 404).
 */
export async function loadListing(
  astro: { params: Record<string, string | undefined>; url: URL; site: URL | undefined; locals: App.Locals },
  /** The pages' translator (lib/i18n.server.ts, which code outside pages may not import). */
  getT: (lang: Language) => Translate,
): Promise<LoadedListing | null> {
  const lang = langOf(astro.params.locale)
  const idOrSlug = astro.params.id ?? ''
  const site = astro.locals.site
  const listing = lang && idOrSlug ? await site?.findListing(idOrSlug) : null
  if (!lang) return null
  const t = getT(lang)
  if (!listing) {
    const path = `/propiedades/${idOrSlug}`
    // A listing taken off the portal is gone for good (410), not unknown; similar ones are offered.
    const retiredSimilar = idOrSlug ? await site?.retiredListingSimilar(idOrSlug) : null
    // Saved but not public until its advertiser is approved: said so (the advertiser may share the link early), nothing of it shown.
    if (retiredSimilar === 'awaiting review') return { kind: 'pending', lang, t, path, description: t('property.pendingText'), status: 404, cacheControl: 'no-store' }
    if (retiredSimilar) return { kind: 'retired', lang, t, path, description: t('property.retiredTitle'), status: 410, cacheControl: 'no-store', similar: retiredSimilar }
    return { kind: 'missing', lang, t, path, description: t('notFound.propertyText'), status: 404, cacheControl: 'no-store' }
  }

  const p = listing
  const origin = siteOrigin(astro.locals, astro.site)
  const path = `/propiedades/${p.slug}`
  const canonicalUrl = `${origin}${localizePath(lang, path)}`
  const summary = (p.description ?? '').replace(/\s+/g, ' ').trim()
  const description = summary.length > 160 ? `${summary.slice(0, 157).trimEnd()}…` : summary || p.title
  const asking = currentPrice(p)
  // An advertiser without a phone is answered by the operator: the portal's own WhatsApp number.
  const portalWhatsapp = p.authorPhoneNumber && p.authorWhatsapp ? '' : (await siteSettingsOf(astro.locals)).whatsapp
  const phoneDigits = (p.authorPhoneNumber || portalWhatsapp).replace(/[^\d+]/g, '')
  // WhatsApp opens the agent's own WhatsApp number, else their agency's (issue 27), else the call number.
  const whatsappDigits = (p.authorWhatsapp || p.authorPhoneNumber || portalWhatsapp).replace(/[^\d+]/g, '')

  // A visitor who picked a currency in the search sees the price in it too, approximately.
  const requested = astro.url.searchParams.get('currency')
  const approxCurrency = (CURRENCIES as readonly string[]).includes(requested ?? '') && requested !== p.currency ? (requested as Currency) : null
  let similar: CardProperty[] = []
  let rates: CurrencyRate[] = []
  let history: PriceChange[] = []
  try {
    ;[similar, rates, history] = await Promise.all([site?.similarListings(p.id) ?? [], approxCurrency ? (site?.currencyRates() ?? []) : [], site?.priceHistory(p.id) ?? []])
  } catch (error) {
    // The listing itself is what the visitor came for: it shows without its extras.
    console.error('[listing] similar listings or rates failed', error)
  }
  // The page shows these listings and no list another could join but its similar ones, which may
  // lag a new listing by the page cache's minute: the server keeps it while only others change.
  astro.locals.shownListings = [p.id, ...similar.map((card) => card.id)]
  const approxAmount = approxCurrency ? convertPrice(asking.amount, p.currency, approxCurrency, rateTable(rates)) : null
  const monthlyCost = monthlyCostOf(p)

  return {
    kind: 'listing',
    lang,
    t,
    path,
    description,
    status: 200,
    cacheControl: LISTING_PAGE_CACHE,
    listing: p,
    jsonLd: listingJsonLd(p, canonicalUrl, origin, t),
    images: [p.mainImage, ...p.images].filter((image, index, all): image is string => Boolean(image) && all.indexOf(image) === index),
    location: [p.neighborhood, p.cityName, p.countryName].filter(Boolean).join(', '),
    asking,
    showOpportunityPrice: asking.isOpportunityPrice,
    phoneDigits,
    whatsappHref: whatsappDigits ? whatsappLink(whatsappDigits, t('property.whatsappMessage', { title: p.title, url: canonicalUrl }), p.countryId) : '',
    closed: p.status === 'sold' || p.status === 'rented',
    similar,
    history,
    approx: approxAmount !== null && approxCurrency ? { amount: approxAmount, currency: approxCurrency, rateDate: rates.find((rate) => rate.code === approxCurrency)?.updatedAt } : null,
    monthly: monthlyCost && { cost: monthlyCost, approxTotal: approxCurrency ? convertPrice(monthlyCost.total, p.currency, approxCurrency, rateTable(rates)) : null },
  }
}
