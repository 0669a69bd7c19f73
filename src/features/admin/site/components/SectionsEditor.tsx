import { useRef, useState } from 'react'
import { MAX_SECTIONS } from '../../../../shared/schemas/siteContent.ts'
import { useT } from '../../shared/model/i18n.ts'
import { Icon } from '../../shared/ui/Icons.tsx'
import { emptySection, moveBy, removeAt, replaceAt, type SectionForm } from '../model/siteForm.ts'
import { LocalizedField } from './LocalizedField.tsx'

interface Props {
  sections: SectionForm[]
  onChange: (sections: SectionForm[]) => void
  /** `content.about.sections` */
  path: string
  errors: Record<string, string>
  disabled?: boolean
}

/** A page's sections: each a title and a Markdown text in three languages; added, removed, reordered. */
export function SectionsEditor({ sections, onChange, path, errors, disabled }: Props) {
  const { t } = useT()
  const list = useRef<HTMLOListElement>(null)
  // Said politely after a move or removal, since the buttons pressed may now be elsewhere or gone.
  const [status, setStatus] = useState('')

  function move(index: number, by: -1 | 1) {
    onChange(moveBy(sections, index, by))
    setStatus(t('site.sections.moved', { position: index + by + 1, total: sections.length }))
    // The focus follows the section to its new place (the other arrow where this one is now off).
    requestAnimationFrame(() => {
      const moved = list.current?.children[index + by]
      const same = moved?.querySelector<HTMLButtonElement>(`[data-move="${by}"]`)
      ;(same && !same.disabled ? same : moved?.querySelector<HTMLButtonElement>(`[data-move="${-by}"]`))?.focus()
    })
  }
  function remove(index: number) {
    onChange(removeAt(sections, index))
    setStatus(t('site.sections.removed', { count: sections.length - 1 }))
    // The focus would be lost with the removed buttons: it goes to the list's first field.
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>('input, textarea')?.focus())
  }

  const button = 'btn-outline px-2 py-1 text-xs'
  return (
    <div>
      <ol ref={list} className="flex flex-col gap-4">
        {sections.map((section, index) => {
          const n = index + 1
          return (
            <li key={index}>
              <fieldset className="rounded-lg border border-slate-300 p-3 dark:border-slate-600" data-testid="content-section">
                <legend className="px-1 font-semibold">{t('site.sections.section', { n })}</legend>
                <div className="mb-3 flex flex-wrap gap-2">
                  <button type="button" className={button} data-move="-1" disabled={disabled || index === 0} onClick={() => move(index, -1)} aria-label={t('site.sections.moveUp', { n })}>
                    <Icon name="arrowUp" />
                  </button>
                  <button
                    type="button"
                    className={button}
                    data-move="1"
                    disabled={disabled || index === sections.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={t('site.sections.moveDown', { n })}
                  >
                    <Icon name="arrowDown" />
                  </button>
                  <button type="button" className={button} disabled={disabled || sections.length <= 1} onClick={() => remove(index)} aria-label={t('site.sections.remove', { n })}>
                    <Icon name="trash" />
                  </button>
                </div>
                <div className="flex flex-col gap-3">
                  <LocalizedField
                    legend={t('site.texts.sectionTitle')}
                    value={section.title}
                    path={`${path}.${index}.title`}
                    errors={errors}
                    disabled={disabled}
                    onChange={(title) => onChange(replaceAt(sections, index, { ...section, title }))}
                  />
                  <LocalizedField
                    rich
                    legend={t('site.texts.sectionText')}
                    value={section.text}
                    path={`${path}.${index}.text`}
                    errors={errors}
                    disabled={disabled}
                    onChange={(text) => onChange(replaceAt(sections, index, { ...section, text }))}
                  />
                </div>
              </fieldset>
            </li>
          )
        })}
      </ol>
      {errors[path] && <p className="field-error">{errors[path]}</p>}
      <button type="button" className="btn-outline mt-3" disabled={disabled || sections.length >= MAX_SECTIONS} onClick={() => onChange([...sections, emptySection()])}>
        <Icon name="plus" />
        {t('site.sections.add')}
      </button>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  )
}
