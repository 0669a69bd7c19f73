import { Hono, type Context } from 'hono'
import type * as v from 'valibot'
import type { Language } from '../../shared/constants.ts'
import type { MessageKey } from '../../shared/translator.ts'
import type { Database } from '../db/client.ts'
import { FollowListingsSchema, ManageLinkRequestSchema, SavedSearchChangeSchema, SavedSearchSchema } from '../../shared/schemas/savedSearch.ts'
import { IdParamSchema } from '../../shared/schemas/params.ts'
import type { AppEnv } from '../context.ts'
import { paramOf, readInput, readJson } from '../http.ts'
import { translate } from '../i18n.server.ts'
import { changeSavedSearch, sendManageLink } from '../services/alertEditing.ts'
import { confirmSavedSearch, deleteSavedSearch, forgetAddress, listSavedSearches, unsubscribe } from '../services/alertManagement.ts'
import type { LinkSettings } from '../services/alertUrls.ts'
import { createSavedSearch, followListings } from '../services/savedSearches.ts'
import { parseInput } from '../validation.ts'
import { countFormPost, fromAPerson } from './formDefences.ts'
import { json, message, noContent, parameter, routeDocs } from '../openapi/describe.ts'

const doc = routeDocs('Saved searches')
const linkToken = parameter({ in: 'query', name: 'token', required: true, description: "The signed token of a mail's link.", schema: { type: 'string' } })
const FORM = 'With a proof of work (`altcha`, see GET /api/challenge); rate-limited per client.'

/**
 * A visitor's form whose answer is a mail asking to confirm it. Each post can mail an address, so it
 * is counted per client like the contact forms; proof of work and honeypot as on the contact form:
 * a bot is told what a person is told.
 */
function confirmedByMail<S extends v.GenericSchema<unknown, { lang: Language }>>(
  schema: S,
  create: (db: Database, input: v.InferOutput<S>, settings: LinkSettings) => Promise<boolean>,
  done: MessageKey,
) {
  return async (c: Context<AppEnv>) => {
    const body = await readJson(c)
    await countFormPost(c)
    const input = parseInput(schema, body)
    const { db, mail } = c.get('services')
    if ((await fromAPerson(c, body)) && (await create(db, input, c.get('services')))) mail?.kick()
    return c.json({ message: translate(input.lang, done) }, 202)
  }
}

/**
 * Saved searches by email (issue 14): double opt-in, and signed links to manage and stop them. The
 * services carry what the links are made and checked with (the site's address, the link secret).
 */
export const savedSearchRoutes = new Hono<AppEnv>()
  .post(
    '/',
    doc({ summary: 'Save a search: mail asks to confirm it', description: FORM, body: SavedSearchSchema, responses: { 202: message('Accepted; a confirmation mail follows') }, errors: [429] }),
    confirmedByMail(SavedSearchSchema, createSavedSearch, 'api.savedSearchCreated'),
  )
  // A favourite followed by email: its price cuts and status changes, confirmed like a search.
  .post(
    '/follow',
    doc({
      summary: 'Follow listings by email: mail asks to confirm it',
      description: FORM,
      body: FollowListingsSchema,
      responses: { 202: message('Accepted; a confirmation mail follows') },
      errors: [429],
    }),
    confirmedByMail(FollowListingsSchema, followListings, 'api.followCreated'),
  )
  // "Send me my link": 202 whatever the address (nobody learns which addresses have alerts).
  .post(
    '/link',
    doc({
      summary: "Mail me my alerts' manage link",
      description: 'The same answer whatever the address; rate-limited per client.',
      body: ManageLinkRequestSchema,
      responses: { 202: message('Accepted') },
      errors: [429],
    }),
    async (c) => {
      const body = await readJson(c)
      await countFormPost(c)
      const input = parseInput(ManageLinkRequestSchema, body)
      const { db, mail } = c.get('services')
      if (await sendManageLink(db, input, c.get('services'))) mail?.kick()
      return c.json({ message: translate(input.lang, 'api.manageLinkSent') }, 202)
    },
  )
  .post(
    '/confirm',
    doc({
      summary: "Confirm a saved search with its mail's token",
      body: { type: 'object', required: ['token'], properties: { token: { type: 'string' } } },
      responses: {
        200: json('Confirmed, with the token of the manage page', {
          type: 'object',
          required: ['message', 'manageToken'],
          properties: { message: { type: 'string' }, manageToken: { type: 'string' } },
        }),
      },
    }),
    async (c) => {
      const { token } = (await readJson(c)) as { token?: unknown }
      const { db } = c.get('services')
      const { manageToken } = await confirmSavedSearch(db, token, c.get('services'))
      return c.json({ message: translate(c.get('lang'), 'api.savedSearchConfirmed'), manageToken })
    },
  )
  // RFC 8058: mail programs POST here (body `List-Unsubscribe=One-Click`), as does the page a mail's link opens.
  .post('/unsubscribe', doc({ summary: 'Stop the alert of a mail link (RFC 8058 one-click)', parameters: [linkToken], responses: { 200: message('Stopped') }, errors: [400, 404] }), async (c) => {
    const { db } = c.get('services')
    await unsubscribe(db, c.req.query('token'), c.get('services'))
    return c.json({ message: translate(c.get('lang'), 'api.savedSearchStopped') })
  })
  .get('/', doc({ summary: "An address's saved searches and follows", parameters: [linkToken], responses: { 200: json("The address's alerts") }, errors: [400] }), async (c) => {
    const { db } = c.get('services')
    c.header('Cache-Control', 'private, no-store')
    return c.json(await listSavedSearches(db, c.req.query('token'), c.get('services')))
  })
  .patch(
    '/:id',
    doc({
      summary: "Change a saved search's filters or frequency",
      params: { id: IdParamSchema },
      parameters: [linkToken],
      body: SavedSearchChangeSchema,
      responses: { 200: message('Changed') },
      errors: [409],
    }),
    async (c) => {
      const id = paramOf(c, 'id', IdParamSchema, 'errors.savedSearch.notFound')
      const input = await readInput(c, SavedSearchChangeSchema)
      const { db } = c.get('services')
      await changeSavedSearch(db, c.req.query('token'), Number(id), input, c.get('services'))
      return c.json({ message: translate(c.get('lang'), 'api.savedSearchChanged') })
    },
  )
  .delete('/:id', doc({ summary: 'Delete one saved search', params: { id: IdParamSchema }, parameters: [linkToken], responses: { 204: noContent('Deleted') }, errors: [400] }), async (c) => {
    const id = paramOf(c, 'id', IdParamSchema, 'errors.savedSearch.notFound')
    const { db } = c.get('services')
    await deleteSavedSearch(db, c.req.query('token'), Number(id), c.get('services'))
    return c.body(null, 204)
  })
  .delete('/', doc({ summary: 'Forget the address: every alert and follow of it', parameters: [linkToken], responses: { 204: noContent('Forgotten') }, errors: [400] }), async (c) => {
    const { db } = c.get('services')
    await forgetAddress(db, c.req.query('token'), c.get('services'))
    return c.body(null, 204)
  })
