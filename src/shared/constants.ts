// Constants named after the specs (docs/specs/public-site.md §9, docs/specs/admin-area.md §9, docs/specs/API.md).

export const LANGUAGES = ['es', 'en', 'pt'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'es'

export const PAGE_SIZE = 12
export const MAX_PAGE_BUTTONS = 5
export const PUBLIC_LIST_MAX_LIMIT = 100
export const ADMIN_LIST_MAX_LIMIT = 1000
export const HOME_FETCH_LIMIT = 20
export const HOME_MAX_OPPORTUNITIES = 8
export const HOME_MAX_REGULAR = 12

export const CONTACT_NAME_MIN = 2
export const CONTACT_MESSAGE_MIN = 10
export const PASSWORD_MIN = 8
export const USER_NAME_MIN = 2
export const PROPERTY_TYPE_NAME_MIN = 2
export const TITLE_MIN = 5
export const ADDRESS_MIN = 5

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024
export const MAX_IMAGES_PER_PROPERTY = 30
/** Floor plans are a listing's second, separate image list (issue 28). */
export const MAX_FLOOR_PLANS = 6
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
/** Widths of the WebP renditions written for every upload; the largest is the stored path. */
export const IMAGE_WIDTHS = [400, 800, 1600] as const

/** The four markets (docs/specs/API.md `GET /api/locations/countries`). */
export const COUNTRY_IDS = ['country_ec', 'country_co', 'country_pe', 'country_br'] as const

/** Response header carrying a fresh token when the sent one is past half its life (docs/specs/API.md). */
export const REFRESHED_TOKEN_HEADER = 'x-refreshed-token'

export const CURRENCIES = ['USD', 'COP', 'PEN', 'BRL'] as const
export const PRICE_TYPES = ['sale', 'rent'] as const
export const STATUS_IDS = ['status_available', 'status_pending', 'status_sold', 'status_rented'] as const
/** What a visitor is told about a listing's state (`Property.status`), by stored status id. */
export const LISTING_STATUS_OF = {
  status_available: 'available',
  status_pending: 'reserved',
  status_sold: 'sold',
  status_rented: 'rented',
} as const
export type ListingStatus = (typeof LISTING_STATUS_OF)[keyof typeof LISTING_STATUS_OF]
/** Sold and rented listings: hidden from the search unless `includeClosed=true`. */
/** The buttons a lead may use instead of the form (`POST /api/properties/{id}/contact-clicks`). */
export const CONTACT_CHANNELS = ['call', 'whatsapp'] as const
export type ContactChannel = (typeof CONTACT_CHANNELS)[number]

/** The days the dashboard's leads cover. */
export const LEADS_DAYS = 30

/** Why a visitor reports a listing (`POST /api/properties/{id}/reports`). */
export const REPORT_REASONS = ['fraud', 'closed', 'wrongData', 'duplicate', 'offensive'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]
/** A report's review: waiting, acted on, or found groundless. */
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

/** The public forms' hidden field: people never see it, form-filling bots fill it in. */
export const HONEYPOT_FIELD = 'website'

/** A queued mail's states (`GET /api/admin/outbox`): waiting or retrying, sent, given up. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

export const CLOSED_STATUS_IDS = ['status_sold', 'status_rented'] as const

/** The search's "at least" choices (1+ … 4+ bedrooms, 1+ … 3+ bathrooms, 1+ and 2+ parking spaces). */
export const MIN_BEDROOM_CHOICES = [1, 2, 3, 4] as const
export const MIN_BATHROOM_CHOICES = [1, 2, 3] as const
export const MIN_GARAGE_CHOICES = [1, 2] as const
/** Similar listings shown on a listing page (`GET /api/properties/{id}/similar`). */
export const SIMILAR_LIMIT = 8
export type RoleName = 'superadmin' | 'admin'

export const PROPERTY_TYPE_ICONS = ['Home', 'Building', 'Building2', 'Store', 'MapPin', 'Warehouse', 'Factory', 'Hotel', 'TreePine', 'Car'] as const

export const PROPERTY_SORT_FIELDS = ['price', 'createdAt', 'area', 'monthlyCost'] as const
export const ADMIN_PROPERTY_SORT_FIELDS = ['price', 'createdAt', 'views'] as const
export const ADMIN_USER_SORT_FIELDS = ['name', 'email', 'createdAt'] as const
/** The admin lists' page sizes (the first is the default). */
export const ADMIN_PAGE_SIZES = [25, 50, 100] as const
/** CSV exports read this many rows per query and write them before reading more. */
export const CSV_EXPORT_BATCH = 1000
export const SORT_ORDERS = ['asc', 'desc'] as const

/** Phone numbers: digits with spaces, +, - and parentheses, 7 to 20 characters (docs/specs/API.md). */
export const PHONE_PATTERN = /^[0-9+\-() ]{7,20}$/

/** Toasts (docs/specs/public-site.md §9): bottom-centre, 4000 ms, 2000 ms for success, at most 20. */
export const TOAST_POSITION = 'bottom-center' as const
export const TOAST_LIMIT = 20
export const TOAST_DURATION = 4000
export const TOAST_SUCCESS_DURATION = 2000

export const SEARCH_SKELETONS = 8
export const OPPORTUNITY_SKELETONS = 12
/** Carousels loop only above this many items. */
export const CAROUSEL_LOOP_MIN = 4

/** Favourites a visitor keeps in the browser, and the ids one `GET /api/properties?ids=` takes. */
export const FAVOURITES_MAX = 100

/** How often a saved search mails: as listings arrive (batched a few minutes), or once a day. */
export const ALERT_FREQUENCIES = ['instant', 'daily'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]
/** Saved searches one address may keep. */
export const ALERTS_PER_ADDRESS = 20

/** An approximate public point lies within this distance of the pin (migration 0018: 300 m offset plus rounding). */
export const APPROXIMATE_RADIUS_M = 400
/** The most points `GET /api/properties/map` answers for one view. */
export const MAP_POINTS_MAX = 3000
