import { useId, useRef } from 'react'
import { MAX_CONTACTS } from '../../../../shared/schemas/siteSettings.ts'
import { Icon } from '../../shared/ui/Icons.tsx'
import { removeAt, replaceAt, type SiteErrors } from '../model/siteForm.ts'

interface Props {
  /** The group's name ("Teléfonos") and each entry's, numbered ("Teléfono 2"). */
  legend: string
  itemLabel: (n: number) => string
  addLabel: string
  removeLabel: (n: number) => string
  items: string[]
  onChange: (items: string[]) => void
  /** `phones`: the list's own error; `phones.1` an entry's. */
  path: string
  errors: SiteErrors
  type: 'tel' | 'email'
  disabled?: boolean
}

/** One to four phones or e-mail addresses, added and removed. */
export function TextList({ legend, itemLabel, addLabel, removeLabel, items, onChange, path, errors, type, disabled }: Props) {
  const id = useId()
  const list = useRef<HTMLUListElement>(null)
  const focusEntry = (index: number) => requestAnimationFrame(() => list.current?.querySelectorAll('input')[index]?.focus())
  return (
    <fieldset aria-describedby={errors[path] ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      <ul ref={list} className="flex flex-col gap-2">
        {items.map((item, index) => {
          const error = errors[`${path}.${index}`]
          return (
            <li key={index}>
              <div className="flex items-center gap-2">
                <label htmlFor={`${id}-${index}`} className="sr-only">
                  {itemLabel(index + 1)}
                </label>
                <input
                  id={`${id}-${index}`}
                  type={type}
                  autoComplete="off"
                  className="field disabled:opacity-60"
                  value={item}
                  maxLength={type === 'tel' ? 20 : 254}
                  disabled={disabled}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-${index}-error` : undefined}
                  onChange={(event) => onChange(replaceAt(items, index, event.target.value))}
                />
                <button
                  type="button"
                  className="btn-ghost shrink-0 px-2"
                  aria-label={removeLabel(index + 1)}
                  disabled={disabled || items.length <= 1}
                  onClick={() => {
                    onChange(removeAt(items, index))
                    focusEntry(Math.max(0, index - 1))
                  }}
                >
                  <Icon name="trash" />
                </button>
              </div>
              {error && (
                <p id={`${id}-${index}-error`} className="field-error">
                  {error}
                </p>
              )}
            </li>
          )
        })}
      </ul>
      {errors[path] && (
        <p id={`${id}-error`} className="field-error">
          {errors[path]}
        </p>
      )}
      {items.length < MAX_CONTACTS && (
        <button
          type="button"
          className="btn-outline mt-2"
          disabled={disabled}
          onClick={() => {
            onChange([...items, ''])
            focusEntry(items.length)
          }}
        >
          <Icon name="plus" />
          {addLabel}
        </button>
      )}
    </fieldset>
  )
}
