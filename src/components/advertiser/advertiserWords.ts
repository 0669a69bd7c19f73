import { COUNTRY_IDS, type Language } from '../../shared/constants.ts'
import type { CountryId } from '../../shared/domain.ts'
import type { VerificationFact } from '../../shared/advertisers.ts'
import { dateFormat } from '../../shared/format.ts'
import type { Translate } from '../../lib/messages.ts'

/** The countries whose law names the licence an advertiser must show (docs/advertisers.md); others say "licence". */
const countryKey = (countryId: string | null | undefined): CountryId | 'other' => ((COUNTRY_IDS as readonly string[]).includes(countryId ?? '') ? (countryId as CountryId) : 'other')

/** The licence's name where the listing or advertiser is: "CRECI", "Registro del Agente Inmobiliario"… */
export function licenceName(t: Translate, countryId: string | null | undefined): string {
  return t(`advertiser.licenceName.${countryKey(countryId)}`)
}

/** A checked day (YYYY-MM-DD) in the page's language: "3 de marzo de 2027"; the day itself, whatever the server's time zone. */
export function checkedDay(at: string, lang: Language): string {
  return dateFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${at.slice(0, 10)}T00:00:00Z`))
}

/** One verified fact in words with its day: "Licencia CRECI verificada el 3 de marzo de 2027". */
export function factLine(t: Translate, lang: Language, fact: VerificationFact, at: string, countryId: string | null | undefined): string {
  const date = checkedDay(at, lang)
  return fact === 'licence' ? t(`advertiser.verified.licence.${countryKey(countryId)}`, { date }) : t(`advertiser.verified.${fact}`, { date })
}
