import type { KeysOf, Translate } from '../../lib/messages.ts'
import { renderedByReact } from '../../lib/renderedByReact.ts'

/** The heart's outline, also the header's Favoritos icon. */
export const HEART_PATH = 'M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 2.9 1.4-1.8 3-2.9 5-2.9 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z'

interface Props {
  listing: { id: number; title: string; slug: string }
  t: Translate<KeysOf<'card.favourite' | 'card.favouriteShort'>>
  /** On a card's photo, or beside a listing page's title (with its label shown). */
  variant?: 'card' | 'page'
}

/**
 * The heart. Plain markup, the same from the server and from an island: one script on every page
 * (src/lib/favouriteHearts.ts) keeps every heart pressed or not and handles the clicks.
 */
export function FavouriteButton({ listing, t, variant = 'card' }: Props) {
  const data = JSON.stringify({ id: listing.id, title: listing.title, slug: listing.slug })
  const look = variant === 'card' ? 'heart-on-photo' : 'btn-outline w-full gap-2 py-3'
  return (
    <button type="button" className={`group ${look}`} data-favourite={data} aria-pressed="false" aria-label={variant === 'card' ? t('card.favourite', { title: listing.title }) : undefined}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="heart-icon" strokeWidth="2">
        <path d={HEART_PATH} strokeLinejoin="round" />
      </svg>
      {variant === 'page' && <span>{t('card.favouriteShort')}</span>}
    </button>
  )
}

renderedByReact(FavouriteButton)
