import { removeFavourite, type Favourite } from '../../../lib/favourites.ts'
import type { KeysOf, Translate } from '../../../lib/messages.ts'

/** The listings taken off the portal: named, each of one's own with a way to forget it. */
export function GoneFavourites({ t, missing, missingOwn }: { t: Translate<KeysOf<'favourites'>>; missing: number[]; missingOwn: Favourite[] }) {
  return (
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
  )
}
