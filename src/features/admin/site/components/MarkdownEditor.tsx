import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import type { Language } from '../../../../shared/constants.ts'
import { HTML_LANG } from '../../../../shared/locale.ts'
import { renderMarkdown } from '../../../../shared/site/markdown.ts'
import { useT } from '../../shared/model/i18n.ts'
import { applyMarkdown, MARKDOWN_ACTIONS, type MarkdownAction } from '../model/markdownEdit.ts'
import type { ControlProps } from './LocalizedField.tsx'

interface Props {
  control: ControlProps
  lang: Language
  value: string
  onChange: (value: string) => void
  disabled?: boolean
}

const LINK_ICON = (
  <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </svg>
)
const BUTTON_FACE: Record<MarkdownAction, ReactNode> = { heading: 'H', bold: 'B', bulleted: '•', numbered: '1.', link: LINK_ICON }

/**
 * A plain, safe rich-text editor: the text is Markdown in a textarea, a toolbar writes its marks
 * around the selection, and a live preview draws it as the site will.
 */
export function MarkdownEditor({ control, lang, value, onChange, disabled }: Props) {
  const { t } = useT()
  const area = useRef<HTMLTextAreaElement>(null)
  // The selection to restore once the edited text has rendered.
  const [selection, setSelection] = useState<[number, number] | null>(null)
  useLayoutEffect(() => {
    if (!selection || !area.current) return
    area.current.focus()
    area.current.setSelectionRange(selection[0], selection[1])
    setSelection(null)
  }, [selection])

  function press(action: MarkdownAction) {
    const field = area.current
    if (!field) return
    const edit = applyMarkdown(
      action,
      { text: value, selectionStart: field.selectionStart, selectionEnd: field.selectionEnd },
      { bold: t('site.markdown.boldText'), link: t('site.markdown.linkText') },
    )
    onChange(edit.text)
    setSelection([edit.selectionStart, edit.selectionEnd])
  }

  return (
    <div className="grid gap-2 lg:grid-cols-2">
      <div>
        <div role="toolbar" aria-label={t('site.markdown.toolbar')} aria-controls={control.id} className="mb-1 flex flex-wrap gap-1">
          {MARKDOWN_ACTIONS.map((action) => (
            <button
              key={action}
              type="button"
              className="btn-outline min-w-9 px-2 py-1 text-xs"
              aria-label={t(`site.markdown.${action}`)}
              title={t(`site.markdown.${action}`)}
              disabled={disabled}
              onClick={() => press(action)}
            >
              <span aria-hidden="true" className={action === 'bold' ? 'font-black' : undefined}>
                {BUTTON_FACE[action]}
              </span>
            </button>
          ))}
        </div>
        <textarea
          {...control}
          ref={area}
          lang={HTML_LANG[lang]}
          rows={6}
          className="field font-mono text-sm disabled:opacity-60"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <div>
        <p className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{t('site.markdown.preview')}</p>
        <div
          data-markdown-preview
          lang={HTML_LANG[lang]}
          className="min-h-24 rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-800 dark:border-slate-600 dark:text-slate-200 [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-300 [&_h2]:mt-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-5"
          // renderMarkdown escapes every HTML tag typed into the text and refuses javascript:/data:
          // links (markdown-it with html: false, src/shared/site/markdown.ts): its output is safe by construction.
          dangerouslySetInnerHTML={{ __html: renderMarkdown(value) }}
        />
      </div>
    </div>
  )
}
