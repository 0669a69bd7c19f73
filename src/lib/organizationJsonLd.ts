import type { SiteSettings } from '../shared/schemas/siteSettings.ts'
import { logoIcon } from '../shared/site/logoFiles.ts'
import { absoluteUrl, siteOrigin } from './absoluteUrl.ts'

/** schema.org `RealEstateAgent` (an Organization) for the home page: who runs the portal and how to reach them. */
export function organizationJsonLd(settings: SiteSettings, locals: { siteUrl?: string }, buildSite: URL | undefined) {
  const site = siteOrigin(locals, buildSite)
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: settings.name,
    url: `${site}/`,
    logo: absoluteUrl(logoIcon(settings.logo, 512) ?? '/favicon.svg', site),
    telephone: settings.phones[0],
    email: settings.emails[0],
    address: settings.address,
    sameAs: settings.social.map((link) => link.url),
    contactPoint: settings.phones.map((telephone) => ({ '@type': 'ContactPoint', telephone, contactType: 'customer service' })),
  }
}
