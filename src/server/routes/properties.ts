import { Hono } from 'hono'
import { ContactClickSchema } from '../../shared/schemas/contact.ts'
import { ReportSchema } from '../../shared/schemas/report.ts'
import { PropertyListQuerySchema } from '../../shared/schemas/queries.ts'
import type { AppEnv } from '../context.ts'
import { clientKey, readInput, readJson } from '../http.ts'
import { translate } from '../i18n.server.ts'
import { listMapPoints, listPublicProperties, listPublicPropertiesByIds } from '../services/listings/lists.ts'
import { WHOLE_LISTINGS } from '../services/listings/pageShapes.ts'
import { similarProperties } from '../services/listings/similarListings.ts'
import { getProperty } from '../services/listings/singleReads.ts'
import { countView } from '../services/listings/viewCounts.ts'
import { countContactClick } from '../services/leads.ts'
import { submitReport } from '../services/reports.ts'
import { listPriceHistory } from '../services/priceHistory.ts'
import { listActiveTypes } from '../services/propertyTypes.ts'
import { parseInput } from '../validation.ts'
import { countFormPost, fromAPerson } from './formDefences.ts'
import { json, noContent, message, routeDocs, shapes } from '../openapi/describe.ts'

import { listingParam, listingPathParams as listing } from './listingParam.ts'

const PUBLIC_CACHE = 'public, max-age=15, s-maxage=15, stale-while-revalidate=60'

const doc = routeDocs('Listings')

/** What anyone may read of the listings, and what a visitor sends about one (a view, a tap, a report). */
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
      if (query.ids) return c.json(await listPublicPropertiesByIds(db, query.ids))
      const answer = await listPublicProperties(db, query, WHOLE_LISTINGS)
      c.set('shownSearch', answer)
      return c.json(answer)
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
      // It shows this listing alone: the response cache keeps it while only others change.
      c.set('shownListings', [property.id])
      return c.json(property)
    },
  )
  .get('/:id/similar', doc({ summary: 'Listings like this one', params: listing, responses: { 200: json('Listings', shapes.list) } }), async (c) => {
    c.header('Cache-Control', PUBLIC_CACHE)
    return c.json(await similarProperties(c.get('services').db, listingParam(c), WHOLE_LISTINGS))
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
