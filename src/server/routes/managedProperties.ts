import { Hono, type Context } from 'hono'
import { MAX_FLOOR_PLANS, MAX_IMAGE_BYTES, MAX_IMAGES_PER_PROPERTY } from '../../shared/constants.ts'
import { PropertyPatchSchema, PropertyStatusSchema } from '../../shared/schemas/property.ts'
import { AdminPropertyExportQuerySchema, AdminPropertyListQuerySchema } from '../../shared/schemas/queries.ts'
import { audit, auditTrail } from '../audit.ts'
import type { AppEnv } from '../context.ts'
import { csvDownload, csvFilename, csvStyleOf } from '../csv.ts'
import { readInput } from '../http.ts'
import { streamLimit } from '../middleware/bodyLimits.ts'
import { uploadSlots } from '../middleware/uploadSlots.ts'
import { withMultipart } from '../multipart.ts'
import { actorOf, requireStaff, requireSuperadmin } from '../middleware/auth.ts'
import { createProperty, deleteProperty, patchProperty, setPropertyActive, updateProperty } from '../services/propertyCommands.ts'
import { listManagedProperties } from '../services/listings/lists.ts'
import { getManagedProperty } from '../services/listings/singleReads.ts'
import { propertyExportBatches } from '../services/propertyExport.ts'
import { LISTING_CSV_COLUMNS } from './csvColumns.ts'
import { listStatuses } from '../services/statuses.ts'
import { parseInput } from '../validation.ts'
import { listingForm, listingUploadOf } from './listingUpload.ts'
import { csv, json, noContent, routeDocs, shapes } from '../openapi/describe.ts'

import { listingParam, listingPathParams as listing } from './listingParam.ts'

// Room for every allowed file at its largest, plus the text fields; counted as it streams to disk.
export const UPLOAD_LIMIT = (MAX_IMAGES_PER_PROPERTY + MAX_FLOOR_PLANS) * MAX_IMAGE_BYTES + 1024 * 1024
/** The routes that take a multipart listing upload (app.ts gives them UPLOAD_LIMIT, not the JSON cap). */
export const isUploadRoute = (method: string, path: string) => (method === 'POST' || method === 'PUT') && /^(\/api)?\/properties(\/[^/]+)?\/?$/.test(path)
// Photos are decoded two uploads at a time; more wait (a waiting upload's body is not read yet, so
// waiting costs little), and past that many the rest hear 503.
const uploading = uploadSlots({ active: 2, waiting: 64 })
const uploadLimit = streamLimit(UPLOAD_LIMIT)

/** The admin list: the caller's own listings, or every listing for a superadmin's `all`. */
function managedList(all: boolean) {
  return async (c: Context<AppEnv>) => {
    const query = parseInput(AdminPropertyListQuerySchema, c.req.query())
    return c.json(await listManagedProperties(c.get('services').db, actorOf(c), query, all))
  }
}

/** The admin list as CSV, every page of it, with the list's filters and order. */
function listingsCsv(all: boolean) {
  return async (c: Context<AppEnv>) => {
    const query = parseInput(AdminPropertyExportQuerySchema, c.req.query())
    const scope = all ? 'all_listings' : 'own_listings'
    // Recorded before a byte is sent: an export that cannot be recorded does not happen.
    await audit(c, 'export.csv', { type: 'export', id: scope, label: scope }, { export: scope, filters: query, delimiter: csvStyleOf(c) })
    return csvDownload(c, csvFilename('listings'), LISTING_CSV_COLUMNS, propertyExportBatches(c.get('services').db, actorOf(c), query, all))
  }
}

const doc = routeDocs('Listings')
/** A change to one listing: only its owner or a superadmin may make it. */
const ownersChange = { description: 'Its owner or a superadmin.', access: 'staff', params: listing } as const

/**
 * The staff's side of the listings: their lists and exports, one to edit, and every change. Mounted
 * before the public routes, whose `/:id` would otherwise take `/statuses` for a listing.
 */
export const managedPropertyRoutes = new Hono<AppEnv>()
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
    const { db, ownerListingLimit } = c.get('services')
    return c.json(await setPropertyActive(db, actorOf(c), id, isActive, auditTrail(c), ownerListingLimit))
  })
  .patch('/:id', doc({ summary: 'Change some fields of a listing', ...ownersChange, body: PropertyPatchSchema, responses: { 200: json('The `Property`') } }), requireStaff, async (c) => {
    const id = listingParam(c)
    const patch = await readInput(c, PropertyPatchSchema)
    const { db, ownerListingLimit } = c.get('services')
    return c.json(await patchProperty(db, actorOf(c), id, patch, auditTrail(c), ownerListingLimit))
  })
  .delete('/:id', doc({ summary: 'Delete a listing and its photos', ...ownersChange, responses: { 204: noContent('Deleted') } }), requireStaff, async (c) => {
    await deleteProperty(c.get('services'), actorOf(c), listingParam(c), auditTrail(c))
    return c.body(null, 204)
  })
