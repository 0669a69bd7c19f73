import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { AdvertiserListQuerySchema, AdvertiserRejectSchema, VerificationFactSchema, VerificationSchema } from '../../shared/schemas/advertiserReview.ts'
import { IdParamSchema } from '../../shared/schemas/params.ts'
import { auditTrail } from '../audit.ts'
import type { AppEnv } from '../context.ts'
import { AppError } from '../errors.ts'
import { paramOf, readInput } from '../http.ts'
import { actorOf, requireSuperadmin } from '../middleware/auth.ts'
import { json, routeDocs, shapes } from '../openapi/describe.ts'
import { approveAdvertiser, listAdvertisers, rejectAdvertiser, removeVerification, setVerification } from '../services/advertiserReview.ts'
import { parseInput } from '../validation.ts'

// The superadmin's review of advertisers (docs/advertisers.md "Review"), mounted at /api/admin/advertisers.

const doc = routeDocs('Admin', 'superadmin')
const byId = { id: IdParamSchema }
const byFact = { id: IdParamSchema, fact: VerificationFactSchema }
const ADVERTISER = '`AdminAdvertiser`: `{ id, kind, name, slug, status, rejectReason, licence, phone, email, countryId, createdAt, reviewedAt, emailVerified, contact, listings, verified }`'

const idParam = (c: Context<AppEnv>) => paramOf(c, 'id', IdParamSchema, 'errors.advertiserNotFound')

/** The fact of the path: one of VERIFICATION_FACTS, else a 400 on `fact` (the path names a real advertiser's field). */
function factParam(c: Context<AppEnv>) {
  const result = v.safeParse(VerificationFactSchema, c.req.param('fact'))
  if (!result.success) throw new AppError('INVALID', 'errors.invalid', { issues: [{ path: 'fact', message: 'validation.review.fact' }] })
  return result.output
}

export const advertiserReviewRoutes = new Hono<AppEnv>()
  .use(requireSuperadmin)
  .get(
    '/',
    doc({
      summary: 'Advertisers of one review status, a page of them',
      description: 'Pending ones oldest first.',
      query: AdvertiserListQuerySchema,
      responses: { 200: json('A page of advertisers', shapes.page) },
    }),
    async (c) => c.json(await listAdvertisers(c.get('services').db, parseInput(AdvertiserListQuerySchema, c.req.query()))),
  )
  .post(
    '/:id/approve',
    doc({ summary: 'Approve an advertiser', description: 'Its listings waiting for review go public; its contact is mailed.', params: byId, responses: { 200: json(ADVERTISER) } }),
    async (c) => {
      const { db, siteUrl, mail } = c.get('services')
      const answer = await approveAdvertiser(db, idParam(c), auditTrail(c), siteUrl)
      mail?.kick()
      return c.json(answer)
    },
  )
  .post(
    '/:id/reject',
    doc({ summary: 'Reject an advertiser', description: 'The reason (10–1000 characters) is kept and mailed.', params: byId, body: AdvertiserRejectSchema, responses: { 200: json(ADVERTISER) } }),
    async (c) => {
      const id = idParam(c)
      const { reason } = await readInput(c, AdvertiserRejectSchema)
      const { db, siteUrl, mail } = c.get('services')
      const answer = await rejectAdvertiser(db, id, reason, auditTrail(c), siteUrl)
      mail?.kick()
      return c.json(answer)
    },
  )
  .put(
    '/:id/verifications/:fact',
    doc({ summary: 'Record the day a fact about an advertiser was checked', params: byFact, body: VerificationSchema, responses: { 200: json(ADVERTISER) } }),
    async (c) => {
      const id = idParam(c)
      const fact = factParam(c)
      const { at } = await readInput(c, VerificationSchema)
      return c.json(await setVerification(c.get('services').db, id, fact, at, actorOf(c).id, auditTrail(c)))
    },
  )
  .delete('/:id/verifications/:fact', doc({ summary: 'Remove a checked fact about an advertiser', params: byFact, responses: { 200: json(ADVERTISER) } }), async (c) => {
    const id = idParam(c)
    return c.json(await removeVerification(c.get('services').db, id, factParam(c), auditTrail(c)))
  })
