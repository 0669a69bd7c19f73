import type { Language } from '../shared/constants.ts'
import { createTranslator, type KeysOf, type MessagePrefix, type Translate } from '../shared/translator.ts'

export type { KeysOf, MessageKey, MessagePrefix, Translate } from '../shared/translator.ts'

/**
 * What an island receives: its language and only the strings it uses, flattened (`'card.seeMore'`).
 * `P` names the prefixes the page picked. It is only a type (never sent) and it is contravariant:
 * a pick of fewer prefixes than an island declares is a type error on the page, not a raw key on
 * screen. `Messages` alone stands for every prefix: an island declaring it takes no smaller pick.
 */
export interface Messages<P extends MessagePrefix = MessagePrefix> {
  lang: Language
  entries: Record<string, string>
  readonly __picked?: (prefix: P) => void
}

/** An island's `messages` prop from the prefixes it declares: `MessagesFor<typeof SEARCH_PAGE_MESSAGES>`. */
export type MessagesFor<List extends readonly MessagePrefix[]> = Messages<List[number]>

/**
 * `t` for the shared helpers still typed over every key (src/shared/typeLabel.ts, searchChips.ts):
 * the keys each uses are named here, so a caller whose `t` lacks them is still a type error.
 */
export const forTypeLabel = (t: Translate<KeysOf<'types'>>) => t as Translate
/** `chipsOf` and `describeSearch`: the filters, countries, types, operations and the map's area in words. */
export const forSearchWords = (t: Translate<SearchWordsKey>) => t as Translate
export type SearchWordsKey = KeysOf<'filters' | 'countries' | 'types' | 'properties.sale' | 'properties.rent' | 'properties.type' | 'map.areaChip'>

export function translator<P extends MessagePrefix>(messages: Messages<P>): Translate<KeysOf<P>> {
  return createTranslator(messages.lang, (key) => messages.entries[key])
}
