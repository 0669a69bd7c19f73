import { siteOrigin } from '../../../lib/absoluteUrl.ts'
import { LISTING_PAGE_CACHE } from '../../../lib/cacheHeaders.ts'
import { langOf } from '../../../lib/locales.ts'
import type { Translate } from '../../../lib/messages.ts'
import type { AdvertiserPage } from '../../../shared/advertiserPage.ts'
import type { Language } from '../../../shared/constants.ts'
import { localizePath } from '../../../shared/locale.ts'
import { advertiserJsonLd } from './advertiserJsonLd.ts'

interface Found extends AdvertiserPage {
  kind: 'advertiser'
  lang: Language
  t: Translate
  path: string
  pageNumber: number
  jsonLd: object
}

interface Missing {
  kind: 'missing'
  lang: Language
  t: Translate
  path: string
}

/** `?page=N` as a page number; anything else (absent, 0, "abc") is the first page. */
function pageOf(url: URL): number {
  const given = Number(url.searchParams.get('page') ?? '1')
  return Number.isInteger(given) && given >= 1 && given <= 100_000 ? given : 1
}

/**
 * What `/anunciantes/{slug}` needs before it renders: the approved advertiser and one page of its
 * listings; `missing` for an unknown or unapproved one (a 404); null for a path under no language.
 */
export async function loadAdvertiser(
  astro: { params: Record<string, string | undefined>; url: URL; site: URL | undefined; locals: App.Locals; response: { status?: number; headers: Headers } },
  getT: (lang: Language) => Translate,
): Promise<Found | Missing | null> {
  const lang = langOf(astro.params.locale)
  if (!lang) return null
  const t = getT(lang)
  const slug = astro.params.slug ?? ''
  const path = `/anunciantes/${slug}`
  const pageNumber = pageOf(astro.url)
  const found = /^[a-z0-9-]{1,140}$/.test(slug) ? await astro.locals.site?.advertiserPage(slug, pageNumber) : null
  if (!found) {
    astro.response.status = 404
    astro.response.headers.set('Cache-Control', 'no-store')
    return { kind: 'missing', lang, t, path }
  }
  astro.response.headers.set('Cache-Control', LISTING_PAGE_CACHE)
  const origin = siteOrigin(astro.locals, astro.site)
  const jsonLd = advertiserJsonLd(found.advertiser, `${origin}${localizePath(lang, path)}`, origin, found.listings.pagination.total)
  return { kind: 'advertiser', lang, t, path, pageNumber, jsonLd, ...found }
}
