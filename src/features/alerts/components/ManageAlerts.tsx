import { startEditingAlert } from '../../../lib/alertEditing.ts'
import { forSearchWords, type KeysOf, type SearchWordsKey, type Translate } from '../../../lib/messages.ts'
import { ALERT_FREQUENCIES, type AlertFrequency, type Language } from '../../../shared/constants.ts'
import { localizePath } from '../../../shared/locale.ts'
import { describeSearch, type SearchNames } from '../../../shared/searchChips.ts'
import { parseSearch } from '../../../shared/searchQuery.ts'
import type { ManagedSearch } from '../../../shared/types.ts'

interface Props {
  token: string
  email: string
  searches: ManagedSearch[]
  notice?: string
  names: SearchNames
  lang: Language
  t: Translate<KeysOf<'alerts' | 'follow'> | SearchWordsKey>
  onFrequency: (id: number, frequency: AlertFrequency) => void
  onRemove: (id: number) => void
  onForgetAll: () => void
}

/**
 * Every alert of the address, each in words (the search page's chips): its results, its filters
 * to edit on the search page, its frequency changed in place; a followed listing by its title.
 */
export function ManageAlerts({ token, email, searches, notice, names, lang, t, onFrequency, onRemove, onForgetAll }: Props) {
  const searchHref = (query: string) => `${localizePath(lang, '/propiedades')}${query ? `?${query}` : ''}`
  const describe = ({ query, listing }: ManagedSearch) =>
    listing ? t('follow.listing', { title: listing.title }) : describeSearch(parseSearch(`?${query}`), names, forSearchWords(t), lang, t('alerts.allSearches'))
  const link = 'font-medium text-brand-700 underline dark:text-brand-400'

  return (
    <section aria-labelledby="manage-title" className="rounded-xl border border-slate-200 p-6 dark:border-slate-700">
      <h2 id="manage-title" className="text-lg font-bold text-slate-900 dark:text-white">
        {t('alerts.manageTitle', { email })}
      </h2>
      <p role="status" className="mt-2 text-sm text-green-800 dark:text-green-300">
        {notice ?? ''}
      </p>
      {searches.length === 0 ? (
        <p className="mt-3 text-slate-700 dark:text-slate-300">{t('alerts.none')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
          {searches.map((search) => {
            const words = describe(search)
            return (
              <li key={search.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  {search.listing ? (
                    <a className={link} href={localizePath(lang, `/propiedades/${search.listing.slug}`)}>
                      {words}
                    </a>
                  ) : (
                    <>
                      <p className="font-medium text-slate-900 dark:text-white">{words}</p>
                      <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
                        <a className={link} href={searchHref(search.query)} aria-label={t('alerts.seeResultsLabel', { search: words })}>
                          {t('alerts.seeResults')}
                        </a>
                        <a
                          className={link}
                          href={searchHref(search.query)}
                          aria-label={t('alerts.editFiltersLabel', { search: words })}
                          // The search page offers to save the changed search into this alert.
                          onClick={() => startEditingAlert({ id: search.id, token })}
                        >
                          {t('alerts.editFilters')}
                        </a>
                      </p>
                    </>
                  )}
                  {!search.confirmed && <p className="text-sm text-slate-600 dark:text-slate-400">{t('alerts.pending')}</p>}
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  {search.listing ? (
                    <span className="text-sm text-slate-600 dark:text-slate-400">{t(`alerts.frequencies.${search.frequency}`)}</span>
                  ) : (
                    <select
                      className="field w-auto"
                      aria-label={t('alerts.frequencyLabel', { search: words })}
                      value={search.frequency}
                      onChange={(event) => onFrequency(search.id, event.target.value as AlertFrequency)}
                    >
                      {ALERT_FREQUENCIES.map((value) => (
                        <option key={value} value={value}>
                          {t(`alerts.frequencies.${value}`)}
                        </option>
                      ))}
                    </select>
                  )}
                  <button type="button" className="btn-outline" aria-label={t('alerts.removeLabel', { search: words })} onClick={() => onRemove(search.id)}>
                    {t('alerts.remove')}
                  </button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      <button type="button" className="btn-ghost mt-4 text-red-700 dark:text-red-400" onClick={onForgetAll}>
        {t('alerts.forgetAll')}
      </button>
    </section>
  )
}
