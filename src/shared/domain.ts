import type { CURRENCIES, PRICE_TYPES, RoleName as RoleNameT } from './constants.ts'

export type Currency = (typeof CURRENCIES)[number]
export type PriceType = (typeof PRICE_TYPES)[number]
export type RoleName = RoleNameT
