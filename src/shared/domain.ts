import type { COUNTRY_IDS, CURRENCIES, PRICE_TYPES, RoleName as RoleNameT, STATUS_IDS } from './constants.ts'

export type Currency = (typeof CURRENCIES)[number]
export type PriceType = (typeof PRICE_TYPES)[number]
export type StatusId = (typeof STATUS_IDS)[number]
export type CountryId = (typeof COUNTRY_IDS)[number]
export type RoleName = RoleNameT
