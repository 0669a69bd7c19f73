import { ESTRATO_COUNTRY } from '../../../../shared/listingFacts.ts'
import type { PropertyFormValues } from './propertyForm.ts'

// Which of the facts people filter on (issue 28) a listing still lacks, for its type, operation and
// country. The form shows them as a hint; it never blocks the save: a fact may truly be unknown.

/** The facts the hint may ask for, in the order it lists them (what people filter on first). */
export const HINTED_FACTS = ['hoaFee', 'propertyTax', 'builtArea', 'estrato', 'floor', 'elevator', 'petsAllowed', 'furnished', 'amenities', 'yearBuilt'] as const
export type HintedFact = (typeof HINTED_FACTS)[number]

/**
 * What kind of property a type is. Types are identified by their name (the spec's names, in Spanish
 * or English, as src/shared/typeLabel.ts reads them): their numeric ids depend on the installation.
 */
export type PropertyKind = 'apartment' | 'house' | 'land' | 'office' | 'commercial'

const KIND_OF_NAME: Record<string, PropertyKind> = {
  apartamento: 'apartment',
  apartment: 'apartment',
  casa: 'house',
  house: 'house',
  terreno: 'land',
  land: 'land',
  oficina: 'office',
  office: 'office',
  comercial: 'commercial',
  commercial: 'commercial',
}

/** The kind of a type by its name; null for a type the rules do not know (an operator's own). */
export const propertyKindOf = (typeName: string | undefined): PropertyKind | null => KIND_OF_NAME[(typeName ?? '').trim().toLowerCase()] ?? null

/** The facts each kind is expected to state, whatever the operation. */
const ALWAYS: Record<PropertyKind, readonly HintedFact[]> = {
  // A flat: its fee, floor and lift are what renters and buyers ask first.
  apartment: ['hoaFee', 'propertyTax', 'builtArea', 'floor', 'elevator', 'amenities'],
  house: ['propertyTax', 'builtArea', 'yearBuilt', 'amenities'],
  // Land has no building: only its tax.
  land: ['propertyTax'],
  office: ['hoaFee', 'propertyTax', 'builtArea', 'floor', 'elevator'],
  commercial: ['propertyTax', 'builtArea'],
}

/** Asked of homes for rent: the filters renters use most (pets, furnished). */
const HOME_RENT: readonly HintedFact[] = ['petsAllowed', 'furnished']
const HOMES: readonly PropertyKind[] = ['apartment', 'house']

type FactValues = Pick<PropertyFormValues, HintedFact | 'countryId' | 'priceType' | 'includes'>

/** The facts this listing is expected to state, in the hint's order. */
export function expectedFacts(kind: PropertyKind | null, values: Pick<FactValues, 'countryId' | 'priceType' | 'includes'>): HintedFact[] {
  if (kind === null) return []
  const expected = new Set<HintedFact>(ALWAYS[kind])
  const home = HOMES.includes(kind)
  if (home && values.priceType === 'rent') HINTED_FACTS.filter((f) => HOME_RENT.includes(f)).forEach((f) => expected.add(f))
  // Colombian homes are read by estrato; elsewhere it does not exist (the server refuses it).
  if (home && values.countryId === ESTRATO_COUNTRY) expected.add('estrato')
  // A rent that already includes the fee or the tax needs no figure for it: the monthly cost is the rent.
  if (values.priceType === 'rent' && values.includes.includes('hoa')) expected.delete('hoaFee')
  if (values.priceType === 'rent' && values.includes.includes('tax')) expected.delete('propertyTax')
  return HINTED_FACTS.filter((fact) => expected.has(fact))
}

const isEmpty = (value: string | string[]) => (Array.isArray(value) ? value.length === 0 : value.trim() === '')

/** The expected facts the form leaves empty; an empty list means the hint has nothing to say. */
export function missingFacts(typeName: string | undefined, values: FactValues): HintedFact[] {
  return expectedFacts(propertyKindOf(typeName), values).filter((fact) => isEmpty(values[fact]))
}

/** Countries whose words for the fee and the tax the dictionaries hold (`form.facts.hoaFee.<id>`). */
export const FACT_LABEL_COUNTRIES = ['country_ec', 'country_co', 'country_pe', 'country_br'] as const

/** The dictionary key naming the fee or the tax the way the listing's country does; a general word elsewhere. */
export function costLabelKey(fact: 'hoaFee' | 'propertyTax', countryId: string) {
  const country = (FACT_LABEL_COUNTRIES as readonly string[]).includes(countryId) ? (countryId as (typeof FACT_LABEL_COUNTRIES)[number]) : 'other'
  return `form.facts.${fact}.${country}` as const
}
