import type { Language } from '../../../../shared/constants.ts'
import { INTL_LOCALE } from '../../../../shared/locale.ts'
import type { AdminMessageKey } from '../../../../shared/translator.ts'
import type { AdminTranslate } from '../../shared/model/i18n.ts'

// The settings' field names (`phones`, `content.about`) in the admin's words, for "unpublished
// changes" and the history: "teléfonos, textos de «Sobre nosotros»".

const KNOWN = new Set([
  'name',
  'logo',
  'brandColor',
  'phones',
  'emails',
  'whatsapp',
  'address',
  'social',
  'presenceCountries',
  'counters',
  'defaultCurrency',
  'content.hero',
  'content.promo',
  'content.about',
  'content.legal',
  'content.contact',
])

/** One field in words; a field this screen does not know yet (a newer server) by its own name. */
export const changedLabel = (t: AdminTranslate, field: string) => (KNOWN.has(field) ? t(`site.changed.${field}` as AdminMessageKey) : field)

/** Several fields as one list in the language ("a, b y c"). */
export function changedList(t: AdminTranslate, lang: Language, fields: readonly string[]): string {
  return new Intl.ListFormat(INTL_LOCALE[lang], { style: 'long', type: 'conjunction' }).format(fields.map((field) => changedLabel(t, field)))
}
