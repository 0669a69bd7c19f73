import type { KeysOf, Translate } from '../../../lib/messages.ts'
import type { Chip } from '../../../shared/searchChips.ts'

interface Props {
  chips: Chip[]
  t: Translate<KeysOf<'filters.active' | 'properties.clearFilter' | 'filters.clearAll'>>
  onRemove: (chip: Chip) => void
  onClearAll: () => void
}

/** The active filters, each removable, and "clear all". */
export function FilterChips({ chips, t, onRemove, onClearAll }: Props) {
  if (chips.length === 0) return null
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('filters.active')} data-filter-chips>
      {chips.map((chip) => (
        <button
          key={chip.id}
          type="button"
          onClick={() => onRemove(chip)}
          aria-label={t('properties.clearFilter', { label: chip.label })}
          className="btn rounded-full border border-brand-700 bg-brand-50 px-3 py-1 text-sm text-brand-800 hover:bg-brand-100 dark:border-brand-400 dark:bg-slate-900 dark:text-brand-300"
        >
          {chip.label} <span aria-hidden="true">×</span>
        </button>
      ))}
      <button type="button" onClick={onClearAll} className="btn px-2 py-1 text-sm font-semibold text-brand-700 underline hover:no-underline dark:text-brand-400">
        {t('filters.clearAll')}
      </button>
    </div>
  )
}
