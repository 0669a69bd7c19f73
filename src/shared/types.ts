import type { AdvertiserKind, AdvertiserStatus, AgencyRole } from './advertisers.ts'
import type { AlertFrequency, OutboxStatus, ReportReason, ReportStatus } from './constants.ts'
import type { Currency, RoleName } from './domain.ts'

export type { Property, PublicLocation } from './listing.ts'

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

/**
 * `GET /api/properties`: a page of the search, and beside few or no results the search with a near
 * miss corrected ("cumbya" → "Cumbayá"), or null when there is nothing to suggest.
 */
export interface PropertyList<T> extends Paged<T> {
  didYouMean: string | null
}

/** `GET /api/locations/suggest`: a city or neighbourhood the search box offers. */
export interface PlaceSuggestion {
  kind: 'city' | 'neighborhood'
  name: string
  /** The neighbourhood's city; null for a city. */
  city: string | null
  cityId: string
  countryId: string
  /** The country's name in the asked language. */
  country: string
  /** The box's whole text with this place chosen. */
  text: string
}

/** `GET /api/properties?ids=…`: the public ones in the order asked, and the ids no longer public. */
export interface PagedByIds<T> extends Paged<T> {
  missingIds: number[]
}

/** A saved search as its address's manage link lists it (`GET /api/saved-searches?token=`). */
export interface ManagedSearch {
  id: number
  /** The search page's address, without page and order (empty for a followed listing). */
  query: string
  /** The listing followed for its price cuts and status changes, instead of a search. */
  listing: { id: number; slug: string; title: string } | null
  frequency: AlertFrequency
  confirmed: boolean
  createdAt: string
}

export interface SessionUser {
  id: number
  name: string
  email: string
  role: RoleName | string
  phoneNumber: string | null
  /** Whom the user publishes for (issue 27); null for a superadmin. */
  advertiserId: number | null
  advertiserKind: AdvertiserKind | null
  /** Whether the portal approved the user's advertiser: until then their listings wait, unseen. */
  advertiserStatus: AdvertiserStatus | null
  /** The user's place in an agency; null outside one. */
  agencyRole: AgencyRole | null
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

/** A mail in the outbox as the superadmin's "Correo" screen reads it (`GET /api/admin/outbox`). */
/** POST /api/admin/visitors/erase: how much was erased about the address. */
export interface VisitorErasure {
  inquiries: number
  /** Saved searches and followed listings. */
  alerts: number
  /** Mail to the address or answering to it. */
  mails: number
  /** Reports whose sender's address was removed. */
  reports: number
}

export interface OutboxMessage {
  id: number
  kind: string
  recipient: string
  replyTo: string | null
  subject: string
  /** The plain-text part: the message itself. */
  text: string
  status: OutboxStatus
  attempts: number
  lastError: string | null
  createdAt: string
  /** When the next attempt is due, while the mail waits. */
  nextAttemptAt: string | null
  sentAt: string | null
}

/** Leads of the last `days` days (`GET /api/admin/leads`): per day, and per listing, most first. */
export interface Leads {
  days: number
  daily: { date: string; inquiries: number; calls: number; whatsapp: number }[]
  byListing: { propertyId: number; title: string; inquiries: number; calls: number; whatsapp: number; total: number }[]
}

/** A visitor's report about a listing, as the superadmin's "Reportes" screen reads it. */
export interface ListingReport {
  id: number
  propertyId: number
  propertyTitle: string
  propertySlug: string
  propertyActive: boolean
  reason: ReportReason
  details: string | null
  email: string | null
  status: ReportStatus
  createdAt: string
  reviewedAt: string | null
  /** How many reports this listing has in all. */
  reportCount: number
}

/** A listing's price from a date on (`GET /api/properties/{id}/price-history`, oldest first). */
export interface PriceChange {
  price: number
  currency: Currency
  changedAt: string
}

/** One currency's exchange rate (`GET /api/currencies`): units of the currency per US dollar. */
export interface CurrencyRate {
  code: Currency
  usdRate: number
  updatedAt: string
}

/** One listing on the search map (`GET /api/properties/map`): its public point, never the pin. */
export interface MapPoint {
  id: number
  lat: number
  lng: number
  price: number
  currency: Currency
  /** The property type's stored name (the UI translates it). */
  type: string
}

export interface MapPoints {
  data: MapPoint[]
  /** How many listings the search finds on the map; more than `data` when `truncated`. */
  total: number
  truncated: boolean
}

/** A city with its centre (null for a city added without one). */
export interface City extends IdName {
  latitude: number | null
  longitude: number | null
}
