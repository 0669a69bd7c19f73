import type { PriceChange } from '../../../shared/types.ts'

const DAY = 24 * 60 * 60 * 1000

/** One step of a listing's price: the price, when it was set and how it moved from the one before. */
interface PriceStep extends PriceChange {
  /** Percent change from the previous price in the same currency, rounded; null for the first price or a new currency. */
  percent: number | null
}

/** What the listing page says about its price: the last cut, if that was the last change, and every step. */
interface PriceStory {
  cut: { percent: number; changedAt: string } | null
  steps: PriceStep[]
}

/** A change of a whole percent at least: a cut of 0.4 % is still a cut, not "0 %". */
function percentChange(from: number, to: number): number {
  const percent = Math.round(((to - from) / from) * 100)
  if (percent === 0) return to < from ? -1 : 1
  return percent
}

/**
 * The history as buyers read it, newest first. Only a cut that is the latest change is announced
 * ("Precio rebajado un 8 % el 3 de marzo"): a cut followed by a rise is no longer a reduction.
 */
export function priceStory(history: PriceChange[]): PriceStory {
  const steps = history.map((change, index): PriceStep => {
    const before = history[index - 1]
    const comparable = before !== undefined && before.currency === change.currency && before.price > 0
    return { ...change, percent: comparable ? percentChange(before.price, change.price) : null }
  })
  const last = steps.at(-1)
  const cut = last && last.percent !== null && last.percent < 0 ? { percent: -last.percent, changedAt: last.changedAt } : null
  return { cut, steps: steps.reverse() }
}

/** Whole days since an instant (the days on market), never negative. */
export function daysSince(iso: string, now = Date.now()): number {
  return Math.max(0, Math.floor((now - Date.parse(iso)) / DAY))
}
