import type { KeysOf, Translate } from '../../../lib/messages.ts'
import { addFavourites } from '../../../lib/favourites.ts'
import type { Language } from '../../../shared/constants.ts'
import { localizePath } from '../../../shared/locale.ts'
import type { Property } from '../../../shared/types.ts'

interface Props {
  lang: Language
  t: Translate<KeysOf<'favourites'>>
  ids: number[]
  /** The shared listings this browser does not keep yet. */
  notKept: Property[]
  /** How many this browser keeps, for the link back to them. */
  ownCount: number
  ready: boolean
}

/** Above someone else's shared list: keep its listings here, or go back to one's own. */
export function SharedListBox({ lang, t, ids, notKept, ownCount, ready }: Props) {
  return (
    <section aria-labelledby="shared-title" className="rounded-xl border border-slate-200 p-5 dark:border-slate-700">
      <h2 id="shared-title" className="text-lg font-bold text-slate-900 dark:text-white">
        {t('favourites.sharedTitle', { count: ids.length })}
      </h2>
      <p className="mt-1 text-slate-700 dark:text-slate-300">{t('favourites.sharedHint')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={notKept.length === 0} onClick={() => addFavourites(notKept.map((p) => ({ id: p.id, title: p.title, slug: p.slug })))}>
          {notKept.length === 0 && ready ? t('favourites.allKept') : t('favourites.keepShared')}
        </button>
        <a className="btn-outline" href={localizePath(lang, '/favoritos')}>
          {t('favourites.mine', { count: ownCount })}
        </a>
      </div>
    </section>
  )
}
