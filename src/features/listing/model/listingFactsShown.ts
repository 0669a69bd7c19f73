import { COUNTRY_IDS, type Language } from '../../../shared/constants.ts'
import type { CountryId } from '../../../shared/domain.ts'
import { formatFullPrice, formatNumber } from '../../../shared/format.ts'
import { ESTRATO_COUNTRY } from '../../../shared/listingFacts.ts'
import type { MonthlyCost } from '../../../shared/monthlyCost.ts'
import type { Property } from '../../../shared/types.ts'
import type { Translate } from '../../../lib/messages.ts'

// What the listing page says of the facts of issue 28: only those the listing has, in the words of
// its country (administración in Colombia, condomínio in Brasil…) and the visitor's language.

/** The listing's country, when it is one the dictionaries name fees and taxes for. */
const countryOf = (countryId: string): CountryId => ((COUNTRY_IDS as readonly string[]).includes(countryId) ? (countryId as CountryId) : COUNTRY_IDS[0])

/** "Administración", "Condominio", "Mantenimiento": the monthly fee's name where the listing is. */
export const hoaFeeLabel = (t: Translate, countryId: string) => t(`facts.hoaFee.${countryOf(countryId)}`)

/** "Impuesto predial", "IPTU", "Predial y arbitrios": the yearly tax's name where the listing is. */
export const propertyTaxLabel = (t: Translate, countryId: string) => t(`facts.propertyTax.${countryOf(countryId)}`)

export interface ShownFact {
  /** Which fact, for tests and styling hooks. */
  name: string
  label: string
  value: string
}

type FactFields = Pick<Property, 'countryId' | 'builtArea' | 'floor' | 'totalFloors' | 'elevator' | 'yearBuilt' | 'furnished' | 'petsAllowed' | 'estrato'>

/** The new facts the listing states, in the page's order; a fact not given is left out, not dashed. */
export function shownFacts(p: FactFields, t: Translate, lang: Language): ShownFact[] {
  const yesNo = (value: 0 | 1) => (value === 1 ? t('facts.yes') : t('facts.no'))
  const facts: (ShownFact | null)[] = [
    p.builtArea === null ? null : { name: 'builtArea', label: t('facts.builtArea'), value: `${formatNumber(p.builtArea, lang)} m²` },
    p.floor === null
      ? null
      : {
          name: 'floor',
          label: t('facts.floor'),
          value: p.totalFloors === null ? formatNumber(p.floor, lang) : t('facts.floorOf', { floor: formatNumber(p.floor, lang), total: formatNumber(p.totalFloors, lang) }),
        },
    p.floor === null && p.totalFloors !== null ? { name: 'totalFloors', label: t('facts.totalFloors'), value: formatNumber(p.totalFloors, lang) } : null,
    p.elevator === null ? null : { name: 'elevator', label: t('facts.elevator'), value: yesNo(p.elevator) },
    // A year is not a quantity: no thousands separator ("1998", not "1.998").
    p.yearBuilt === null ? null : { name: 'yearBuilt', label: t('facts.yearBuilt'), value: String(p.yearBuilt) },
    p.furnished === null ? null : { name: 'furnished', label: t('facts.furnished'), value: t(`furnished.${p.furnished}`) },
    p.petsAllowed === null ? null : { name: 'petsAllowed', label: t('facts.petsAllowed'), value: yesNo(p.petsAllowed) },
    p.estrato === null || p.countryId !== ESTRATO_COUNTRY ? null : { name: 'estrato', label: t('facts.estrato'), value: formatNumber(p.estrato, lang) },
  ]
  return facts.filter((fact): fact is ShownFact => fact !== null)
}

export interface CostRow {
  /** rent, hoaFee, tax */
  part: 'rent' | 'hoaFee' | 'tax'
  label: string
  /** The amount a month, or why there is none: included in the rent, not given. */
  value: string
  /** The yearly tax as the advertiser gave it, beside its twelfth. */
  note?: string
}

type CostFields = Pick<Property, 'countryId' | 'priceType' | 'currency' | 'hoaFee' | 'propertyTax'>

/** The monthly cost's parts: the rent (for a rent), the fee, a twelfth of the tax; what is not added says why. */
export function costRows(p: CostFields, cost: MonthlyCost, t: Translate, lang: Language): CostRow[] {
  const money = (amount: number) => formatFullPrice(amount, p.currency, lang)
  const why = (include: 'hoa' | 'tax') => (cost.included.includes(include) ? t('monthlyCost.included') : t('monthlyCost.notGiven'))
  const rows: CostRow[] = []
  if (cost.rent !== null) rows.push({ part: 'rent', label: t('monthlyCost.rent'), value: money(cost.rent) })
  rows.push({ part: 'hoaFee', label: hoaFeeLabel(t, p.countryId), value: cost.hoaFee === null ? why('hoa') : money(cost.hoaFee) })
  rows.push({
    part: 'tax',
    label: t('monthlyCost.taxShare', { label: propertyTaxLabel(t, p.countryId) }),
    value: cost.tax === null ? why('tax') : money(cost.tax),
    note: cost.tax === null || p.propertyTax === null ? undefined : t('facts.perYear', { amount: money(p.propertyTax) }),
  })
  return rows
}

/** What else the rent includes (utilities, internet): the fee and the tax are said on their own rows. */
export const otherInclusions = (cost: MonthlyCost, t: Translate): string[] => cost.included.filter((include) => include !== 'hoa' && include !== 'tax').map((include) => t(`includes.${include}`))
