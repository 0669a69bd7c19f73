import en from '../../../i18n/en.json' with { type: 'json' }
import es from '../../../i18n/es.json' with { type: 'json' }
import pt from '../../../i18n/pt.json' with { type: 'json' }

/** Each language's address prefix and dictionary, Spanish (the default, without a prefix) first. */
export const LANGUAGES = [
  ['', es],
  ['/en', en],
  ['/pt', pt],
] as const

/** The languages whose addresses carry a prefix. */
export const PREFIXED_LANGUAGES = [LANGUAGES[1], LANGUAGES[2]] as const
