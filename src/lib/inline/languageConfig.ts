import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/constants.ts'
import { HTML_LANG } from '../../shared/locale.ts'

/** Where an inline head script takes the language list: the one thing filled in before it is inlined. */
const LANGUAGE_MARKER = '/*@languages*/ null'

export interface InlineLanguages {
  languages: readonly string[]
  fallback: string
  htmlLang: Record<string, string>
}

/**
 * The inline head scripts are plain files run before the first paint, allowed by the hash of what
 * is inlined (astro.config.mjs hashes this same output): the languages come from `LANGUAGES`.
 */
export function withLanguages(source: string, config: InlineLanguages = { languages: LANGUAGES, fallback: DEFAULT_LANGUAGE, htmlLang: HTML_LANG }): string {
  if (!source.includes(LANGUAGE_MARKER)) throw new Error(`an inline script without ${LANGUAGE_MARKER}`)
  return source.replace(LANGUAGE_MARKER, JSON.stringify(config))
}
