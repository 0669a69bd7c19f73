import { useId, useRef, useState, type ReactNode } from 'react'
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../../shared/constants.ts'
import { srcsetFor } from '../../../../shared/images.ts'
import { failureOf } from '../api/adminApi.ts'
import { Icon } from './Icons.tsx'
import { Spinner } from './Spinner.tsx'

interface Props {
  label: string
  /** The stored picture's address, or null. */
  src: string | null
  alt: string
  /** Shown in the frame when there is no picture. */
  placeholder: ReactNode
  hint: string
  words: { upload: string; replace: string; uploading: string; remove: string; wrongType: string; failed: string }
  /** Stores the file at once; rejects with the contract's error. */
  upload: (file: File) => Promise<unknown>
  remove: () => Promise<unknown>
  round?: boolean
}

/** A picture stored as soon as it is chosen (an agency's logo, a profile photo): its preview, replace and remove. */
export function ImageUploadField({ label, src, alt, placeholder, hint, words, upload, remove, round = false }: Props) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null)
  const [error, setError] = useState<string | null>(null)

  async function run(kind: 'upload' | 'remove', call: () => Promise<unknown>) {
    setBusy(kind)
    setError(null)
    try {
      await call()
    } catch (failed) {
      const failure = await failureOf(failed)
      setError(failure.errors?.[0]?.message ?? (failure.message || words.failed))
    } finally {
      setBusy(null)
      if (input.current) input.current.value = ''
    }
  }

  function choose(file: File | undefined) {
    if (!file) return
    // The server checks the content; this spares a large upload that would be refused anyway.
    if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) || file.size > MAX_IMAGE_BYTES) {
      setError(words.wrongType)
      return
    }
    void run('upload', () => upload(file))
  }

  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')
  const shape = round ? 'rounded-full' : 'rounded-lg'
  return (
    <div>
      <p className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">{label}</p>
      <div className="flex flex-wrap items-center gap-3">
        <div className={`flex h-20 w-20 items-center justify-center overflow-hidden border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800 ${shape}`}>
          {src ? <img src={src} srcSet={srcsetFor(src)} sizes="80px" alt={alt} className={`h-full w-full object-cover ${shape}`} /> : placeholder}
        </div>
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          className="peer sr-only"
          disabled={busy !== null}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <label htmlFor={id} className={`btn-outline cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 ${busy ? 'pointer-events-none opacity-60' : ''}`}>
          {busy === 'upload' ? <Spinner /> : <Icon name="upload" />}
          {busy === 'upload' ? words.uploading : src ? words.replace : words.upload}
        </label>
        {src && (
          <button
            type="button"
            className="btn-ghost"
            disabled={busy !== null}
            onClick={() => {
              void run('remove', remove)
              // The button goes with the picture: the focus moves to the upload.
              input.current?.focus()
            }}
          >
            {busy === 'remove' ? <Spinner /> : <Icon name="trash" />}
            {words.remove}
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
