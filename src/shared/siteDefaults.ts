import type { SiteSettings } from './schemas/siteSettings.ts'
import { DEFAULT_SITE_CONTENT } from './site/contentDefaults.ts'

/** What the portal shows until its operator publishes settings of their own: the demo's company. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  name: 'Inmobiliaria',
  logo: null,
  brandColor: '#c2410c',
  phones: ['+593 2 394 5600', '+593 99 812 3456'],
  emails: ['info@inmobiliaria.ec', 'ventas@inmobiliaria.ec'],
  whatsapp: '+593998123456',
  address: 'Av. República de El Salvador N34-183 y Suiza, Quito, Ecuador',
  social: [],
  presenceCountries: ['country_ec', 'country_co', 'country_br'],
  counters: { sold: 500, clients: 1200, years: 5 },
  defaultCurrency: 'USD',
  content: DEFAULT_SITE_CONTENT,
}
