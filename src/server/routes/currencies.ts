import { Hono } from 'hono'
import * as v from 'valibot'
import { CURRENCIES } from '../../shared/constants.ts'
import { CurrencyRateSchema } from '../../shared/schemas/currency.ts'
import { auditTrail } from '../audit.ts'
import type { AppEnv } from '../context.ts'
import { paramOf, readInput } from '../http.ts'
import { requireSuperadmin } from '../middleware/auth.ts'
import { listCurrencyRates, setCurrencyRate } from '../services/currencies.ts'
import { json, routeDocs, shapes } from '../openapi/describe.ts'

const CurrencyCodeSchema = v.picklist(CURRENCIES)
const doc = routeDocs('Public')

export const currencyRoutes = new Hono<AppEnv>()
  .get('/', doc({ summary: 'Currencies and their rates per US dollar', responses: { 200: json('Rates', shapes.list) } }), async (c) => {
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=600')
    return c.json(await listCurrencyRates(c.get('services').db))
  })
  .put(
    '/:code',
    doc({ summary: "Set a currency's rate", access: 'superadmin', params: { code: CurrencyCodeSchema }, body: CurrencyRateSchema, responses: { 200: json('The currency and its rate') } }),
    requireSuperadmin,
    async (c) => {
      const code = paramOf(c, 'code', CurrencyCodeSchema, 'errors.currencyNotFound')
      const { usdRate } = await readInput(c, CurrencyRateSchema)
      return c.json(await setCurrencyRate(c.get('services').db, code, usdRate, auditTrail(c)))
    },
  )
