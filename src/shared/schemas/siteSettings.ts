import * as v from 'valibot'
import { COUNTRY_IDS, CURRENCIES, PHONE_PATTERN } from '../constants.ts'
import { HEX_COLOUR, readableBrand } from '../colourContrast.ts'
import { fieldsObject, numberField, textField } from './fields.ts'
import { SiteContentSchema } from './siteContent.ts'

// The operator's brand and contacts (issue 26): saved as a draft, published for everyone.

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'youtube', 'tiktok', 'linkedin'] as const
export const MAX_CONTACTS = 4

const phone = v.pipe(v.string('validation.phone'), v.trim(), v.regex(PHONE_PATTERN, 'validation.phone'))
const email = v.pipe(v.string('validation.site.email'), v.trim(), v.email('validation.site.email'), v.maxLength(254, 'validation.site.email'))
const httpsUrl = v.pipe(v.string('validation.site.url'), v.trim(), v.maxLength(300, 'validation.site.url'), v.url('validation.site.url'), v.startsWith('https://', 'validation.site.url'))
const counter = numberField('validation.site.counter', { min: 0, max: 10_000_000, integer: true })
const listOf = <S extends v.GenericSchema>(item: S, min: number, max: number, message: string) => v.pipe(v.array(item, message), v.minLength(min, message), v.maxLength(max, message))

export const SiteSettingsSchema = fieldsObject({
  name: textField('validation.site.name', 2, 80),
  /** A photo path the image pipeline stored (`/uploads/…`), or null for the built-in mark. */
  logo: v.nullable(
    v.pipe(
      v.string('validation.site.logo'),
      v.regex(/^\/uploads\/[A-Za-z0-9/_.-]{1,200}$/, 'validation.site.logo'),
      v.check((path) => !path.includes('..'), 'validation.site.logo'),
    ),
  ),
  brandColor: v.pipe(v.string('validation.site.brandColor'), v.trim(), v.regex(HEX_COLOUR, 'validation.site.brandColor'), v.check(readableBrand, 'validation.site.brandContrast')),
  phones: listOf(phone, 1, MAX_CONTACTS, 'validation.site.phones'),
  emails: listOf(email, 1, MAX_CONTACTS, 'validation.site.emails'),
  whatsapp: phone,
  address: textField('validation.site.address', 5, 200),
  social: v.pipe(
    listOf(fieldsObject({ network: v.picklist(SOCIAL_NETWORKS, 'validation.site.network'), url: httpsUrl }), 0, SOCIAL_NETWORKS.length, 'validation.site.social'),
    v.check((links) => new Set(links.map((link) => link.network)).size === links.length, 'validation.site.social'),
  ),
  presenceCountries: v.pipe(
    listOf(v.picklist(COUNTRY_IDS, 'validation.site.country'), 1, COUNTRY_IDS.length, 'validation.site.countries'),
    v.check((ids) => new Set(ids).size === ids.length, 'validation.site.countries'),
  ),
  counters: fieldsObject({ sold: counter, clients: counter, years: counter }),
  defaultCurrency: v.picklist(CURRENCIES, 'validation.site.currency'),
  /** The page texts in three languages (src/shared/schemas/siteContent.ts). */
  content: SiteContentSchema,
})

export type SiteSettings = v.InferOutput<typeof SiteSettingsSchema>
