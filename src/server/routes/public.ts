import { Hono } from 'hono'
import { ContactSchema } from '../../shared/schemas/contact.ts'
import { CountryIdParamSchema } from '../../shared/schemas/params.ts'
import type { AppEnv } from '../context.ts'
import { AppError } from '../errors.ts'
import { clientKey, paramOf, readJson } from '../http.ts'
import { translate } from '../i18n.server.ts'
import { honeypotFilled, submitInquiry } from '../services/inquiries.ts'
import { newChallenge, spendProofOfWork } from '../services/proofOfWork.ts'
import { listCities, listCountries } from '../services/locations.ts'
import { parseInput } from '../validation.ts'

const REFERENCE_CACHE = 'public, max-age=3600'

/** GET /api/challenge: a fresh proof-of-work challenge for a form's ALTCHA widget. */
export const challengeRoutes = new Hono<AppEnv>().get('/', async (c) => {
  c.header('Cache-Control', 'no-store')
  return c.json(await newChallenge(c.get('services').proofOfWork))
})

export const contactRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const { contactLimiter, db, siteUrl = 'http://localhost:4321', mail, proofOfWork } = c.get('services')
  const body = await readJson(c)
  // Counted before the check: a client sending bad forms is throttled too.
  if (!contactLimiter.hit(clientKey(c))) throw new AppError('TOO_MANY_REQUESTS', 'errors.contact.throttled')
  const inquiry = parseInput(ContactSchema, body)
  const success = () => c.json({ message: translate(c.get('lang'), 'api.contactSuccess') }, 201)
  // A filled honeypot is a bot: it is told what a person is told, and nothing is kept or sent.
  if (honeypotFilled(body)) return success()
  await spendProofOfWork(db, proofOfWork, (body as Record<string, unknown>).altcha)
  if (await submitInquiry(db, inquiry, { siteUrl, visitorLang: c.get('lang') })) mail?.kick()
  return success()
})

export const locationRoutes = new Hono<AppEnv>()
  .get('/countries', async (c) => {
    c.header('Cache-Control', REFERENCE_CACHE)
    return c.json(await listCountries(c.get('services').db))
  })
  .get('/cities/:countryId', async (c) => {
    c.header('Cache-Control', REFERENCE_CACHE)
    return c.json(await listCities(c.get('services').db, paramOf(c, 'countryId', CountryIdParamSchema, 'errors.countryNotFound')))
  })
