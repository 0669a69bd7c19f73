import { startTransition, useEffect, useState } from 'react'
import { CardSkeleton } from '../../../components/property/CardSkeleton.tsx'
import { PropertyCard } from '../../../components/property/PropertyCard.tsx'
import { HOME_MAX_OPPORTUNITIES, HOME_MAX_REGULAR, HOME_SKELETONS_PER_ROW, type Language } from '../../../shared/constants.ts'
import type { Property } from '../../../shared/types.ts'
import { HOME_QUERIES } from '../model/homeQueries.ts'
import { fetchListings } from '../../../lib/listings.ts'
import { translator, type Messages, type Translate } from '../../../lib/messages.ts'
import { useMediaQuery } from '../../../lib/useMediaQuery.ts'
import { Carousel } from './Carousel.tsx'

interface Props {
  lang: Language
  messages: Messages
}

type State = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; opportunities: Property[]; recent: Property[] }

/** The plain list that replaces a carousel below the small breakpoint shows at most this many. */
const MOBILE_LIST_MAX = 4
/** Tailwind's `sm`. */
const SMALL_BREAKPOINT = '(min-width: 640px)'

/** Home's featured block: opportunities first, then recent listings (public-site.md §2, §7). */
export default function HomeFeatured({ lang, messages }: Props) {
  const t = translator(messages)
  const [state, setState] = useState<State>({ status: 'loading' })

  useEffect(() => {
    const controller = new AbortController()
    Promise.all([
      fetchListings(HOME_QUERIES.featured, controller.signal),
      fetchListings(HOME_QUERIES.latest, controller.signal),
    ])
      .then(([featured, latest]) =>
        // A transition lets React render the cards in slices instead of one long task.
        startTransition(() =>
          setState({
            status: 'loaded',
            opportunities: featured.data.filter((p) => p.isOpportunity === 1).slice(0, HOME_MAX_OPPORTUNITIES),
            recent: latest.data.filter((p) => p.isOpportunity !== 1).slice(0, HOME_MAX_REGULAR),
          }),
        ),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        console.error('[home] listings failed', error)
        setState({ status: 'error' })
      })
    return () => controller.abort()
  }, [])

  if (state.status === 'error') {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
        {t('home.combined.error')}
      </p>
    )
  }
  return (
    <div className="flex flex-col gap-12" aria-busy={state.status === 'loading'}>
      <Group title={t('home.featured.opportunities')} empty={t('home.featured.emptyOpportunities')} items={state.status === 'loaded' ? state.opportunities : null} lang={lang} t={t} firstScreen />
      <Group title={t('home.featured.recent')} empty={t('home.featured.emptyRecent')} items={state.status === 'loaded' ? state.recent : null} lang={lang} t={t} />
    </div>
  )
}

/** `firstScreen`: the group a phone sees without scrolling, whose first photo must not wait for lazy loading. */
function Group({ title, empty, items, lang, t, firstScreen = false }: { title: string; empty: string; items: Property[] | null; lang: Language; t: Translate; firstScreen?: boolean }) {
  return (
    <section aria-label={title}>
      <h3 className="mb-4 text-xl font-bold text-slate-900 dark:text-white">{title}</h3>
      {items === null ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: HOME_SKELETONS_PER_ROW }, (_, i) => (
            <div key={i} className={i > 0 ? 'hidden sm:block' : undefined}>
              <CardSkeleton />
            </div>
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-lg bg-slate-100 p-6 text-center text-slate-700 dark:bg-slate-900 dark:text-slate-300">{empty}</p>
      ) : (
        <Featured items={items} title={title} lang={lang} t={t} firstScreen={firstScreen} />
      )}
    </section>
  )
}

/** Below the small breakpoint a plain list of at most four, above it the carousel: only one is built. */
function Featured({ items, title, lang, t, firstScreen }: { items: Property[]; title: string; lang: Language; t: Translate; firstScreen: boolean }) {
  const wide = useMediaQuery(SMALL_BREAKPOINT)
  const cards = (wide ? items : items.slice(0, MOBILE_LIST_MAX)).map((p, index) => (
    <PropertyCard key={p.id} property={p} lang={lang} t={t} eagerImage={firstScreen && index === 0} />
  ))
  if (wide) return <Carousel label={title} previousLabel={t('home.featured.previous')} nextLabel={t('home.featured.next')} items={cards} />
  return (
    <ul className="grid grid-cols-1 gap-4">
      {cards.map((card) => (
        <li key={card.key}>{card}</li>
      ))}
    </ul>
  )
}
