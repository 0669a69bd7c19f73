import type { Language } from '../../shared/constants.ts'
import { convertPrice, type RateTable } from '../../shared/currency.ts'
import type { Currency } from '../../shared/domain.ts'
import { formatPrice } from '../../shared/format.ts'
import { currentPrice } from '../../shared/price.ts'
import type { KeysOf, Translate } from '../../lib/messages.ts'
import type { CardProperty } from '../../shared/cardProperty.ts'

export interface ApproxCurrency {
  currency: Currency
  rates: RateTable
}

/** The current price (src/shared/price.ts) in the listing's currency, the struck one and the cut beside it. */
export function CardPrice({ property: p, lang, t, approx, emphasis }: { property: CardProperty; lang: Language; t: Translate<KeysOf<'card'>>; approx?: ApproxCurrency; emphasis: boolean }) {
  const price = currentPrice(p)
  const converted = approx ? convertPrice(price.amount, p.currency, approx.currency, approx.rates) : null
  const perMonth = p.priceType === 'rent' && <span className="text-sm font-medium text-slate-600 dark:text-slate-300">{t('card.perMonth')}</span>
  return (
    <div>
      {price.struck !== null && (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-previous-price>
          <span className="sr-only">{t('card.before')} </span>
          <s>{formatPrice(price.struck, p.currency, lang)}</s>
        </p>
      )}
      <p className={`text-xl font-bold ${emphasis || price.struck !== null ? 'text-brand-700 dark:text-brand-400' : 'text-slate-900 dark:text-white'}`} data-card-price>
        {price.struck !== null && <span className="sr-only">{t('card.now')} </span>}
        {formatPrice(price.amount, p.currency, lang)}
        {perMonth}
      </p>
      {price.cutPercent !== null && (
        <p className="text-xs font-semibold text-emerald-800 dark:text-emerald-300" data-price-cut>
          {t('card.cut', { percent: price.cutPercent })}
        </p>
      )}
      {approx && converted !== null && (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-approx-price>
          <span aria-hidden="true">≈ </span>
          <span className="sr-only">{t('card.approximately')} </span>
          {formatPrice(converted, approx.currency, lang)}
        </p>
      )}
    </div>
  )
}
