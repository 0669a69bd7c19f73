import type { ListState } from '../model/listState.ts'
import type { SortOrder } from '../model/sorting.ts'
import { SearchBox } from './SearchBox.tsx'
import { SortSelect } from './SortSelect.tsx'

interface Props<S extends string, F extends string> {
  state: ListState<S, F>
  change: (changes: Partial<ListState<S, F>>) => void
  /** The list's one filter as pressed buttons; the choice whose value is undefined shows all. */
  filters?: { label: string; choices: { value: F | undefined; label: string }[]; onChange?: () => void }
  sorts: { sort: S; order: SortOrder; label: string }[]
  search: { label: string; placeholder: string }
}

/** Above a list: its filter buttons, its order and its search, all kept in the address. */
export function ListToolbar<S extends string, F extends string = never>({ state, change, filters, sorts, search }: Props<S, F>) {
  return (
    <div className="mb-4 flex flex-col gap-3 xl:flex-row xl:items-center xl:justify-between">
      {filters && (
        <div role="group" aria-label={filters.label} className="flex gap-2">
          {filters.choices.map((choice) => (
            <button
              key={choice.value ?? ''}
              type="button"
              aria-pressed={state.filter === choice.value}
              className={state.filter === choice.value ? 'btn-primary' : 'btn-outline'}
              onClick={() => {
                change({ filter: choice.value })
                filters.onChange?.()
              }}
            >
              {choice.label}
            </button>
          ))}
        </div>
      )}
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <SortSelect sort={state.sort} order={state.order} choices={sorts} onChange={(sort, order) => change({ sort, order })} />
        <SearchBox value={state.q} onSearch={(q) => change({ q })} label={search.label} placeholder={search.placeholder} />
      </div>
    </div>
  )
}
