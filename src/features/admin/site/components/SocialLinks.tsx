import { useId, useRef } from 'react'
import { SOCIAL_NETWORKS } from '../../../../shared/schemas/siteSettings.ts'
import { useT } from '../../shared/model/i18n.ts'
import { Icon } from '../../shared/ui/Icons.tsx'
import { removeAt, replaceAt, type SiteErrors, type SiteForm } from '../model/siteForm.ts'

type Link = SiteForm['social'][number]

interface Props {
  links: Link[]
  onChange: (links: Link[]) => void
  errors: SiteErrors
  disabled?: boolean
}

/** The social networks: each a network and its https:// address; none at all is fine. */
export function SocialLinks({ links, onChange, errors, disabled }: Props) {
  const { t } = useT()
  const id = useId()
  const list = useRef<HTMLUListElement>(null)
  const unused = SOCIAL_NETWORKS.find((network) => !links.some((link) => link.network === network))
  const focusRow = (index: number) => requestAnimationFrame(() => (list.current?.querySelectorAll('select')[index] ?? list.current?.parentElement?.querySelector('button'))?.focus())
  return (
    <fieldset aria-describedby={errors.social ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">{t('site.fields.social')}</legend>
      {links.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{t('site.social.empty')}</p>}
      <ul ref={list} className="flex flex-col gap-3">
        {links.map((link, index) => {
          const n = index + 1
          const urlError = errors[`social.${index}.url`]
          const networkError = errors[`social.${index}.network`]
          const rowError = urlError ?? networkError
          return (
            <li key={index}>
              <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
                <label className="sr-only" htmlFor={`${id}-${index}-network`}>
                  {t('site.social.network', { n })}
                </label>
                <select
                  id={`${id}-${index}-network`}
                  className="field sm:w-44 disabled:opacity-60"
                  value={link.network}
                  disabled={disabled}
                  aria-invalid={networkError ? true : undefined}
                  aria-describedby={rowError ? `${id}-${index}-error` : undefined}
                  onChange={(event) => onChange(replaceAt(links, index, { ...link, network: event.target.value as Link['network'] }))}
                >
                  {SOCIAL_NETWORKS.map((network) => (
                    <option key={network} value={network}>
                      {t(`site.networks.${network}`)}
                    </option>
                  ))}
                </select>
                <label className="sr-only" htmlFor={`${id}-${index}-url`}>
                  {t('site.social.url', { n })}
                </label>
                <div className="flex flex-1 items-center gap-2">
                  <input
                    id={`${id}-${index}-url`}
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    className="field disabled:opacity-60"
                    value={link.url}
                    maxLength={300}
                    disabled={disabled}
                    aria-invalid={urlError ? true : undefined}
                    aria-describedby={rowError ? `${id}-${index}-error` : undefined}
                    onChange={(event) => onChange(replaceAt(links, index, { ...link, url: event.target.value }))}
                  />
                  <button
                    type="button"
                    className="btn-ghost shrink-0 px-2"
                    aria-label={t('site.social.remove', { n })}
                    disabled={disabled}
                    onClick={() => {
                      onChange(removeAt(links, index))
                      focusRow(Math.max(0, index - 1))
                    }}
                  >
                    <Icon name="trash" />
                  </button>
                </div>
              </div>
              {rowError && (
                <p id={`${id}-${index}-error`} className="field-error">
                  {rowError}
                </p>
              )}
            </li>
          )
        })}
      </ul>
      {errors.social && (
        <p id={`${id}-error`} className="field-error">
          {errors.social}
        </p>
      )}
      {unused && (
        <button
          type="button"
          className="btn-outline mt-2"
          disabled={disabled}
          onClick={() => {
            onChange([...links, { network: unused, url: '' }])
            focusRow(links.length)
          }}
        >
          <Icon name="plus" />
          {t('site.social.add')}
        </button>
      )}
    </fieldset>
  )
}
