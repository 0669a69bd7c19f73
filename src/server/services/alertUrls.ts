import type { Language } from '../../shared/constants.ts'
import { localizePath } from '../../shared/locale.ts'
import { parseSearch, serializeSearch } from '../../shared/searchQuery.ts'
import type { AlertLinks } from '../mail/alertMails.ts'
import { manageLink, signLink } from './alertLinks.ts'

// The addresses alert mails and pages link to: the alert's search, the manage and unsubscribe pages.

export interface LinkSettings {
  siteUrl: string
  linkSecret: string
}

/**
 * The search page's address (`?country=…&minBedrooms=2`) in one canonical form, without its page, order
 * and view (those are the page's, not the alert's); what is malformed is dropped, as the page does.
 */
export function canonicalQuery(raw: string): string {
  return serializeSearch({ ...parseSearch(raw.startsWith('?') ? raw : `?${raw}`), page: 1, sort: 'newest', view: 'list' }).replace(/^\?/, '')
}

export const pageUrl = (settings: LinkSettings, lang: Language, params: Record<string, string>) => `${settings.siteUrl}${localizePath(lang, '/alertas')}?${new URLSearchParams(params)}`
export const searchUrl = (settings: LinkSettings, lang: Language, canonical: string) => `${settings.siteUrl}${localizePath(lang, '/propiedades')}${canonical ? `?${canonical}` : ''}`
export const favouritesUrl = (settings: LinkSettings, lang: Language, ids: number[]) => `${settings.siteUrl}${localizePath(lang, '/favoritos')}?${new URLSearchParams({ ids: ids.join(',') })}`

/** The links of a saved search's mails; `search` defaults to the search itself (a followed listing's is its page). */
export function alertLinksOf(settings: LinkSettings, row: { id: number; email: string; language: Language; query: string }, search = searchUrl(settings, row.language, row.query)): AlertLinks {
  const unsubscribe = signLink(settings.linkSecret, 'unsubscribe', row.id)
  return {
    search,
    manage: pageUrl(settings, row.language, { gestionar: manageLink(settings.linkSecret, row.email) }),
    unsubscribePage: pageUrl(settings, row.language, { baja: unsubscribe }),
    unsubscribePost: `${settings.siteUrl}/api/saved-searches/unsubscribe?${new URLSearchParams({ token: unsubscribe })}`,
  }
}
