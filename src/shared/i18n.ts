import type { Language } from './constants.ts'
import { DEFAULT_LANGUAGE, LANGUAGES } from './constants.ts'

export type Dictionary = { [key: string]: string | Dictionary }

/** Looks a dotted key up in a dictionary tree; undefined when absent. */
export function lookup(dictionary: Dictionary, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

export function interpolate(template: string, params?: Record<string, string | number>): string {
  if (!params) return template
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

/** Picks the best supported language from an Accept-Language header. */
export function languageFromHeader(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...rest] = part.trim().split(';')
      const q = rest.find((r) => r.trim().startsWith('q='))
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 }
    })
    .sort((a, b) => b.q - a.q)
  const hit = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.lang))
  return (hit?.lang as Language | undefined) ?? DEFAULT_LANGUAGE
}
