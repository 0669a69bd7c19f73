import * as v from 'valibot'
import {
  ADMIN_LIST_MAX_LIMIT,
  ADMIN_PROPERTY_SORT_FIELDS,
  ADMIN_USER_SORT_FIELDS,
  COUNTRY_IDS,
  CURRENCIES,
  FAVOURITES_MAX,
  OUTBOX_STATUSES,
  PAGE_SIZE,
  PRICE_TYPES,
  PROPERTY_SORT_FIELDS,
  PUBLIC_LIST_MAX_LIMIT,
  REPORT_STATUSES,
  SORT_ORDERS,
} from '../constants.ts'
import { AUDIT_ACTION_GROUPS, isAuditAction } from '../audit.ts'
import { FEATURE_FILTERS, featureValue, type FeatureFilter, type FeatureValues } from '../featureFilters.ts'
import { FACT_FILTERS, type FactFilter, type FactKey } from '../searchFilters.ts'
import { booleanField, fieldsObject, idField, numberField } from './fields.ts'

// Query strings are text; these schemas reject malformed values (400) instead of guessing.

const page = v.optional(numberField('validation.query.page', { min: 1, max: 100_000, integer: true }), 1)
const limit = (max: number) => v.optional(numberField('validation.query.limit', { min: 1, max, integer: true }), PAGE_SIZE)
const text = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'validation.query.q')))
const sortOrder = v.optional(v.picklist(SORT_ORDERS, 'validation.query.sortOrder'), 'desc')
/** The paging every public and admin list takes. */
const paged = { page, limit: limit(PUBLIC_LIST_MAX_LIMIT) }
const yesNo = v.optional(booleanField('validation.query.boolean'))
const money = v.optional(numberField('validation.query.price', { min: 0, max: 1e12 }))
/** The fact filters (searchFilters.ts), each a number of at least 0 under its own rules. */
const factFields = Object.fromEntries(
  FACT_FILTERS.map((filter) => {
    const rules: FactFilter['api'] = filter.api
    return [filter.key, v.optional(numberField(rules.message, { min: 0, max: rules.max, integer: rules.integer, step: rules.step }))]
  }),
) as { [K in FactKey]: v.OptionalSchema<ReturnType<typeof numberField>, undefined> }

/** The API's schema of a feature filter (featureFilters.ts): the same text as the address, or 400. */
function featureField(filter: FeatureFilter) {
  if (filter.kind === 'yes') return v.optional(booleanField(filter.message))
  return v.optional(
    v.pipe(
      v.union([v.string(filter.message), v.number(filter.message)], filter.message),
      v.transform((value) => featureValue(filter, String(value))),
      v.check((value) => value !== null, filter.message),
    ),
  )
}
const featureFields = Object.fromEntries(FEATURE_FILTERS.map((filter) => [filter.key, featureField(filter)])) as unknown as {
  [K in keyof FeatureValues]: v.GenericSchema<unknown, Exclude<FeatureValues[K], null> | (K extends 'petsAllowed' | 'elevator' ? boolean : never) | undefined>
}

export const PropertyListQuerySchema = fieldsObject({
  ...paged,
  sortBy: v.optional(v.picklist(PROPERTY_SORT_FIELDS, 'validation.query.sortBy'), 'createdAt'),
  sortOrder,
  countryId: v.optional(v.picklist(COUNTRY_IDS, 'validation.query.countryId')),
  cityId: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9_]{1,40}$/, 'validation.query.cityId'))),
  propertyTypeId: v.optional(idField('validation.query.propertyTypeId')),
  priceType: v.optional(v.picklist(PRICE_TYPES, 'validation.query.priceType')),
  q: text,
  search: text,
  isOpportunity: yesNo,
  isFeatured: yesNo,
  minPrice: money,
  maxPrice: money,
  /** The most a home may cost a month all-in (src/shared/monthlyCost.ts), in `currency`. */
  maxMonthlyCost: v.optional(numberField('validation.query.monthlyCost', { min: 0, max: 1e12 })),
  ...factFields,
  ...featureFields,
  /** The currency of minPrice/maxPrice/maxMonthlyCost; listings in other currencies are compared by converted amount. */
  currency: v.optional(v.picklist(CURRENCIES, 'validation.query.currency'), 'USD'),
  /** Sold and rented listings are left out unless this is true. */
  includeClosed: v.optional(booleanField('validation.query.boolean'), false),
  /**
   * `west,south,east,north` in degrees: listings whose public point lies inside (the map's view).
   * An area across the antimeridian is not supported (none of the portal's countries needs it).
   */
  bbox: v.optional(
    v.pipe(
      v.string('validation.query.bbox'),
      v.regex(/^-?\d{1,3}(\.\d{1,12})?(,-?\d{1,3}(\.\d{1,12})?){3}$/, 'validation.query.bbox'),
      v.transform((text) => text.split(',').map(Number) as [west: number, south: number, east: number, north: number]),
      v.check(([west, south, east, north]) => west >= -180 && east <= 180 && south >= -90 && north <= 90 && west < east && south < north, 'validation.query.bbox'),
    ),
  ),
  /**
   * Just these listings, in this order (a visitor's favourites): up to FAVOURITES_MAX ids, repeats
   * dropped; the other filters and paging do not apply.
   */
  ids: v.optional(
    v.pipe(
      v.string(),
      v.regex(new RegExp(`^\\d{1,9}(,\\d{1,9}){0,${FAVOURITES_MAX - 1}}$`), 'validation.query.ids'),
      v.transform((list) => [...new Set(list.split(',').map(Number))]),
      v.check((ids) => ids.every((id) => id > 0), 'validation.query.ids'),
    ),
  ),
})

