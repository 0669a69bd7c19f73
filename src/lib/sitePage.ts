import type { AstroGlobal } from 'astro'
import type { Language } from '../shared/constants.ts'
import { LISTING_PAGE_CACHE } from './cacheHeaders.ts'
import { langOf } from './locales.ts'

/**
 * The start of a page that shows the operator's settings (contact, about, legal…): rendered on
 * demand so a publication shows at once, and kept like the listing pages, whose cache a
 * publication clears (docs/decisions/024). Null for a path under no language (`/nope/contactanos`):
 * the page answers 404.
 */
export function sitePageLanguage(astro: Pick<AstroGlobal, 'params' | 'response'>): Language | null {
  const lang = langOf(astro.params.locale)
  if (lang) astro.response.headers.set('Cache-Control', LISTING_PAGE_CACHE)
  return lang
}
