import { Hono } from 'hono'
import { ContactSchema } from '../../shared/schemas/contact.ts'
import { CountryIdParamSchema } from '../../shared/schemas/params.ts'
import type { AppEnv } from '../context.ts'
import { AppError } from '../errors.ts'
import { clientKey, paramOf, readJson } from '../http.ts'
import { translate } from '../i18n.server.ts'
import { submitInquiry } from '../services/inquiries.ts'
import { listCities, listCountries } from '../services/locations.ts'
import { parseInput } from '../validation.ts'

const REFERENCE_CACHE = 'public, max-age=3600'

export const contactRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const { contactLimiter, db, siteUrl = 'http://localhost:4321', mail } = c.get('services')
  const body = await readJson(c)
  // Counted before the check: a client sending bad forms is throttled too.
  if (!contactLimiter.hit(clientKey(c))) throw new AppError('TOO_MANY_REQUESTS', 'errors.contact.throttled')
  await submitInquiry(db, parseInput(ContactSchema, body), { siteUrl, visitorLang: c.get('lang') })
  mail?.kick()
  return c.json({ message: translate(c.get('lang'), 'api.contactSuccess') }, 201)
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
