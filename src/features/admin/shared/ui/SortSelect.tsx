import { useId } from 'react'
import type { SortOrder } from '../model/sorting.ts'
import { useT } from '../model/i18n.ts'

interface Props<S extends string> {
  sort: S
  order: SortOrder
  /** Each choice: a field, a direction and its words ("Precio: menor a mayor"). */
  choices: { sort: S; order: SortOrder; label: string }[]
  onChange: (sort: S, order: SortOrder) => void
}

/** A list's order, as one labelled select (the same on a phone's cards and a desktop's table). */
export function SortSelect<S extends string>({ sort, order, choices, onChange }: Props<S>) {
  const { t } = useT()
  const id = useId()
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-slate-700 dark:text-slate-300">
        {t('list.sortLabel')}
      </label>
      <select
        id={id}
        className="field py-1.5"
        value={`${sort}:${order}`}
        onChange={(e) => {
          const choice = choices[e.target.selectedIndex]
          onChange(choice.sort, choice.order)
        }}
      >
        {choices.map((choice) => (
          <option key={`${choice.sort}:${choice.order}`} value={`${choice.sort}:${choice.order}`}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  )
}
