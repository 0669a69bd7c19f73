import { useId, type ReactNode } from 'react'
import { LANGUAGES, type Language } from '../../../../shared/constants.ts'
import { HTML_LANG } from '../../../../shared/locale.ts'
import type { LocalizedText } from '../../../../shared/schemas/siteContent.ts'
import { useT } from '../../shared/model/i18n.ts'
import { MarkdownEditor } from './MarkdownEditor.tsx'

export interface ControlProps {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

interface Props {
  legend: string
  value: LocalizedText
  onChange: (value: LocalizedText) => void
  /** Where the schema reports this text (`content.hero.title`); a language adds `.es`. */
  path: string
  errors: Record<string, string>
  /** Markdown with the toolbar and a preview, rather than one line. */
  rich?: boolean
  disabled?: boolean
}

/**
 * One page text in the three languages, each with its own label and error. English or Portuguese
 * left empty shows the Spanish text on the site: a warning by the field says so.
 */
export function LocalizedField({ legend, value, onChange, path, errors, rich = false, disabled }: Props) {
  const { t } = useT()
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-slate-800 dark:text-slate-200">{legend}</legend>
      <div className="flex flex-col gap-3">
        {LANGUAGES.map((lang) => (
          <LanguageShell key={lang} label={t(`layout.languages.${lang}`)} error={errors[`${path}.${lang}`]} warning={lang !== 'es' && value[lang].trim() === '' ? t('site.emptyLanguage') : undefined}>
            {(aria) =>
              rich ? (
                <MarkdownEditor control={aria} lang={lang} value={value[lang]} disabled={disabled} onChange={(text) => onChange({ ...value, [lang]: text })} />
              ) : (
                <input
                  {...aria}
                  lang={htmlLang(lang)}
                  className="field disabled:opacity-60"
                  value={value[lang]}
                  disabled={disabled}
                  onChange={(event) => onChange({ ...value, [lang]: event.target.value })}
                />
              )
            }
          </LanguageShell>
        ))}
      </div>
    </fieldset>
  )
}

const htmlLang = (lang: Language) => HTML_LANG[lang]

interface ShellProps {
  label: string
  error?: string
  warning?: string
  children: (aria: ControlProps) => ReactNode
}

/** A language's label, control, warning and error, wired for screen readers. */
function LanguageShell({ label, error, warning, children }: ShellProps) {
  const id = useId()
  const describedBy = [error ? `${id}-error` : '', warning ? `${id}-warning` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {warning && (
        <p id={`${id}-warning`} className="mt-1 text-xs text-amber-800 dark:text-amber-300" data-empty-language>
          {warning}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
