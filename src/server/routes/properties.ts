import { Hono, type Context } from 'hono'
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_PROPERTY } from '../../shared/constants.ts'
import { ContactClickSchema } from '../../shared/schemas/contact.ts'
import { ReportSchema } from '../../shared/schemas/report.ts'
import { IdOrSlugParamSchema } from '../../shared/schemas/params.ts'
import { PropertyPatchSchema, PropertyStatusSchema } from '../../shared/schemas/property.ts'
import { AdminPropertyExportQuerySchema, AdminPropertyListQuerySchema, PropertyListQuerySchema } from '../../shared/schemas/queries.ts'
import { audit, auditTrail } from '../audit.ts'
import type { AppEnv } from '../context.ts'
import { csvDownload, csvFilename, csvStyleOf } from '../csv.ts'
import { clientKey, paramOf, readInput, readJson } from '../http.ts'
import { streamLimit } from '../middleware/bodyLimits.ts'
import { uploadSlots } from '../middleware/uploadSlots.ts'
import { withMultipart } from '../multipart.ts'
import { translate } from '../i18n.server.ts'
import { actorOf, requireStaff, requireSuperadmin } from '../middleware/auth.ts'
import { createProperty, deleteProperty, patchProperty, setPropertyActive, updateProperty } from '../services/propertyCommands.ts'
import { listManagedProperties, listMapPoints, listPublicProperties, listPublicPropertiesByIds } from '../services/listings/lists.ts'
import { similarProperties } from '../services/listings/similarListings.ts'
import { getManagedProperty, getProperty } from '../services/listings/singleReads.ts'
import { countView } from '../services/listings/viewCounts.ts'
import { countContactClick } from '../services/leads.ts'
import { submitReport } from '../services/reports.ts'
import { listPriceHistory } from '../services/priceHistory.ts'
import { propertyExportBatches } from '../services/propertyExport.ts'
import { listActiveTypes } from '../services/propertyTypes.ts'
import { LISTING_CSV_COLUMNS } from './csvColumns.ts'
import { listStatuses } from '../services/statuses.ts'
import { parseInput } from '../validation.ts'
import { countFormPost, fromAPerson } from './formDefences.ts'
import { listingForm, listingUploadOf } from './listingUpload.ts'
import { csv, json, noContent, message, routeDocs, shapes } from '../openapi/describe.ts'

// Room for every allowed file at its largest, plus the text fields; counted as it streams to disk.
export const UPLOAD_LIMIT = MAX_IMAGES_PER_PROPERTY * MAX_IMAGE_BYTES + 1024 * 1024
/** The routes that take a multipart listing upload (app.ts gives them UPLOAD_LIMIT, not the JSON cap). */
export const isUploadRoute = (method: string, path: string) => (method === 'POST' || method === 'PUT') && /^(\/api)?\/properties(\/[^/]+)?\/?$/.test(path)
// Photos are decoded two uploads at a time; more wait (a waiting upload's body is not read yet, so
// waiting costs little), and past that many the rest hear 503.
const uploading = uploadSlots({ active: 2, waiting: 64 })
const uploadLimit = streamLimit(UPLOAD_LIMIT)

const PUBLIC_CACHE = 'public, max-age=15, s-maxage=15, stale-while-revalidate=60'

/** The admin list as CSV, every page of it, with the list's filters and order. */
/** The admin list: the caller's own listings, or every listing for a superadmin's `all`. */
function managedList(all: boolean) {
  return async (c: Context<AppEnv>) => {
    const query = parseInput(AdminPropertyListQuerySchema, c.req.query())
    return c.json(await listManagedProperties(c.get('services').db, actorOf(c), query, all))
  }
}

function listingsCsv(all: boolean) {
  return async (c: Context<AppEnv>) => {
    const query = parseInput(AdminPropertyExportQuerySchema, c.req.query())
    const scope = all ? 'all_listings' : 'own_listings'
    // Recorded before a byte is sent: an export that cannot be recorded does not happen.
    await audit(c, 'export.csv', { type: 'export', id: scope, label: scope }, { export: scope, filters: query, delimiter: csvStyleOf(c) })
    return csvDownload(c, csvFilename('listings'), LISTING_CSV_COLUMNS, propertyExportBatches(c.get('services').db, actorOf(c), query, all))
  }
}

