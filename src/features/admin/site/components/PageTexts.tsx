import { useState, type ReactNode } from 'react'
import type { LocalizedText } from '../../../../shared/schemas/siteContent.ts'
import type { AdminMessageKey } from '../../../../shared/translator.ts'
import { useT } from '../../shared/model/i18n.ts'
import { hasErrorUnder, type SiteContentForm, type SiteErrors } from '../model/siteForm.ts'
import { LocalizedField } from './LocalizedField.tsx'
import { SectionsEditor } from './SectionsEditor.tsx'

interface Props {
  content: SiteContentForm
  onChange: (content: SiteContentForm) => void
  errors: SiteErrors
  disabled?: boolean
}

type Page = keyof SiteContentForm

/** The pages' texts, one disclosure per page (opened by itself when it holds an error). */
export function PageTexts({ content, onChange, errors, disabled }: Props) {
  const { t } = useT()
  const set = <P extends Page>(page: P, change: Partial<SiteContentForm[P]>) => onChange({ ...content, [page]: { ...content[page], ...change } })
  /** One text of a page; `rich` for Markdown. */
  const text = <P extends Page>(page: P, field: keyof SiteContentForm[P] & string, label: AdminMessageKey, rich = false) => (
    <LocalizedField
      key={field}
      rich={rich}
      legend={t(label)}
      value={content[page][field] as LocalizedText}
      path={`content.${page}.${field}`}
      errors={errors}
      disabled={disabled}
      onChange={(value) => set(page, { [field]: value } as Partial<SiteContentForm[P]>)}
    />
  )
  const sections = (page: 'about' | 'legal') => (
    <SectionsEditor sections={content[page].sections} path={`content.${page}.sections`} errors={errors} disabled={disabled} onChange={(list) => set(page, { sections: list })} />
  )

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('site.texts.hint')}</p>
      <PageBlock page="hero" errors={errors}>
        {text('hero', 'title', 'site.texts.title')}
        {text('hero', 'subtitle', 'site.texts.subtitle')}
        {text('hero', 'searchPlaceholder', 'site.texts.searchPlaceholder')}
      </PageBlock>
      <PageBlock page="promo" errors={errors}>
        {text('promo', 'title', 'site.texts.title')}
        {text('promo', 'text', 'site.texts.text', true)}
        {text('promo', 'cta', 'site.texts.cta')}
      </PageBlock>
      <PageBlock page="about" errors={errors}>
        {text('about', 'title', 'site.texts.title')}
        {text('about', 'subtitle', 'site.texts.subtitle')}
        {sections('about')}
      </PageBlock>
      <PageBlock page="legal" errors={errors}>
        {text('legal', 'title', 'site.texts.title')}
        {text('legal', 'subtitle', 'site.texts.subtitle')}
        {sections('legal')}
      </PageBlock>
      <PageBlock page="contact" errors={errors}>
        {text('contact', 'title', 'site.texts.title')}
        {text('contact', 'intro', 'site.texts.intro', true)}
      </PageBlock>
    </div>
  )
}

function PageBlock({ page, errors, children }: { page: Page; errors: SiteErrors; children: ReactNode }) {
  const { t } = useT()
  const invalid = hasErrorUnder(errors, `content.${page}`)
  // Opened by the form when it marks a field inside; the person opens and closes it otherwise.
  const [open, setOpen] = useState(invalid)
  const [wasInvalid, setWasInvalid] = useState(invalid)
  if (invalid !== wasInvalid) {
    setWasInvalid(invalid)
    if (invalid) setOpen(true)
  }
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900" data-page={page}>
      <summary className="cursor-pointer px-4 py-3 font-semibold">
        {t(`site.pages.${page}`)}
        {invalid && <span className="ml-2 text-sm font-normal text-red-700 dark:text-red-400">{t('site.texts.hasErrors')}</span>}
      </summary>
      <div className="flex flex-col gap-3 border-t border-slate-200 p-4 dark:border-slate-800">{children}</div>
    </details>
  )
}
