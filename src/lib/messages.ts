import type { Language } from '../shared/constants.ts'
import { createTranslator, type Translate } from '../shared/translator.ts'

export type { MessageKey, Translate } from '../shared/translator.ts'

/** What an island receives: its language and only the strings it uses, flattened (`'card.seeMore'`). */
export interface Messages {
  lang: Language
  entries: Record<string, string>
}

export function translator(messages: Messages): Translate {
  return createTranslator(messages.lang, (key) => messages.entries[key])
}
