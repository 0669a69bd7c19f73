import { useStore } from '@nanostores/react'
import { useState } from 'react'
import { ListingGrid } from '../../../components/property/ListingGrid.tsx'
import { apiError } from '../../../lib/api.ts'
import { fetchListingsByIds } from '../../../lib/listings.ts'
import { translator, type MessagesFor } from '../../../lib/messages.ts'
import { useHydrated } from '../../../lib/useHydrated.ts'
import { useQuery } from '../../../lib/useQuery.ts'
import { localizePath } from '../../../shared/locale.ts'
import { $favourites, addFavourites, removeFavourite, type Favourite } from '../../../lib/favourites.ts'
import { sharedIdsOf, sharedLinkOf } from '../model/sharedList.ts'
import FollowListings from '../../../components/alerts/FollowListings.tsx'

/** The page's own words, the cards', and the follow form's (FollowListings gets these same messages). */
export const FAVOURITES_PAGE_MESSAGES = ['favourites', 'card', 'types', 'listingStatus', 'alerts', 'follow', 'contact.altcha'] as const

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
  const [copied, setCopied] = useState(false)

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
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      setCopied(true)
    } catch {
      window.prompt(t('favourites.shareLabel'), link)
    }
  }
  const missing = state.status === 'ready' ? state.data.missingIds : []
  const missingOwn: Favourite[] = shared ? [] : own.filter((f) => missing.includes(f.id))
  const ownIds = new Set(own.map((f) => f.id))
  const notKept = state.status === 'ready' ? state.data.data.filter((p) => !ownIds.has(p.id)) : []
  // Sold and rented ones have nothing more to tell.
  const followable = !shared && state.status === 'ready' ? state.data.data.filter((p) => p.status === 'available' || p.status === 'reserved').map((p) => p.id) : []

  return (
    <div className="flex flex-col gap-8">
      {shared ? (
        <section aria-labelledby="shared-title" className="rounded-xl border border-slate-200 p-5 dark:border-slate-700">
          <h2 id="shared-title" className="text-lg font-bold text-slate-900 dark:text-white">
            {t('favourites.sharedTitle', { count: ids.length })}
          </h2>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{t('favourites.sharedHint')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="button" className="btn-primary" disabled={notKept.length === 0} onClick={() => addFavourites(notKept.map((p) => ({ id: p.id, title: p.title, slug: p.slug })))}>
              {notKept.length === 0 && state.status === 'ready' ? t('favourites.allKept') : t('favourites.keepShared')}
            </button>
            <a className="btn-outline" href={localizePath(lang, '/favoritos')}>
              {t('favourites.mine', { count: own.length })}
            </a>
          </div>
        </section>
      ) : (
        <section aria-labelledby="share-title" className="rounded-xl border border-slate-200 p-5 dark:border-slate-700">
          <h2 id="share-title" className="text-lg font-bold text-slate-900 dark:text-white">
            {t('favourites.shareTitle')}
          </h2>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{t('favourites.shareHint')}</p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <label className="sr-only" htmlFor="favourites-link">
              {t('favourites.shareLabel')}
            </label>
            <input id="favourites-link" className="field flex-1" readOnly value={link} onFocus={(event) => event.currentTarget.select()} data-share-link />
            <button type="button" className="btn-outline" onClick={copy}>
              {t('favourites.copy')}
            </button>
          </div>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300" role="status">
            {copied ? t('favourites.copied') : ''}
          </p>
        </section>
      )}

      {followable.length > 0 && <FollowListings propertyIds={followable} messages={messages} label="openAll" />}

      {state.status === 'error' && (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {state.error ?? t('favourites.error')}
        </p>
      )}
      <ListingGrid items={state.status === 'ready' ? state.data.data : null} skeletons={Math.min(ids.length, 8)} lang={lang} t={t} />

      {missing.length > 0 && (
        <section aria-labelledby="gone-title" data-favourites-gone>
          <h2 id="gone-title" className="text-lg font-bold text-slate-900 dark:text-white">
            {t('favourites.goneTitle', { count: missing.length })}
          </h2>
          {missingOwn.length > 0 ? (
            <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
              {missingOwn.map((f) => (
                <li key={f.id} className="flex items-center justify-between gap-4 p-4">
                  <span className="text-slate-800 dark:text-slate-200">{t('favourites.gone', { title: f.title })}</span>
                  <button type="button" className="btn-ghost shrink-0" onClick={() => removeFavourite(f.id)} aria-label={t('favourites.forget', { title: f.title })}>
                    {t('favourites.forgetShort')}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-700 dark:text-slate-300">{t('favourites.goneShared')}</p>
          )}
        </section>
      )}
    </div>
  )
}
