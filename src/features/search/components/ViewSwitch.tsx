import type { KeysOf, Translate } from '../../../lib/messages.ts'
import { followedInPlace } from '../../../lib/plainClick.ts'
import type { SearchView } from '../../../shared/searchQuery.ts'

interface Props {
  view: SearchView
  /** The address of the same search in the other view (works before the page comes to life). */
  hrefOf: (view: SearchView) => string
  onChange: (view: SearchView) => void
  t: Translate<KeysOf<'map.viewLabel' | 'map.viewList' | 'map.viewMap'>>
}

/** "Lista | Mapa": the address says which (`?view=map`). */
export function ViewSwitch({ view, hrefOf, onChange, t }: Props) {
  return (
    <div role="group" aria-label={t('map.viewLabel')} className="inline-flex rounded-lg border border-slate-300 p-1 dark:border-slate-600" data-view-switch>
      {(['list', 'map'] as const).map((value) => (
        <a
          key={value}
          href={hrefOf(value)}
          aria-current={view === value ? 'page' : undefined}
          className={`rounded-md px-4 py-1.5 text-sm font-semibold ${view === value ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'}`}
          onClick={followedInPlace(() => onChange(value))}
        >
          {value === 'list' ? t('map.viewList') : t('map.viewMap')}
        </a>
      ))}
    </div>
  )
}
