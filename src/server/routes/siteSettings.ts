import { Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import { IdParamSchema } from '../../shared/schemas/params.ts'
import { SiteSettingsSchema } from '../../shared/schemas/siteSettings.ts'
import { auditTrail } from '../audit.ts'
import type { AppEnv } from '../context.ts'
import { paramOf, readInput } from '../http.ts'
import { actorOf, requireSuperadmin } from '../middleware/auth.ts'
import { AppError } from '../errors.ts'
import { json, noContent, routeDocs, shapes } from '../openapi/describe.ts'
import { issuePreviewToken, PREVIEW_COOKIE, PREVIEW_SECONDS } from '../services/sitePreview.ts'
import { draftState, listPublications, publishDraft, publishedSettings, restorePublication, saveDraft } from '../services/siteSettings.ts'

const doc = routeDocs('Site')

/** GET /api/site-settings: what visitors see. Another process's publication shows within the response cache's lifetime. */
export const siteSettingsRoutes = new Hono<AppEnv>().get('/', doc({ summary: "The portal's published brand and contacts", responses: { 200: json('The settings') } }), async (c) => {
  c.header('Cache-Control', 'public, max-age=0, must-revalidate')
  return c.json(await publishedSettings(c.get('services').db))
})

/** The superadmin's draft, its publication, and the publications' history with restore. */
export const siteSettingsAdminRoutes = new Hono<AppEnv>()
  .use(requireSuperadmin)
  .get('/', doc({ summary: 'The draft of the site settings', access: 'superadmin', responses: { 200: json('`{ settings, updatedAt, unpublished }`') } }), async (c) =>
    c.json(await draftState(c.get('services').db)),
  )
  .put('/', doc({ summary: 'Save the draft (nothing public changes)', access: 'superadmin', body: SiteSettingsSchema, responses: { 200: json('The draft') } }), async (c) => {
    const settings = await readInput(c, SiteSettingsSchema)
    return c.json(await saveDraft(c.get('services').db, actorOf(c), settings))
  })
  .post('/publish', doc({ summary: 'Publish the draft for everyone', access: 'superadmin', responses: { 201: json('The publication') }, errors: [409] }), async (c) =>
    c.json(await publishDraft(c.get('services').db, actorOf(c), auditTrail(c)), 201),
  )
  .post(
    '/preview',
    doc({ summary: 'Let this browser see the draft on the public pages (`?preview=site`) for 30 minutes', access: 'superadmin', responses: { 204: noContent('The preview cookie is set') } }),
    (c) => {
      const { previewSecret, siteUrl } = c.get('services')
      const session = c.get('session')
      if (!session) throw new AppError('UNAUTHORIZED', 'errors.unauthorized')
      setCookie(c, PREVIEW_COOKIE, issuePreviewToken(previewSecret, session, Math.floor(Date.now() / 1000)), {
        httpOnly: true,
        secure: new URL(c.req.url).protocol === 'https:' || siteUrl.startsWith('https:'),
        sameSite: 'Strict',
        path: '/',
        maxAge: PREVIEW_SECONDS,
      })
      return c.body(null, 204)
    },
  )
  .get('/publications', doc({ summary: 'Every publication, newest (live) first', access: 'superadmin', responses: { 200: json('Publications', shapes.list) } }), async (c) =>
    c.json(await listPublications(c.get('services').db)),
  )
  .post(
    '/publications/:id/restore',
    doc({ summary: 'Publish an earlier publication again', access: 'superadmin', params: { id: IdParamSchema }, responses: { 201: json('The new publication') } }),
    async (c) => {
      const id = paramOf(c, 'id', IdParamSchema, 'errors.site.publicationNotFound')
      return c.json(await restorePublication(c.get('services').db, actorOf(c), id, auditTrail(c)), 201)
    },
  )
