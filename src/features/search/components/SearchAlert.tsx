import { translator, type MessagesFor } from '../../../lib/messages.ts'
import { useUrlSearch } from '../../../lib/urlSearch.ts'
import type { Language } from '../../../shared/constants.ts'
import { parseSearch, serializeSearch } from '../../../shared/searchQuery.ts'
import { CreateAlert } from './CreateAlert.tsx'
import { renderedByReact } from '../../../lib/renderedByReact.ts'

export const SEARCH_ALERT_MESSAGES = ['alerts', 'contact.altcha'] as const

interface Props {
  lang: Language
  messages: MessagesFor<typeof SEARCH_ALERT_MESSAGES>
  /** The address's query string the server rendered. */
  initialSearch: string
}

/**
 * "Crear alerta" under the results, an island of its own inside the search island's slot: it sits
 * below the first screen, so its form and proof of work hydrate when it scrolls into view, and it
 * follows the address the search writes.
 */
export default function SearchAlert({ lang, messages, initialSearch }: Props) {
  const search = useUrlSearch() ?? initialSearch
  return <CreateAlert search={serializeSearch({ ...parseSearch(search), page: 1 })} lang={lang} t={translator(messages)} />
}

renderedByReact(SearchAlert)
