import type { KeysOf, Translate } from '../../../lib/messages.ts'
import type { CountryId } from '../../../shared/domain.ts'
import { serializeSearch, withFilter, type Operation, type SearchState } from '../../../shared/searchQuery.ts'
import { CountryMenu } from './CountryMenu.tsx'
import { OperationSelect } from './OperationSelect.tsx'
import { SearchBox } from './SearchBox.tsx'
import { TypePills, type TypeOption } from './TypePills.tsx'

interface Props {
  state: SearchState
  types: TypeOption[]
  t: Translate<KeysOf<'properties' | 'countries' | 'types'>>
  lang: string
  /** The search page's address, in the page's language. */
  basePath: string
  onSearch: (q: string) => void
  onFilter: (key: 'country' | 'type' | 'operation', value: CountryId | number | Operation | null) => void
}

/** Text search (applied on Enter or the button, with places offered as one types), country, operation and type pills. */
export function SearchControls({ state, types, t, lang, basePath, onSearch, onFilter }: Props) {
  // The rest of the search a country or a type choice keeps (a new country also drops the city).
  const keep = (key: 'country' | 'type') => serializeSearch(withFilter(state, key, null))
  return (
    <div className="flex flex-col gap-4">
      <SearchBox q={state.q} t={t} lang={lang} onSearch={onSearch} />
      {/* On a phone the country and the operation live in the filter sheet: the results come first. */}
      <div className="hidden gap-4 md:grid md:grid-cols-2">
        <CountryMenu value={state.country} onChoose={(id) => onFilter('country', id)} action={basePath} keep={keep('country')} t={t} />
        <OperationSelect id="search-operation" value={state.operation} onChange={(operation) => onFilter('operation', operation)} t={t} />
      </div>
      <TypePills value={state.type} types={types} onChoose={(type) => onFilter('type', type)} action={basePath} keep={keep('type')} t={t} />
    </div>
  )
}
