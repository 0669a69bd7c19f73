import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../shared/constants.ts'
import { isLanguage } from '../shared/locale.ts'

/** The `[...locale]` parameters of the given languages: the default one at the root, the others under their word. */
export const localeParamsOf = (languages: readonly string[], fallback: string) => languages.map((lang) => ({ params: { locale: lang === fallback ? undefined : lang } }))

/** getStaticPaths for pages under `[...locale]` (Astro passes it options of its own: none are read). */
export function localeStaticPaths() {
  return localeParamsOf(LANGUAGES, DEFAULT_LANGUAGE)
}

/** The language of a `[...locale]` parameter (none: the default one); null for any other word. */
export function langOf(locale: string | undefined): Language | null {
  if (locale === undefined || locale === '') return DEFAULT_LANGUAGE
  return isLanguage(locale) && locale !== DEFAULT_LANGUAGE ? locale : null
}