export type PropertyListQuery = v.InferOutput<typeof PropertyListQuerySchema>

export const AdminPropertyListQuerySchema = fieldsObject({
  page,
  limit: limit(ADMIN_LIST_MAX_LIMIT),
  search: text,
  q: text,
  sortBy: v.optional(v.picklist(ADMIN_PROPERTY_SORT_FIELDS, 'validation.query.sortBy'), 'createdAt'),
  sortOrder,
  isActive: yesNo,
})

export type AdminPropertyListQuery = v.InferOutput<typeof AdminPropertyListQuerySchema>

/** A CSV export of the admin list: the list's filters and order, every page. */
export const AdminPropertyExportQuerySchema = v.omit(AdminPropertyListQuerySchema, ['page', 'limit'])
export type AdminPropertyExportQuery = v.InferOutput<typeof AdminPropertyExportQuerySchema>

/** GET /api/users: search by name or email, ordered by name unless asked otherwise. */
export const UserListQuerySchema = fieldsObject({
  ...paged,
  search: text,
  sortBy: v.optional(v.picklist(ADMIN_USER_SORT_FIELDS, 'validation.query.sortBy'), 'name'),
  sortOrder: v.optional(v.picklist(SORT_ORDERS, 'validation.query.sortOrder'), 'asc'),
})
export type UserListQuery = v.InferOutput<typeof UserListQuerySchema>

/** GET /api/admin/inquiries: search over the sender, the message and the listing's title; by date. */
export const InquiryListQuerySchema = fieldsObject({
  ...paged,
  search: text,
  isRead: yesNo,
  sortOrder,
})
export type InquiryListQuery = v.InferOutput<typeof InquiryListQuerySchema>

export const InquiryExportQuerySchema = v.omit(InquiryListQuerySchema, ['page', 'limit'])
export type InquiryExportQuery = v.InferOutput<typeof InquiryExportQuerySchema>

/** GET /api/admin/outbox: the mail queue, newest first, optionally one status. */
export const OutboxQuerySchema = fieldsObject({
  ...paged,
  status: v.optional(v.picklist(OUTBOX_STATUSES, 'validation.query.outboxStatus')),
})

/** GET /api/admin/reports: reports newest first, optionally of one review status. */
export const ReportQuerySchema = fieldsObject({
  ...paged,
  status: v.optional(v.picklist(REPORT_STATUSES, 'validation.report.status')),
})

export const InquiryPatchSchema = fieldsObject({ isRead: booleanField('validation.boolean') })

/**
 * A moment of the audit filter: a day (`2026-11-26`, a UTC day; `to` then takes in the whole day)
 * or an instant with its offset (`2026-11-26T05:00:00.000Z`, what the admin screen sends for the
 * admin's own days).
 */
const auditMoment = (endOfDay: boolean) =>
  v.optional(
    v.pipe(
      v.string('validation.query.date'),
      v.trim(),
      v.regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/, 'validation.query.date'),
      v.transform((text) => (text.length === 10 ? new Date(Date.parse(`${text}T00:00:00Z`) + (endOfDay ? 86_400_000 : 0)) : new Date(text))),
      v.check((date) => !Number.isNaN(date.getTime()), 'validation.query.date'),
    ),
  )

/** GET /api/admin/audit: newest first; by actor (a user id, or part of the email), action or group (`auth.`), time. */
export const AuditQuerySchema = v.pipe(
  fieldsObject({
    ...paged,
    actor: v.optional(
      v.pipe(
        v.string('validation.query.actor'),
        v.trim(),
        v.maxLength(254, 'validation.query.actor'),
        v.transform((text) => text || undefined),
      ),
    ),
    action: v.optional(
      v.pipe(
        v.string('validation.query.action'),
        v.check((text) => isAuditAction(text) || (AUDIT_ACTION_GROUPS as readonly string[]).includes(text), 'validation.query.action'),
      ),
    ),
    from: auditMoment(false),
    to: auditMoment(true),
  }),
  v.forward(
    v.check((query) => !query.from || !query.to || query.from < query.to, 'validation.query.dateRange'),
    ['to'],
  ),
)
export type AuditQuery = v.InferOutput<typeof AuditQuerySchema>
