import { listQueryOf } from '../../../lib/listQuery.ts'
import { langOf } from '../../../lib/locales.ts'
import { LANGUAGES, PAGE_SIZE, type Language } from '../../../shared/constants.ts'
import type { PriceType } from '../../../shared/domain.ts'
import type { SiteData } from '../../../shared/siteData.ts'
import type { CardProperty } from '../../../shared/cardProperty.ts'
import type { Paged } from '../../../shared/types.ts'
import type { Translate } from '../../../lib/messages.ts'
import { featureApiQuery } from '../../../shared/landingFeatures.ts'
import { resolveLanding, type Landing } from './landing.ts'

export interface LoadedLanding {
  lang: Language | null
  page: number
  translators: Record<Language, Translate>
  /** Null when the address names no landing: the page answers 404. */
  landing: Landing | null
  result: Paged<CardProperty> | null
}

/** What a landing page's route needs before it renders (its status depends on it). */
export async function loadLanding(
  astro: { params: Record<string, string | undefined>; url: URL; locals: { site?: SiteData; shownSearch?: object } },
  operation: PriceType,
  /** The pages' translator (lib/i18n.server.ts, which code outside pages may not import). */
  getT: (lang: Language) => Translate,
): Promise<LoadedLanding> {
  const lang = langOf(astro.params.locale)
  const pageParam = astro.url.searchParams.get('page')
  const page = pageParam && /^[1-9]\d{0,8}$/.test(pageParam) ? Number(pageParam) : 1
  const translators = Object.fromEntries(LANGUAGES.map((l) => [l, getT(l)])) as Record<Language, Translate>
  const site = astro.locals.site
  if (!lang || !site) return { lang, page, translators, landing: null, result: null }
  const landing = resolveLanding(operation, astro.params.place ?? '', await site.searchOptions(), translators)
  if (!landing) return { lang, page, translators, landing: null, result: null }
  const result = await site.listListings(
    listQueryOf({
      priceType: landing.operation,
      propertyTypeId: landing.type.id,
      countryId: landing.city?.countryId,
      cityId: landing.city?.id,
      ...(landing.feature ? featureApiQuery(landing.feature) : {}),
      page,
      limit: PAGE_SIZE,
    }),
  )
  // The page's only list: the server keeps it across other listings' edits that leave this search alone.
  astro.locals.shownSearch = result
  return { lang, page, translators, landing, result }
}
