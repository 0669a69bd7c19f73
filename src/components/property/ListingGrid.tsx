import { CardSkeleton } from './CardSkeleton.tsx'
import type { ApproxCurrency } from './CardPrice.tsx'
import { PropertyCard, type CardKey } from './PropertyCard.tsx'
import type { Language } from '../../shared/constants.ts'
import type { CardProperty } from '../../shared/cardProperty.ts'
import type { Translate } from '../../lib/messages.ts'
import { renderedByReact } from '../../lib/renderedByReact.ts'

interface Props {
  items: CardProperty[] | null
  skeletons: number
  lang: Language
  t: Translate<CardKey>
  variant?: 'default' | 'opportunity'
  /** How many of the first photos load at once: the ones a visitor sees without scrolling. */
  eagerImages?: number
  approx?: ApproxCurrency
  /** Beside the search's filter column there is room for three cards at most. */
  besideFilters?: boolean
  /** Beside the search's map (and its filters) on a wide screen there is room for one column. */
  besideMap?: boolean
}

/** 1 to 4 columns by width; skeletons of the same size while `items` is null. */
export function ListingGrid({ items, skeletons, lang, t, variant = 'default', eagerImages = 2, approx, besideFilters = false, besideMap = false }: Props) {
  const wide = besideMap ? 'lg:grid-cols-1' : besideFilters ? 'xl:grid-cols-3' : 'lg:grid-cols-3 xl:grid-cols-4'
  return (
    <ul className={`grid grid-cols-1 gap-6 sm:grid-cols-2 ${wide}`}>
      {items === null
        ? Array.from({ length: skeletons }, (_, i) => (
            <li key={`skeleton-${i}`}>
              <CardSkeleton />
            </li>
          ))
        : items.map((p, i) => (
            <li key={p.id}>
              <PropertyCard property={p} lang={lang} t={t} variant={variant} eagerImage={i < eagerImages} approx={approx} />
            </li>
          ))}
    </ul>
  )
}

renderedByReact(ListingGrid)
