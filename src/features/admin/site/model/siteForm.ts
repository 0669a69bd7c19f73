import type * as v from 'valibot'
import type { LocalizedText } from '../../../../shared/schemas/siteContent.ts'
import type { SiteSettingsSchema } from '../../../../shared/schemas/siteSettings.ts'

// The form holds the settings as the shared schema takes them in (counters as typed text), and is
// checked with that schema before it is sent.

export type SiteForm = v.InferInput<typeof SiteSettingsSchema>
export type SiteContentForm = SiteForm['content']
export type SectionForm = SiteContentForm['about']['sections'][number]

/** Field errors by dot path, as the schema and the API name them (`content.about.sections.0.text.es`). */
export type SiteErrors = Record<string, string>

/** What the screen edits, made from the saved draft. */
export function formOf(settings: SiteForm): SiteForm {
  return structuredClone(settings)
}

/** Whether two forms say the same (for "unsaved changes"); counters compare as typed. */
export const sameForm = (a: SiteForm, b: SiteForm) => JSON.stringify(a) === JSON.stringify(b)

/** An empty text in every language, for a new section. */
export const emptyText = (): LocalizedText => ({ es: '', en: '', pt: '' })
export const emptySection = (): SectionForm => ({ title: emptyText(), text: emptyText() })

export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((current, i) => (i === index ? item : current))
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index)
}

/** The list with the item at `index` moved by `by` places (-1 up, 1 down); unchanged at an end. */
export function moveBy<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by
  if (target < 0 || target >= list.length) return [...list]
  const next = [...list]
  ;[next[index], next[target]] = [next[target], next[index]]
  return next
}

/** Whether any error lies at `path` or under it. */
export const hasErrorUnder = (errors: SiteErrors, path: string) => Object.keys(errors).some((key) => key === path || key.startsWith(`${path}.`))
