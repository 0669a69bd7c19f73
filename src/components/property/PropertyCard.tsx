import type { Language } from '../../shared/constants.ts'
import { formatNumber, formatPrice } from '../../shared/format.ts'
import { localizePath } from '../../shared/locale.ts'
import type { CardProperty } from '../../shared/cardProperty.ts'
import { forTypeLabel, type KeysOf, type Translate } from '../../lib/messages.ts'
import { FavouriteButton } from './FavouriteButton.tsx'
import { PropertyImage } from './PropertyImage.tsx'
import { CardPrice, type ApproxCurrency } from './CardPrice.tsx'
import { CardMonthlyCost } from './CardMonthlyCost.tsx'
import { StatusBadge } from './StatusBadge.tsx'
import { typeLabel } from '../../shared/typeLabel.ts'
import { renderedByReact } from '../../lib/renderedByReact.ts'

/** What a card says: its own words, the type's name and the listing's status. */
export type CardKey = KeysOf<'card' | 'types' | 'listingStatus' | 'monthlyCost.card'>

interface Props {
  property: CardProperty
  lang: Language
  t: Translate<CardKey>
  /** The opportunities page shows the discounted price display (docs/specs/public-site.md §2). */
  variant?: 'default' | 'opportunity'
  eagerImage?: boolean
  /** The currency the visitor picked in the search: the price again in it, approximately, and the link carries it. */
  approx?: ApproxCurrency
}

/** A fact the listing has; land and offices without bedrooms show none rather than a dash or a guess. */
function Fact({ label, value }: { label: string; value: string | null }) {
  if (value === null) return null
  return (
    <div className="card-fact">
      <dt className="muted font-medium">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  )
}

export function PropertyCard({ property: p, lang, t, variant = 'default', eagerImage = false, approx }: Props) {
  const otherCurrency = approx && approx.currency !== p.currency ? approx : undefined
  const href = localizePath(lang, `/propiedades/${p.slug || p.id}`) + (otherCurrency ? `?currency=${otherCurrency.currency}` : '')
  const location = [p.neighborhood, p.cityName].filter(Boolean).join(', ')
  const count = (value: number | null | undefined) => (value === null || value === undefined ? null : formatNumber(value, lang))
  const headingId = `card-${p.id}-${variant}`

  return (
    <article aria-labelledby={headingId} className="listing-card">
      <div className="relative">
        <PropertyImage path={p.mainImage} alt={p.title} noImageText={t('card.noImage')} eager={eagerImage} />
        <div className="absolute left-3 top-3 flex flex-wrap gap-2">
          {p.isOpportunity === 1 && <span className="rounded-full bg-brand-700 px-2.5 py-1 text-xs font-bold text-white">{t('card.opportunity')}</span>}
          <span className="card-badge">{typeLabel(p.propertyTypeName, forTypeLabel(t))}</span>
          {p.status !== 'available' && <StatusBadge status={p.status} t={t} />}
        </div>
        <FavouriteButton listing={p} t={t} />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 id={headingId} className="card-title">
          {p.title}
        </h3>
        {location && <p className="text-sm text-slate-600 dark:text-slate-300">{location}</p>}
        {p.advertiser && (
          <p className="muted truncate text-xs font-medium" data-card-advertiser>
            {p.advertiser.name}
          </p>
        )}
        <dl className="card-facts">
          <Fact label={t('card.area')} value={p.area === null || p.area === undefined ? null : `${formatNumber(p.area, lang)} m²`} />
          <Fact label={t('card.bedrooms')} value={count(p.bedrooms)} />
          <Fact label={t('card.bathrooms')} value={count(p.bathrooms)} />
          <Fact label={t('card.garage')} value={count(p.garage)} />
        </dl>
        <div className="mt-auto flex items-end justify-between gap-2">
          <CardPrice property={p} lang={lang} t={t} approx={otherCurrency} emphasis={variant === 'opportunity'} />
          <a href={href} className="btn-primary shrink-0" aria-label={t('card.seeMoreAbout', { title: p.title })}>
            {t('card.seeMore')}
          </a>
        </div>
        <CardMonthlyCost property={p} lang={lang} t={t} approx={otherCurrency} />
        {p.legalCosts !== null && p.legalCosts !== undefined && p.legalCosts > 0 && (
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('card.legalCosts', { amount: formatPrice(p.legalCosts, p.currency, lang) })}</p>
        )}
      </div>
    </article>
  )
}

renderedByReact(PropertyCard)
