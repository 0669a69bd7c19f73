import { Hono, type Context } from 'hono'
import { MAX_IMAGE_BYTES } from '../../shared/constants.ts'
import { AgencyUpdateSchema, InvitationSchema, ListingOwnerSchema } from '../../shared/schemas/agency.ts'
import { IdParamSchema } from '../../shared/schemas/params.ts'
import { auditTrail } from '../audit.ts'
import type { AppEnv } from '../context.ts'
import { paramOf, readInput } from '../http.ts'
import { streamLimit } from '../middleware/bodyLimits.ts'
import { actorOf, requireStaff } from '../middleware/auth.ts'
import { uploadSlots } from '../middleware/uploadSlots.ts'
import { withMultipart } from '../multipart.ts'
import { json, noContent, routeDocs } from '../openapi/describe.ts'
import { getAgency, removeAgencyLogo, setAgencyLogo, updateAgency } from '../services/agency.ts'
import { inviteMember, reassignListing, removeMember, resendInvitation } from '../services/agencyMembers.ts'
import { listingParam, listingPathParams } from './listingParam.ts'

// An agency's own screen (docs/advertisers.md "Agency"), mounted at /api/agency; its manager
// changes, its agents read. And the reassignment of a listing, mounted beside the listings.

const LOGO_UPLOAD_LIMIT = MAX_IMAGE_BYTES + 1024 * 1024
/** The agency's logo upload (app.ts lets it past the JSON cap, to its own). */
export const isAgencyLogoRoute = (method: string, path: string) => method === 'POST' && /^(\/api)?\/agency\/logo\/?$/.test(path)
const uploading = uploadSlots({ active: 1, waiting: 8 })

const doc = routeDocs('Admin', 'staff')
const byId = { id: IdParamSchema }
const AGENCY = '`{ id, name, slug, logo, phone, whatsapp, email, address, countryId, licence, status }`'
const MEMBER = '`{ id, name, email, phoneNumber, agencyRole, isActive, invited, listings }`'
const managerOnly = 'Its manager only (403 for an agent, 404 outside an agency).'

const memberParam = (c: Context<AppEnv>) => paramOf(c, 'id', IdParamSchema, 'errors.agency.memberNotFound')

const logoForm = {
  type: 'object',
  required: ['logo'],
  properties: { logo: { type: 'string', contentMediaType: 'application/octet-stream', description: `PNG, JPEG or WebP (by content), at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.` } },
}

export const agencyRoutes = new Hono<AppEnv>()
  .use(requireStaff)
  .get(
    '/',
    doc({
      summary: "The caller's agency and its members",
      description: 'For its manager and agents; 404 outside an agency.',
      responses: { 200: json(`\`{ agency: ${AGENCY}, members: [${MEMBER}] }\``) },
    }),
    async (c) => c.json(await getAgency(c.get('services').db, actorOf(c))),
  )
  .put('/', doc({ summary: "Change the agency's details", description: managerOnly, body: AgencyUpdateSchema, responses: { 200: json(AGENCY) } }), async (c) => {
    const data = await readInput(c, AgencyUpdateSchema)
    return c.json(await updateAgency(c.get('services').db, actorOf(c), data, auditTrail(c)))
  })
  .post(
    '/logo',
    doc({
      summary: "Upload the agency's logo",
      description: `Through the photo pipeline; the replaced logo's files are deleted. ${managerOnly}`,
      form: logoForm,
      responses: { 200: json(AGENCY) },
      errors: [503],
    }),
    streamLimit(LOGO_UPLOAD_LIMIT),
    uploading,
    async (c) => {
      const { db, storage } = c.get('services')
      return c.json(await withMultipart(c, (body) => setAgencyLogo(db, storage, actorOf(c), body.files.logo, auditTrail(c))))
    },
  )
  .delete('/logo', doc({ summary: "Remove the agency's logo", description: managerOnly, responses: { 200: json(AGENCY) } }), async (c) => {
    const { db, storage } = c.get('services')
    return c.json(await removeAgencyLogo(db, storage, actorOf(c), auditTrail(c)))
  })
  .post(
    '/invitations',
    doc({ summary: 'Invite an agent', description: `Creates the member, inactive, and mails a 7-day link. ${managerOnly}`, body: InvitationSchema, responses: { 201: json(MEMBER) }, errors: [409] }),
    async (c) => {
      const data = await readInput(c, InvitationSchema)
      const { db, siteUrl, mail } = c.get('services')
      const member = await inviteMember(db, actorOf(c), data, siteUrl, auditTrail(c))
      mail?.kick()
      return c.json(member, 201)
    },
  )
  .post(
    '/invitations/:id/resend',
    doc({
      summary: 'Send an invitation again',
      description: `A new link; the earlier one stops working. 409 for a member who already joined. ${managerOnly}`,
      params: byId,
      responses: { 200: json(MEMBER) },
      errors: [409],
    }),
    async (c) => {
      const { db, siteUrl, mail } = c.get('services')
      const member = await resendInvitation(db, actorOf(c), memberParam(c), siteUrl)
      mail?.kick()
      return c.json(member)
    },
  )
  .delete(
    '/members/:id',
    doc({
      summary: 'Remove an agent',
      description: `They can no longer sign in; their listings pass to the manager. 409 for the manager. ${managerOnly}`,
      params: byId,
      responses: { 204: noContent('Removed') },
      errors: [409],
    }),
    async (c) => {
      await removeMember(c.get('services').db, actorOf(c), memberParam(c), auditTrail(c))
      return c.body(null, 204)
    },
  )

/** PUT /api/properties/{id}/owner, mounted at /api/properties. */
export const listingOwnerRoutes = new Hono<AppEnv>().put(
  '/:id/owner',
  doc({
    summary: 'Hand a listing to another member of its agency',
    description: "A superadmin, or the manager of the listing's agency; a listing or member outside it is a 404.",
    params: listingPathParams,
    body: ListingOwnerSchema,
    responses: { 200: json('The `Property`') },
  }),
  requireStaff,
  async (c) => {
    const id = listingParam(c)
    const { userId } = await readInput(c, ListingOwnerSchema)
    return c.json(await reassignListing(c.get('services').db, actorOf(c), id, userId, auditTrail(c)))
  },
)
