import type { Currency, PriceType, RoleName } from './domain.ts'

/** A listing as the API answers it (API.md "Property (public)"). */
export interface Property {
  id: number
  slug: string
  title: string
  description: string | null
  mainImage: string | null
  images: string[]
  neighborhood: string | null
  address: string
  cityId: string
  cityName: string
  countryId: string
  countryName: string
  propertyTypeId: number
  propertyTypeName: string
  area: number | null
  bedrooms: number | null
  bathrooms: number | null
  garage: number | null
  price: number
  currency: Currency
  priceType: PriceType
  isOpportunity: 0 | 1
  opportunityPrice: number | null
  legalCosts: number | null
  isFeatured: 0 | 1
  isActive: 0 | 1
  statusId: string
  authorName: string
  authorPhoneNumber: string | null
  views: number
  createdAt: string
}

export interface Pagination {
  page: number
  limit: number
  total: number
  totalPages: number
}

export interface Paged<T> {
  data: T[]
  pagination: Pagination
}

export interface SessionUser {
  id: number
  name: string
  email: string
  role: RoleName | string
  phoneNumber: string | null
}

export interface User {
  id: number
  name: string
  email: string
  roleId: string
  roleName: string
  isActive: 0 | 1
  phoneNumber: string | null
}

export interface PropertyType {
  id: number
  name: string
  icon: string
  isActive: 0 | 1
}

export interface Inquiry {
  id: number
  name: string
  email: string
  phone: string | null
  message: string
  propertyId: number | null
  propertyTitle: string | null
  propertySlug: string | null
  /** The listing's country, to complete a phone number typed without its calling code. */
  propertyCountryId: string | null
  isRead: boolean
  createdAt: string
}

export interface DashboardStats {
  properties: number
  activeProperties: number
  inactiveProperties: number
  inquiries: number
  unreadInquiries: number
  totalViews: number
}

export interface IdName<Id = string> {
  id: Id
  name: string
}
