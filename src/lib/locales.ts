import type { Language } from '../shared/constants.ts'

/** getStaticPaths for pages under `[...locale]`: Spanish at the root, then /en and /pt. */
export function localeStaticPaths() {
  return [{ params: { locale: undefined } }, { params: { locale: 'en' } }, { params: { locale: 'pt' } }]
}

export function langOf(locale: string | undefined): Language | null {
  if (locale === undefined || locale === '') return 'es'
  return locale === 'en' || locale === 'pt' ? locale : null
}

