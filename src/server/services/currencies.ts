import { asc, eq } from 'drizzle-orm'
import { CURRENCIES } from '../../shared/constants.ts'
import type { Currency } from '../../shared/domain.ts'
import type { CurrencyRate } from '../../shared/types.ts'
import type { Database } from '../db/client.ts'
import { currencies } from '../db/schema.ts'
import { notFound } from '../errors.ts'
import type { AuditTrail } from './audit.ts'

const toRate = (row: typeof currencies.$inferSelect): CurrencyRate => ({ code: row.code, usdRate: row.usdRate, updatedAt: row.updatedAt.toISOString() })

/** Every rate, in the order the portal lists its currencies. */
export async function listCurrencyRates(db: Database): Promise<CurrencyRate[]> {
  const rows = await db.select().from(currencies).orderBy(asc(currencies.code))
  return rows.map(toRate).sort((a, b) => CURRENCIES.indexOf(a.code) - CURRENCIES.indexOf(b.code))
}

/**
 * A new rate, dated now. A trigger re-converts that currency's listings in the same transaction
 * (migration 0005), so price ranges and order follow the new rate at once.
 */
export async function setCurrencyRate(db: Database, code: Currency, usdRate: number, trail: AuditTrail): Promise<CurrencyRate> {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select({ usdRate: currencies.usdRate }).from(currencies).where(eq(currencies.code, code)).for('update')
    if (!before) throw notFound('errors.currencyNotFound')
    const [updated] = await tx.update(currencies).set({ usdRate, updatedAt: new Date() }).where(eq(currencies.code, code)).returning()
    await trail(tx as Database, { action: 'currency.update', targetType: 'currency', targetId: code, targetLabel: code, details: { from: before.usdRate, to: usdRate } })
    return updated
  })
  return toRate(row)
}
