import { Hono } from 'hono'
import { MAX_IMAGE_BYTES } from '../../shared/constants.ts'
import { EmailChangeSchema, ProfileSchema } from '../../shared/schemas/profile.ts'
import { AccountTokenSchema } from '../../shared/schemas/signup.ts'
import type { AppEnv } from '../context.ts'
import { readInput } from '../http.ts'
import { translate } from '../i18n.server.ts'
import { actorOf, requireStaff } from '../middleware/auth.ts'
import { streamLimit } from '../middleware/bodyLimits.ts'
import { uploadSlots } from '../middleware/uploadSlots.ts'
import { withMultipart } from '../multipart.ts'
import { json, message, routeDocs } from '../openapi/describe.ts'
import { confirmEmailChange, requestEmailChange } from '../services/emailChange.ts'
import { deleteProfilePhoto, getProfile, setProfilePhoto, updateProfile } from '../services/profile.ts'

// Issue 27, docs/advertisers.md "Accounts": "Mi perfil", mounted at /api/auth/profile.

// One picture and the multipart framing; a larger file is cut at the limit and refused with a 413.
const PHOTO_UPLOAD_LIMIT = MAX_IMAGE_BYTES + 1024 * 1024
/** The route that takes the profile photo's multipart upload (app.ts lets it past the JSON cap, to its own). */
export const isProfilePhotoRoute = (method: string, path: string) => method === 'POST' && /^(\/api)?\/auth\/profile\/photo\/?$/.test(path)

const uploading = uploadSlots({ active: 1, waiting: 8 })
const doc = routeDocs('Profile', 'staff')
const PROFILE = json('`{ id, name, email, phoneNumber, whatsapp, photo, language, advertiser: { id, kind, name, slug, status } | null, agencyRole }`')
const photoForm = {
  type: 'object',
  required: ['photo'],
  properties: { photo: { type: 'string', contentMediaType: 'application/octet-stream', description: `PNG, JPEG or WebP (by content), at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.` } },
}

export const profileRoutes = new Hono<AppEnv>()
  // The address-change link may be opened on any device: the token alone proves the new address.
  .post(
    '/email/confirm',
    doc({
      summary: "Confirm a new address with the mail link's token",
      description: 'The account moves to the address the link was sent to, and the old address is told. An unknown, used or expired link (24 h) is a 400; an address taken meanwhile a 409.',
      access: 'public',
      body: AccountTokenSchema,
      responses: { 200: message('Changed') },
      errors: [409],
    }),
    async (c) => {
      const services = c.get('services')
      const { token } = await readInput(c, AccountTokenSchema)
      await confirmEmailChange(services.db, token, services)
      return c.json({ message: translate(c.get('lang'), 'api.emailChanged') })
    },
  )
  .use(requireStaff)
  .get('/', doc({ summary: 'My profile', responses: { 200: PROFILE } }), async (c) => c.json(await getProfile(c.get('services').db, actorOf(c).id)))
  .put(
    '/',
    doc({
      summary: 'Save my profile',
      description:
        'A phone or WhatsApp number not sent stays; sent empty or null it is removed. For a private owner (or an independent advertiser) the public name follows the name; the public address (slug) stays.',
      body: ProfileSchema,
      responses: { 200: PROFILE },
    }),
    async (c) => {
      const data = await readInput(c, ProfileSchema)
      return c.json(await updateProfile(c.get('services').db, actorOf(c), data))
    },
  )
  .post(
    '/photo',
    doc({
      summary: 'Upload my photo',
      description: 'Replaces any earlier photo (its files are deleted). A file that is not PNG, JPEG or WebP is a 415, one over 10 MB a 413; no file a 400 on `photo`.',
      form: photoForm,
      responses: { 200: PROFILE },
      errors: [503],
    }),
    streamLimit(PHOTO_UPLOAD_LIMIT),
    uploading,
    async (c) => {
      const { db, storage } = c.get('services')
      return c.json(await withMultipart(c, (body) => setProfilePhoto(db, storage, actorOf(c), body.files.photo)))
    },
  )
  .delete('/photo', doc({ summary: 'Remove my photo', responses: { 200: PROFILE } }), async (c) => {
    const { db, storage } = c.get('services')
    return c.json(await deleteProfilePhoto(db, storage, actorOf(c)))
  })
  .post(
    '/email',
    doc({
      summary: "Change my account's address",
      description:
        'Mails a confirmation link (24 h) to the new address; nothing changes until it is opened. A wrong password is a 400 on `password` (throttled like the password change), an address another account has a 409 on `email`.',
      body: EmailChangeSchema,
      responses: { 202: message('Accepted: the link is on its way') },
      errors: [409, 429],
    }),
    async (c) => {
      const services = c.get('services')
      const data = await readInput(c, EmailChangeSchema)
      await requestEmailChange(services.db, actorOf(c), data, services)
      return c.json({ message: translate(c.get('lang'), 'api.emailChangeRequested') }, 202)
    },
  )
