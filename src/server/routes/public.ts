import { Hono } from 'hono'
import { ContactSchema } from '../../shared/schemas/contact.ts'
import { CountryIdParamSchema } from '../../shared/schemas/params.ts'
import type { AppEnv } from '../context.ts'
import { paramOf, readJson } from '../http.ts'
import { translate } from '../i18n.server.ts'
import { submitInquiry } from '../services/inquiries.ts'
import { newChallenge } from '../services/proofOfWork.ts'
import { countFormPost, fromAPerson } from './formDefences.ts'
import { listCities, listCountries } from '../services/locations.ts'
import { suggestPlaces } from '../services/placeVocabulary.ts'
import { PlaceSuggestQuerySchema } from '../../shared/schemas/placeSuggest.ts'
import { AMENITIES } from '../../shared/listingFacts.ts'
import { parseInput } from '../validation.ts'
import { json, message, routeDocs, shapes } from '../openapi/describe.ts'

const REFERENCE_CACHE = 'public, max-age=3600'

const doc = routeDocs('Public')

/** GET /api/challenge: a fresh proof-of-work challenge for a form's ALTCHA widget. */
export const challengeRoutes = new Hono<AppEnv>().get('/', doc({ summary: "A proof-of-work challenge for a form's ALTCHA widget", responses: { 200: json('The challenge') } }), async (c) => {
  c.header('Cache-Control', 'no-store')
  return c.json(await newChallenge(c.get('services').proofOfWork))
})

const contactDoc = doc({
  summary: 'Send an inquiry',
  description: 'With a proof of work (`altcha`, see GET /api/challenge); rate-limited per client.',
  body: ContactSchema,
  responses: { 201: message('Sent') },
  errors: [429],
})

export const contactRoutes = new Hono<AppEnv>().post('/', contactDoc, async (c) => {
  const { db, siteUrl, mail } = c.get('services')
  const body = await readJson(c)
  await countFormPost(c)
  const inquiry = parseInput(ContactSchema, body)
  if ((await fromAPerson(c, body)) && (await submitInquiry(db, inquiry, { siteUrl, visitorLang: c.get('lang') }))) mail?.kick()
  return c.json({ message: translate(c.get('lang'), 'api.contactSuccess') }, 201)
})

export const locationRoutes = new Hono<AppEnv>()
  .get('/countries', doc({ summary: 'Countries', responses: { 200: json('`[{ id, name }]`', shapes.list) } }), async (c) => {
    c.header('Cache-Control', REFERENCE_CACHE)
    return c.json(await listCountries(c.get('services').db))
  })
  // The search box's places as one types: cities and neighbourhoods the text's last words may start.
  .get('/suggest', doc({ summary: 'Places the search text may start', query: PlaceSuggestQuerySchema, responses: { 200: json('Cities and neighbourhoods', shapes.list) } }), async (c) => {
    const query = parseInput(PlaceSuggestQuerySchema, c.req.query())
    c.header('Cache-Control', 'public, max-age=60')
    return c.json(await suggestPlaces(c.get('services').db, query.q, query.lang ?? c.get('lang')))
  })
  .get('/cities/:countryId', doc({ summary: "A country's cities", params: { countryId: CountryIdParamSchema }, responses: { 200: json('`[{ id, name }]`', shapes.list) } }), async (c) => {
    c.header('Cache-Control', REFERENCE_CACHE)
    return c.json(await listCities(c.get('services').db, paramOf(c, 'countryId', CountryIdParamSchema, 'errors.countryNotFound')))
  })

/** GET /api/amenities: the fixed set a listing's `amenities` and the `amenities` filter take, labelled in the request's language. */
export const amenityRoutes = new Hono<AppEnv>().get('/', doc({ summary: 'Amenities, with their labels', responses: { 200: json('`[{ id, name }]`', shapes.list) } }), (c) => {
  c.header('Cache-Control', REFERENCE_CACHE)
  c.header('Vary', 'Accept-Language')
  const lang = c.get('lang')
  return c.json(AMENITIES.map((id) => ({ id, name: translate(lang, `amenities.${id}`) })))
})