const listingParam = (c: Context<AppEnv>) => paramOf(c, 'id', IdOrSlugParamSchema, 'errors.propertyNotFound')

const doc = routeDocs('Listings')
const listing = { id: IdOrSlugParamSchema }
/** A change to one listing: only its owner or a superadmin may make it. */
const ownersChange = { description: 'Its owner or a superadmin.', access: 'staff', params: listing } as const

export const propertyRoutes = new Hono<AppEnv>()
  .get(
    '/',
    doc({
      summary: 'Active listings, a page of them (or just `ids`, in their order)',
      query: PropertyListQuerySchema,
      responses: { 200: json('A page of listings, or the listings named by `ids`', { anyOf: [shapes.page, shapes.list] }) },
    }),
    async (c) => {
      const query = parseInput(PropertyListQuerySchema, c.req.query())
      c.header('Cache-Control', PUBLIC_CACHE)
      const { db } = c.get('services')
      return c.json(query.ids ? await listPublicPropertiesByIds(db, query.ids) : await listPublicProperties(db, query))
    },
  )
  // The search map: every listing's public point, price and type, for the same filters (and `bbox`).
  .get(
    '/map',
    doc({ summary: "The search map: every matching listing's public point, price and type", query: PropertyListQuerySchema, responses: { 200: json('Map points', shapes.list) } }),
    async (c) => {
      const query = parseInput(PropertyListQuerySchema, c.req.query())
      c.header('Cache-Control', PUBLIC_CACHE)
      return c.json(await listMapPoints(c.get('services').db, query))
    },
  )
  .get('/types', doc({ summary: 'Active property types', responses: { 200: json('`[{ id, name, icon }]`', shapes.list) } }), async (c) => {
    c.header('Cache-Control', PUBLIC_CACHE)
    return c.json(await listActiveTypes(c.get('services').db))
  })
  .get('/statuses', doc({ summary: 'Listing statuses', access: 'staff', responses: { 200: json('`[{ id, name }]`', shapes.list) } }), requireStaff, async (c) =>
    c.json(await listStatuses(c.get('services').db)),
  )
  .get(
    '/admin/all',
    doc({ summary: "The caller's own listings, any status", access: 'staff', query: AdminPropertyListQuerySchema, responses: { 200: json('A page of listings', shapes.page) } }),
    requireStaff,
    managedList(false),
  )
  .get(
    '/superadmin/all',
    doc({ summary: 'Every listing, any status', access: 'superadmin', query: AdminPropertyListQuerySchema, responses: { 200: json('A page of listings', shapes.page) } }),
    requireSuperadmin,
    managedList(true),
  )
  // Before /admin/:id, which would otherwise take 'export.csv' for a listing.
  .get(
    '/admin/export.csv',
    doc({ summary: "The caller's own listings as CSV", access: 'staff', query: AdminPropertyExportQuerySchema, responses: { 200: csv('Every matching listing, one row each') } }),
    requireStaff,
    listingsCsv(false),
  )
  .get(
    '/superadmin/export.csv',
    doc({ summary: 'Every listing as CSV', access: 'superadmin', query: AdminPropertyExportQuerySchema, responses: { 200: csv('Every matching listing, one row each') } }),
    requireSuperadmin,
    listingsCsv(true),
  )
  .get(
    '/admin/:id',
    doc({ summary: 'One listing as its editor sees it', access: 'staff', params: listing, responses: { 200: json('The listing with its editable fields') } }),
    requireStaff,
    async (c) => {
      c.header('Cache-Control', 'private, no-store')
      return c.json(await getManagedProperty(c.get('services').db, listingParam(c), actorOf(c)))
    },
  )
  .get(
    '/:id',
    doc({
      summary: 'One listing by id or slug',
      description: 'Inactive or unknown is a 404, except to its owner or a superadmin.',
      access: 'optional',
      params: listing,
      responses: { 200: json('The `Property`') },
    }),
    async (c) => {
      const property = await getProperty(c.get('services').db, listingParam(c), c.get('actor'))
      // An inactive listing, or one read with a token, is someone's private view: no shared cache.
      const isPrivate = !property.isActive || c.req.header('authorization') !== undefined
      c.header('Cache-Control', isPrivate ? 'private, no-store' : PUBLIC_CACHE)
      return c.json(property)
    },
  )
  .get('/:id/similar', doc({ summary: 'Listings like this one', params: listing, responses: { 200: json('Listings', shapes.list) } }), async (c) => {
    c.header('Cache-Control', PUBLIC_CACHE)
    return c.json(await similarProperties(c.get('services').db, listingParam(c)))
  })
  .get('/:id/price-history', doc({ summary: "The listing's price changes", params: listing, responses: { 200: json('Price changes, oldest first', shapes.list) } }), async (c) => {
    c.header('Cache-Control', PUBLIC_CACHE)
    return c.json(await listPriceHistory(c.get('services').db, listingParam(c)))
  })
  .post(
    '/:id/reports',
    doc({
      summary: 'Report a listing',
      description: 'With a proof of work (`altcha`, see GET /api/challenge); rate-limited per client.',
      params: listing,
      body: ReportSchema,
      responses: { 201: message('Received') },
      errors: [429],
    }),
    async (c) => {
      const id = listingParam(c)
      const { db, siteUrl, mail } = c.get('services')
      const body = await readJson(c)
      await countFormPost(c)
      const report = parseInput(ReportSchema, body)
      if (await fromAPerson(c, body)) {
        await submitReport(db, id, report, siteUrl)
        mail?.kick()
      }
      return c.json({ message: translate(c.get('lang'), 'api.reportReceived') }, 201)
    },
  )
  .post('/:id/contact-clicks', doc({ summary: 'Count a tap on a contact button', params: listing, body: ContactClickSchema, responses: { 204: noContent('Counted') } }), async (c) => {
    const id = listingParam(c)
    const { channel } = await readInput(c, ContactClickSchema)
    await countContactClick(c.get('services').db, id, channel, clientKey(c))
    return c.body(null, 204)
  })
  .post('/:id/views', doc({ summary: 'Count one view of an active listing', params: listing, responses: { 204: noContent('Counted') } }), async (c) => {
    await countView(c.get('services').db, listingParam(c), clientKey(c))
    return c.body(null, 204)
  })
  .post(
    '/',
    doc({ summary: 'Create a listing', description: 'The caller owns it.', access: 'staff', form: listingForm(false), responses: { 201: json('The new `Property`') }, errors: [503] }),
    requireStaff,
    uploadLimit,
    uploading,
    async (c) => {
      const created = await withMultipart(c, (body) => createProperty(c.get('services'), actorOf(c), listingUploadOf(body), auditTrail(c)))
      return c.json(created, 201)
    },
  )
  .put(
    '/:id',
    doc({
      summary: 'Replace a listing and its photos',
      ...ownersChange,
      form: listingForm(true),
      responses: { 200: json('The `Property`') },
      errors: [503],
    }),
    requireStaff,
    uploadLimit,
    uploading,
    async (c) => {
      const id = listingParam(c)
      return c.json(await withMultipart(c, (body) => updateProperty(c.get('services'), actorOf(c), id, listingUploadOf(body), auditTrail(c))))
    },
  )
  .patch('/:id/status', doc({ summary: 'Activate or deactivate a listing', ...ownersChange, body: PropertyStatusSchema, responses: { 200: json('The `Property`') } }), requireStaff, async (c) => {
    const id = listingParam(c)
    const { isActive } = await readInput(c, PropertyStatusSchema)
    return c.json(await setPropertyActive(c.get('services').db, actorOf(c), id, isActive, auditTrail(c)))
  })
  .patch('/:id', doc({ summary: 'Change some fields of a listing', ...ownersChange, body: PropertyPatchSchema, responses: { 200: json('The `Property`') } }), requireStaff, async (c) => {
    const id = listingParam(c)
    const patch = await readInput(c, PropertyPatchSchema)
    return c.json(await patchProperty(c.get('services').db, actorOf(c), id, patch, auditTrail(c)))
  })
  .delete('/:id', doc({ summary: 'Delete a listing and its photos', ...ownersChange, responses: { 204: noContent('Deleted') } }), requireStaff, async (c) => {
    await deleteProperty(c.get('services'), actorOf(c), listingParam(c), auditTrail(c))
    return c.body(null, 204)
  })
