import type { MiddlewareHandler } from 'hono'
import { prefixAlternatives } from '../shared/locale.ts'

/**
 * The site's paths are Spanish in every language (docs/specs/DESIGN.md: `/en/propiedades`). People and other
 * sites type the path in their own language: those words lead, for good, to the real page instead
 * of a bare 404. First segment after the language prefix → the real one.
 */
const TRANSLATED_SEGMENTS: Record<string, string> = {
  properties: 'propiedades',
  listings: 'propiedades',
  imoveis: 'propiedades',
  about: 'sobre-nosotros',
  'about-us': 'sobre-nosotros',
  'sobre-nos': 'sobre-nosotros',
  contact: 'contactanos',
  'contact-us': 'contactanos',
  contato: 'contactanos',
  contacto: 'contactanos',
  opportunities: 'oportunidades',
  deals: 'oportunidades',
  favorites: 'favoritos',
  favourites: 'favoritos',
  alerts: 'alertas',
  legal: 'soporte-legal',
  'suporte-legal': 'soporte-legal',
}

const TRANSLATED_PATH = new RegExp(`^(/(?:${prefixAlternatives()}))?/([^/]+)(/.*)?$`)

/** The real path for a translated one, or null when the path is not one of them. */
export function translatedPathTarget(pathname: string): string | null {
  const match = pathname.match(TRANSLATED_PATH)
  if (!match) return null
  const [, prefix = '', segment, rest = ''] = match
  const target = TRANSLATED_SEGMENTS[segment.toLowerCase()]
  return target ? `${prefix}/${target}${rest}` : null
}

export const pathRedirects: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
  const url = new URL(c.req.url)
  const target = translatedPathTarget(url.pathname)
  if (!target) return next()
  return c.redirect(`${target}${url.search}`, 301)
}
