import { api } from '../../../lib/api.ts'
import type { Currency } from '../../../shared/domain.ts'
import type { CurrencyRate } from '../../../shared/types.ts'

// The currency screen's calls (superadmin only for the change).

/**
 * Every rate. The public answer may be cached for a minute; this screen asks the server again
 * ('no-cache'), so a rate just changed here or elsewhere is what it shows.
 */
export const currencyRates = (signal?: AbortSignal) => api.get('currencies', { cache: 'no-cache', signal }).json<CurrencyRate[]>()
export const saveCurrencyRate = (code: Currency, usdRate: number) => api.put(`currencies/${code}`, { json: { usdRate } }).json<CurrencyRate>()
