import { Hono } from 'hono'
import * as v from 'valibot'
import { CURRENCIES } from '../../shared/constants.ts'
import { CurrencyRateSchema } from '../../shared/schemas/currency.ts'
import { auditTrail } from '../audit.ts'
import type { AppEnv } from '../context.ts'
import { paramOf, readJson } from '../http.ts'
import { requireSuperadmin } from '../middleware/auth.ts'
import { listCurrencyRates, setCurrencyRate } from '../services/currencies.ts'
import { parseInput } from '../validation.ts'

const CurrencyCodeSchema = v.picklist(CURRENCIES)

export const currencyRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=600')
    return c.json(await listCurrencyRates(c.get('services').db))
  })
  .put('/:code', requireSuperadmin, async (c) => {
    const code = paramOf(c, 'code', CurrencyCodeSchema, 'errors.currencyNotFound')
    const { usdRate } = parseInput(CurrencyRateSchema, await readJson(c))
    return c.json(await setCurrencyRate(c.get('services').db, code, usdRate, auditTrail(c)))
  })
