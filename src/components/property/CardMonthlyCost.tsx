import type { Language } from '../../shared/constants.ts'
import { convertPrice } from '../../shared/currency.ts'
import { formatPrice } from '../../shared/format.ts'
import type { KeysOf, Translate } from '../../lib/messages.ts'
import type { ApproxCurrency } from './CardPrice.tsx'
import type { CardProperty } from '../../shared/cardProperty.ts'

/**
 * "Total mensual aprox. …" (issue 28): what the home costs a month all-in, written like the card's
 * price: in the listing's currency, and again in the currency the visitor picked, approximately.
 */
export function CardMonthlyCost({ property: p, lang, t, approx }: { property: CardProperty; lang: Language; t: Translate<KeysOf<'card' | 'monthlyCost.card'>>; approx?: ApproxCurrency }) {
  if (p.monthlyCost === null || p.monthlyCost === undefined) return null
  const converted = approx ? convertPrice(p.monthlyCost, p.currency, approx.currency, approx.rates) : null
  return (
    <p className="text-sm font-medium text-slate-700 dark:text-slate-300" data-monthly-cost>
      {t('monthlyCost.card', { amount: formatPrice(p.monthlyCost, p.currency, lang) })}
      {approx && converted !== null && (
        <span className="text-slate-600 dark:text-slate-400">
          {' '}
          <span aria-hidden="true">(≈ </span>
          <span className="sr-only">{t('card.approximately')} </span>
          {formatPrice(converted, approx.currency, lang)}
          <span aria-hidden="true">)</span>
        </span>
      )}
    </p>
  )
}
