import { ACHIEVEMENTS, COMPANY } from './company.ts'
import type { SiteSettings } from './schemas/siteSettings.ts'
import { DEFAULT_SITE_CONTENT } from './site/contentDefaults.ts'

/** What the portal shows until its operator publishes settings of their own: the demo's company. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  name: 'Inmobiliaria',
  logo: null,
  brandColor: '#c2410c',
  phones: [...COMPANY.phones],
  emails: [...COMPANY.emails],
  whatsapp: COMPANY.mainPhone,
  address: 'Av. República de El Salvador N34-183 y Suiza, Quito, Ecuador',
  social: [],
  presenceCountries: ['country_ec', 'country_co', 'country_br'],
  counters: { ...ACHIEVEMENTS },
  defaultCurrency: 'USD',
  content: DEFAULT_SITE_CONTENT,
}
