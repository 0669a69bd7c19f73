import type { Language } from '../../../../shared/constants.ts'
import { LISTING_FIELD_NAMES, LISTING_FIELDS, type ListingFieldName } from '../../../../shared/listing.ts'
import type { ListingFormValues as PropertyFormValues } from '../../../../shared/listingForm.ts'
import { formatLocalNumber, readNumberInput, type NumberInput, type ParseOptions } from '../../../../shared/localNumber.ts'

// The form's number boxes hold text as the advertiser writes it in the panel's language
// ("185.000" in es); the shared schema and the API take plain numbers ("185000"). This file turns one
// into the other, so that the schema stays the form's only check.

/**
 * The number fields typed the local way. Latitude and longitude are left out: the map fills them,
 * and coordinates are written with a point in every language (GPS, maps).
 */
export const LOCAL_NUMBER_FIELDS = LISTING_FIELD_NAMES.filter((name) => LISTING_FIELDS[name].kind === 'number' && name !== 'latitude' && name !== 'longitude')

const MONEY_FIELDS: readonly ListingFieldName[] = ['price', 'opportunityPrice', 'legalCosts', 'hoaFee', 'propertyTax']

/** Negatives are read so that the schema says why they are wrong; prices may be "185 mil". */
export const numberOptions = (name: ListingFieldName): ParseOptions => ({ negative: true, shortForms: MONEY_FIELDS.includes(name) })

export const readFormNumber = (name: ListingFieldName, text: string, lang: Language): NumberInput => readNumberInput(text, lang, numberOptions(name))

export type UnreadableNumber = Extract<NumberInput, { ok: false }>

/** The form with its number texts as plain numbers for the schema and the body; the ones that cannot be read, apart. */
export function plainNumbers(values: PropertyFormValues, lang: Language): { values: PropertyFormValues; unreadable: Partial<Record<ListingFieldName, UnreadableNumber>> } {
  const plain: Record<string, unknown> = { ...values }
  const unreadable: Partial<Record<ListingFieldName, UnreadableNumber>> = {}
  for (const name of LOCAL_NUMBER_FIELDS) {
    const read = readFormNumber(name, String(values[name]), lang)
    if (read.ok) plain[name] = read.value === null ? '' : String(read.value)
    else unreadable[name] = read
  }
  return { values: plain as PropertyFormValues, unreadable }
}

/** A stored listing's numbers as the language writes them, ungrouped ("185000,5"), for the boxes. */
export function localNumbers(values: PropertyFormValues, lang: Language): PropertyFormValues {
  const local: Record<string, unknown> = { ...values }
  for (const name of LOCAL_NUMBER_FIELDS) {
    const text = String(values[name])
    if (text.trim() !== '' && Number.isFinite(Number(text))) local[name] = formatLocalNumber(Number(text), lang, { grouping: false })
  }
  return local as PropertyFormValues
}

/** After the panel's language changed: what was typed is rewritten in the new one, so it keeps its meaning. */
export function relocalizeNumbers(values: PropertyFormValues, from: Language, to: Language): PropertyFormValues {
  const next: Record<string, unknown> = { ...values }
  for (const name of LOCAL_NUMBER_FIELDS) {
    const read = readFormNumber(name, String(values[name]), from)
    if (read.ok && read.value !== null) next[name] = formatLocalNumber(read.value, to, { grouping: false })
  }
  return next as PropertyFormValues
}
