import { useStore } from '@nanostores/react'
import { ListingGrid } from '../../../components/property/ListingGrid.tsx'
import { apiError } from '../../../lib/api.ts'
import { fetchListingsByIds } from '../../../lib/listings.ts'
import { translator, type MessagesFor } from '../../../lib/messages.ts'
import { useHydrated } from '../../../lib/useHydrated.ts'
import { useQuery } from '../../../lib/useQuery.ts'
import { localizePath } from '../../../shared/locale.ts'
import { $favourites, type Favourite } from '../../../lib/favourites.ts'
import { sharedIdsOf, sharedLinkOf } from '../model/sharedList.ts'
import FollowListings from '../../../components/alerts/FollowListings.tsx'
import { GoneFavourites } from './GoneFavourites.tsx'
import { ShareListBox } from './ShareListBox.tsx'
import { SharedListBox } from './SharedListBox.tsx'
import { renderedByReact } from '../../../lib/renderedByReact.ts'

/** The page's own words, the cards', and the follow form's (FollowListings gets these same messages). */
export const FAVOURITES_PAGE_MESSAGES = ['favourites', 'card', 'monthlyCost.card', 'types', 'listingStatus', 'alerts', 'follow', 'contact.altcha'] as const

interface Props {
  messages: MessagesFor<typeof FAVOURITES_PAGE_MESSAGES>
}

async function describe(error: unknown): Promise<string | null> {
  return (await apiError(error))?.message ?? null
}

/**
 * /favoritos: the visitor's own favourites (kept in this browser), or, from a shared link
 * (`?ids=`), someone else's list to look at and keep. Listings sold or rented show their status;
 * those taken off the portal are named, not silently dropped.
 */
export default function FavouritesPage({ messages }: Props) {
  const t = translator(messages)
  const lang = messages.lang
  const hydrated = useHydrated()
  const own = useStore($favourites)
  const shared = hydrated ? sharedIdsOf(location.search) : null
  const ids = shared ?? own.map((f) => f.id)
  const key = hydrated && ids.length > 0 ? ids.join(',') : null
  const [state] = useQuery(key, (signal) => fetchListingsByIds(ids, signal), { describe, transition: true })

  if (!hydrated) return <p className="text-slate-700 dark:text-slate-300">{t('favourites.loading')}</p>
  if (ids.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
        <p className="text-lg font-semibold text-slate-900 dark:text-white">{shared ? t('favourites.sharedEmpty') : t('favourites.empty')}</p>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t('favourites.emptyHint')}</p>
        <a className="btn-primary mt-6 inline-flex" href={localizePath(lang, '/propiedades')}>
          {t('favourites.browse')}
        </a>
      </div>
    )
  }

  const link = sharedLinkOf(location.origin, location.pathname, ids)
  const missing = state.status === 'ready' ? state.data.missingIds : []
  const missingOwn: Favourite[] = shared ? [] : own.filter((f) => missing.includes(f.id))
  const ownIds = new Set(own.map((f) => f.id))
  const notKept = state.status === 'ready' ? state.data.data.filter((p) => !ownIds.has(p.id)) : []
  // Sold and rented ones have nothing more to tell.
  const followable = !shared && state.status === 'ready' ? state.data.data.filter((p) => p.status === 'available' || p.status === 'reserved').map((p) => p.id) : []

  return (
    <div className="flex flex-col gap-8">
      {shared ? <SharedListBox lang={lang} t={t} ids={ids} notKept={notKept} ownCount={own.length} ready={state.status === 'ready'} /> : <ShareListBox t={t} link={link} />}

      {followable.length > 0 && <FollowListings propertyIds={followable} messages={messages} label="openAll" />}

      {state.status === 'error' && (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {state.error ?? t('favourites.error')}
        </p>
      )}
      <ListingGrid items={state.status === 'ready' ? state.data.data : null} skeletons={Math.min(ids.length, 8)} lang={lang} t={t} />

      {missing.length > 0 && <GoneFavourites t={t} missing={missing} missingOwn={missingOwn} />}
    </div>
  )
}

renderedByReact(FavouritesPage)
