import { Hono } from 'hono'
import { FollowListingsSchema, ManageLinkRequestSchema, SavedSearchChangeSchema, SavedSearchSchema } from '../../shared/schemas/savedSearch.ts'
import { IdParamSchema } from '../../shared/schemas/params.ts'
import type { AppEnv } from '../context.ts'
import { paramOf, readJson } from '../http.ts'
import { translate } from '../i18n.server.ts'
import { changeSavedSearch, sendManageLink } from '../services/alertEditing.ts'
import { confirmSavedSearch, createSavedSearch, deleteSavedSearch, followListings, forgetAddress, listSavedSearches, unsubscribe } from '../services/savedSearches.ts'
import { parseInput } from '../validation.ts'
import { countFormPost, fromAPerson } from './formDefences.ts'

/**
 * Saved searches by email (issue 14): double opt-in, and signed links to manage and stop them. The
 * services carry what the links are made and checked with (the site's address, the link secret).
 */
export const savedSearchRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const body = await readJson(c)
    // Each post can mail an address: counted per client like the contact forms.
    await countFormPost(c)
    const input = parseInput(SavedSearchSchema, body)
    const { db, mail } = c.get('services')
    // Proof of work and honeypot as on the contact form: a bot is told what a person is told.
    if ((await fromAPerson(c, body)) && (await createSavedSearch(db, input, c.get('services')))) mail?.kick()
    return c.json({ message: translate(input.lang, 'api.savedSearchCreated') }, 202)
  })
  // A favourite followed by email: its price cuts and status changes, confirmed like a search.
  .post('/follow', async (c) => {
    const body = await readJson(c)
    await countFormPost(c)
    const input = parseInput(FollowListingsSchema, body)
    const { db, mail } = c.get('services')
    if ((await fromAPerson(c, body)) && (await followListings(db, input, c.get('services')))) mail?.kick()
    return c.json({ message: translate(input.lang, 'api.followCreated') }, 202)
  })
  // "Send me my link": 202 whatever the address (nobody learns which addresses have alerts).
  .post('/link', async (c) => {
    const body = await readJson(c)
    await countFormPost(c)
    const input = parseInput(ManageLinkRequestSchema, body)
    const { db, mail } = c.get('services')
    if (await sendManageLink(db, input, c.get('services'))) mail?.kick()
    return c.json({ message: translate(input.lang, 'api.manageLinkSent') }, 202)
  })
  .post('/confirm', async (c) => {
    const { token } = (await readJson(c)) as { token?: unknown }
    const { db } = c.get('services')
    const { manageToken } = await confirmSavedSearch(db, token, c.get('services'))
    return c.json({ message: translate(c.get('lang'), 'api.savedSearchConfirmed'), manageToken })
  })
  // RFC 8058: mail programs POST here (body `List-Unsubscribe=One-Click`), as does the page a mail's link opens.
  .post('/unsubscribe', async (c) => {
    const { db } = c.get('services')
    await unsubscribe(db, c.req.query('token'), c.get('services'))
    return c.json({ message: translate(c.get('lang'), 'api.savedSearchStopped') })
  })
  .get('/', async (c) => {
    const { db } = c.get('services')
    c.header('Cache-Control', 'private, no-store')
    return c.json(await listSavedSearches(db, c.req.query('token'), c.get('services')))
  })
  .patch('/:id', async (c) => {
    const id = paramOf(c, 'id', IdParamSchema, 'errors.savedSearch.notFound')
    const input = parseInput(SavedSearchChangeSchema, await readJson(c))
    const { db } = c.get('services')
    await changeSavedSearch(db, c.req.query('token'), Number(id), input, c.get('services'))
    return c.json({ message: translate(c.get('lang'), 'api.savedSearchChanged') })
  })
  .delete('/:id', async (c) => {
    const id = paramOf(c, 'id', IdParamSchema, 'errors.savedSearch.notFound')
    const { db } = c.get('services')
    await deleteSavedSearch(db, c.req.query('token'), Number(id), c.get('services'))
    return c.body(null, 204)
  })
  .delete('/', async (c) => {
    const { db } = c.get('services')
    await forgetAddress(db, c.req.query('token'), c.get('services'))
    return c.body(null, 204)
  })
