import { useId, useRef, useState } from 'react'
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../../shared/constants.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { useT } from '../../shared/model/i18n.ts'
import { BrandMark, Icon } from '../../shared/ui/Icons.tsx'
import { Spinner } from '../../shared/ui/Spinner.tsx'
import { uploadSiteLogo } from '../api.ts'

interface Props {
  logo: string | null
  onChange: (logo: string | null) => void
  error?: string
  disabled?: boolean
}

/** The logo: its preview, an upload (stored at once, saved into the draft with the form), and "remove". */
export function LogoField({ logo, onChange, error, disabled }: Props) {
  const { t } = useT()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)
  const [uploadError, setUploadError] = useState<string | null>(null)
  const shown = uploadError ?? error

  async function upload(file: File | undefined) {
    if (!file) return
    setUploadError(null)
    // The server checks the content; this spares a 10 MB upload that would be refused anyway.
    if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) || file.size > MAX_IMAGE_BYTES) {
      setUploadError(t('validation.site.logoType'))
      return
    }
    setUploading(true)
    try {
      onChange((await uploadSiteLogo(file)).logo)
    } catch (failed) {
      const failure = await failureOf(failed)
      setUploadError(failure.errors?.find((e) => e.path === 'file')?.message ?? (failure.message || t('site.logo.uploadError')))
    } finally {
      setUploading(false)
      if (input.current) input.current.value = ''
    }
  }

  const describedBy = [`${id}-hint`, shown ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className="sm:col-span-2">
      <p className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">{t('site.fields.logo')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex h-16 min-w-16 items-center justify-center rounded-lg border border-slate-200 bg-slate-50 p-2 dark:border-slate-700 dark:bg-slate-800">
          {logo ? <img src={logo} alt={t('site.logo.alt')} className="h-12 w-auto" /> : <BrandMark className="h-10 w-10" />}
        </div>
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          className="peer sr-only"
          disabled={disabled || uploading}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => void upload(event.target.files?.[0])}
        />
        <label htmlFor={id} className={`btn-outline cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 ${disabled || uploading ? 'pointer-events-none opacity-60' : ''}`}>
          {uploading ? <Spinner /> : <Icon name="upload" />}
          {uploading ? t('site.logo.uploading') : t(logo ? 'site.logo.replace' : 'site.logo.upload')}
        </label>
        {logo && (
          <button
            type="button"
            className="btn-ghost"
            disabled={disabled || uploading}
            onClick={() => {
              onChange(null)
              // The button goes with the logo: the focus moves to the upload.
              input.current?.focus()
            }}
          >
            <Icon name="trash" />
            {t('site.logo.remove')}
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {logo ? t('site.logo.hint') : `${t('site.logo.none')} ${t('site.logo.hint')}`}
      </p>
      {shown && (
        <p id={`${id}-error`} className="field-error">
          {shown}
        </p>
      )}
    </div>
  )
}
