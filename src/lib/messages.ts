import { interpolate } from '../shared/i18n.ts'

/** Islands receive only the strings they use, flattened: `{ 'card.seeMore': 'Ver más' }`. */
export type Messages = Record<string, string>

export type Translate = (key: string, params?: Record<string, string | number>) => string

export function translator(messages: Messages): Translate {
  return (key, params) => interpolate(messages[key] ?? key, params)
}
