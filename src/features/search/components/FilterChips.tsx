import type { KeysOf, Translate } from '../../../lib/messages.ts'
import { followedInPlace } from '../../../lib/plainClick.ts'
import type { Chip } from '../../../shared/searchChips.ts'

interface Props {
  chips: Chip[]
  t: Translate<KeysOf<'filters.active' | 'properties.clearFilter' | 'filters.clearAll'>>
  /** The search without the chip's filter, and without any: where a tap goes before the island runs. */
  removedHref: (chip: Chip) => string
  clearedHref: string
  onRemove: (chip: Chip) => void
  onClearAll: () => void
}

/**
 * The active filters, each removable, and "clear all". Links to the search they leave, so a tap
 * before the island has hydrated (or in a new tab) still lands there; once it runs, the search
 * changes in place.
 */
export function FilterChips({ chips, t, removedHref, clearedHref, onRemove, onClearAll }: Props) {
  if (chips.length === 0) return null
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('filters.active')} data-filter-chips>
      {chips.map((chip) => (
        <a
          key={chip.id}
          href={removedHref(chip)}
          onClick={followedInPlace(() => onRemove(chip))}
          aria-label={t('properties.clearFilter', { label: chip.label })}
          className="btn rounded-full border border-brand-700 bg-brand-50 px-3 py-1 text-sm text-brand-800 hover:bg-brand-100 dark:border-brand-400 dark:bg-slate-900 dark:text-brand-300"
        >
          {chip.label} <span aria-hidden="true">×</span>
        </a>
      ))}
      <a href={clearedHref} onClick={followedInPlace(onClearAll)} className="btn px-2 py-1 text-sm font-semibold text-brand-700 underline hover:no-underline dark:text-brand-400">
        {t('filters.clearAll')}
      </a>
    </div>
  )
}
