import * as v from 'valibot'
import { fieldsObject } from './fields.ts'

// The page texts the operator edits (issue 26, item 2), one value per language. Spanish is
// required; an empty English or Portuguese value shows the Spanish one, as the dictionaries do.
// Long texts are Markdown limited to headings, paragraphs, lists, links and bold (src/shared/site/markdown.ts):
// the editor never stores HTML, and HTML typed into it is shown as text.

export const MAX_SECTIONS = 12

const text = (max: number) => v.pipe(v.string('validation.site.text'), v.trim(), v.maxLength(max, 'validation.site.textTooLong'))
const localized = (max: number) =>
  fieldsObject({
    es: v.pipe(text(max), v.minLength(1, 'validation.site.spanishRequired')),
    en: text(max),
    pt: text(max),
  })

/** A one-line text (a title, a placeholder). */
const line = (max = 160) => localized(max)
/** Markdown. */
const rich = (max = 4000) => localized(max)

const sections = fieldsObject({ title: line(), text: rich() })
const sectionList = v.pipe(v.array(sections, 'validation.site.sections'), v.minLength(1, 'validation.site.sections'), v.maxLength(MAX_SECTIONS, 'validation.site.sections'))

export const SiteContentSchema = fieldsObject({
  hero: fieldsObject({ title: line(), subtitle: line(300), searchPlaceholder: line(100) }),
  promo: fieldsObject({ title: line(), text: rich(1000), cta: line(60) }),
  about: fieldsObject({ title: line(), subtitle: line(300), sections: sectionList }),
  legal: fieldsObject({ title: line(), subtitle: line(300), sections: sectionList }),
  contact: fieldsObject({ title: line(), intro: rich(2000) }),
})

export type SiteContent = v.InferOutput<typeof SiteContentSchema>
export type LocalizedText = SiteContent['hero']['title']
export type ContentSection = SiteContent['about']['sections'][number]
