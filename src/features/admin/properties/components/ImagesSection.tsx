import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react'
import toast from 'react-hot-toast'
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGES_PER_PROPERTY } from '../../../../shared/constants.ts'
import { useT } from '../../shared/model/i18n.ts'
import { imageProblem } from '../model/propertyForm.ts'
import { Icon } from '../../shared/ui/Icons.tsx'

export interface ImagesState {
  /** The stored main image (edit), kept unless `removeMain`. */
  currentMain: string | null
  removeMain: boolean
  mainFile: File | null
  /** Stored additional photos and which of them are kept. */
  current: string[]
  kept: string[]
  newImages: File[]
}

interface Props {
  state: ImagesState
  onChange: (change: Partial<ImagesState>) => void
  disabled: boolean
  errors: { mainImage?: string; images?: string }
}

function FilePreview({ file, alt }: { file: File; alt: string }) {
  const url = useMemo(() => URL.createObjectURL(file), [file])
  useEffect(() => () => URL.revokeObjectURL(url), [url])
  return <img src={url} alt={alt} className="h-28 w-full rounded-lg object-cover" />
}

/** A drop target that also opens the file picker; checks the type and size before accepting. */
function DropZone({ label, hint, multiple, disabled, onFiles, testId }: { label: string; hint: string; multiple: boolean; disabled: boolean; onFiles: (files: File[]) => void; testId: string }) {
  const { t } = useT()
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)

  function accept(list: FileList | null) {
    const files = Array.from(list ?? [])
    const good: File[] = []
    for (const file of files) {
      const problem = imageProblem(file)
      if (problem === 'type') toast.error(t('form.images.badType', { name: file.name }))
      else if (problem === 'size') toast.error(t('form.images.tooLarge', { name: file.name }))
      else good.push(file)
    }
    if (good.length) onFiles(multiple ? good : good.slice(0, 1))
  }

  return (
    <div
      onDragOver={(event: DragEvent) => {
        event.preventDefault()
        if (!disabled) setOver(true)
      }}
      onDragLeave={(event: DragEvent) => {
        // Moving over the zone's own text and button is not leaving it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false)
      }}
      onDrop={(event: DragEvent) => {
        event.preventDefault()
        setOver(false)
        if (!disabled) accept(event.dataTransfer.files)
      }}
      className={`flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-5 text-center text-sm ${over ? 'border-brand-600 bg-brand-50 dark:bg-slate-800' : 'border-slate-300 dark:border-slate-700'}`}
    >
      <Icon name="upload" className="h-6 w-6 text-slate-500" />
      <p className="text-slate-700 dark:text-slate-300">{hint}</p>
      <input
        ref={input}
        type="file"
        hidden
        data-testid={testId}
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          accept(event.target.files)
          event.target.value = ''
        }}
      />
      <button type="button" className="btn-outline px-3 py-1.5" disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </button>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('form.images.accepted')}</p>
    </div>
  )
}

/**
 * A file dropped beside a drop zone would make the browser open it and lose the unsaved form: while
 * the form is shown, drops outside the zones do nothing (the zones' own handlers run first).
 */
function useNoDropOutsideZones() {
  useEffect(() => {
    const refuse = (event: globalThis.DragEvent) => {
      if (event.defaultPrevented || !event.dataTransfer?.types.includes('Files')) return
      event.preventDefault()
      event.dataTransfer.dropEffect = 'none'
    }
    window.addEventListener('dragover', refuse)
    window.addEventListener('drop', refuse)
    return () => {
      window.removeEventListener('dragover', refuse)
      window.removeEventListener('drop', refuse)
    }
  }, [])
}

/** Images (admin-area.md §2, §4): main image with remove/undo or a new one, additional photos. */
export function ImagesSection({ state, onChange, disabled, errors }: Props) {
  const { t } = useT()
  useNoDropOutsideZones()
  const total = (state.mainFile || (state.currentMain && !state.removeMain) ? 1 : 0) + state.kept.length + state.newImages.length

  function addImages(files: File[]) {
    const room = MAX_IMAGES_PER_PROPERTY - total
    if (files.length > room) toast.error(t('form.images.tooMany', { max: MAX_IMAGES_PER_PROPERTY }))
    if (room > 0) onChange({ newImages: [...state.newImages, ...files.slice(0, room)] })
  }

  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <legend className="px-1 text-lg font-semibold">{t('form.sections.images')}</legend>

      <h3 className="mt-2 text-sm font-semibold text-slate-800 dark:text-slate-200">{t('form.images.main')}</h3>
      {errors.mainImage && <p className="field-error">{errors.mainImage}</p>}
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        {state.currentMain && (
          <div data-testid="current-main">
            <img src={state.currentMain} alt={t('form.images.currentMainAlt')} className={`h-40 w-full rounded-lg object-cover ${state.removeMain ? 'opacity-30 grayscale' : ''}`} />
            {state.removeMain ? (
              <div className="mt-2 flex items-center gap-2">
                <p className="text-sm text-slate-700 dark:text-slate-300">{t('form.images.mainMarked')}</p>
                <button type="button" className="btn-outline px-3 py-1.5" disabled={disabled} onClick={() => onChange({ removeMain: false })}>
                  <Icon name="undo" className="h-4 w-4" />
                  {t('form.images.undo')}
                </button>
              </div>
            ) : (
              <button type="button" className="btn-outline mt-2 px-3 py-1.5" disabled={disabled} onClick={() => onChange({ removeMain: true })}>
                <Icon name="trash" className="h-4 w-4" />
                {t('form.images.removeMain')}
              </button>
            )}
          </div>
        )}
        {state.mainFile ? (
          <div data-testid="new-main">
            <FilePreview file={state.mainFile} alt={t('form.images.newMainAlt')} />
            <p className="mt-1 truncate text-xs text-slate-600 dark:text-slate-400">{state.mainFile.name}</p>
            <button type="button" className="btn-outline mt-2 px-3 py-1.5" disabled={disabled} onClick={() => onChange({ mainFile: null })}>
              <Icon name="close" className="h-4 w-4" />
              {t('form.images.cancelNewMain')}
            </button>
          </div>
        ) : (
          <DropZone
            label={state.currentMain ? t('form.images.replaceMain') : t('form.images.chooseMain')}
            hint={state.currentMain ? t('form.images.replaceMainHint') : t('form.images.mainHint')}
            multiple={false}
            testId="main-image-input"
            disabled={disabled}
            onFiles={([file]) => onChange({ mainFile: file })}
          />
        )}
      </div>

      <h3 className="mt-6 text-sm font-semibold text-slate-800 dark:text-slate-200">{t('form.images.additional')}</h3>
      {errors.images && <p className="field-error">{errors.images}</p>}
      {state.current.length > 0 && (
        <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={t('form.images.currentList')}>
          {state.current.map((path, index) => {
            const kept = state.kept.includes(path)
            return (
              <li key={path} data-testid="current-image">
                <img src={path} alt={t('form.images.currentAlt', { index: index + 1 })} className={`h-28 w-full rounded-lg object-cover ${kept ? '' : 'opacity-30 grayscale'}`} />
                <button
                  type="button"
                  className="btn-outline mt-1 w-full px-2 py-1 text-xs"
                  disabled={disabled}
                  onClick={() => onChange({ kept: kept ? state.kept.filter((p) => p !== path) : state.current.filter((p) => p === path || state.kept.includes(p)) })}
                >
                  <Icon name={kept ? 'trash' : 'undo'} className="h-4 w-4" />
                  {kept ? t('form.images.removeNamed', { index: index + 1 }) : t('form.images.restoreNamed', { index: index + 1 })}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      {state.newImages.length > 0 && (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={t('form.images.newList')}>
          {state.newImages.map((file, index) => (
            <li key={`${file.name}-${index}`} data-testid="new-image">
              <FilePreview file={file} alt={t('form.images.newAlt', { name: file.name })} />
              <button type="button" className="btn-outline mt-1 w-full px-2 py-1 text-xs" disabled={disabled} onClick={() => onChange({ newImages: state.newImages.filter((_, i) => i !== index) })}>
                <Icon name="close" className="h-4 w-4" />
                {t('form.images.cancelNamed', { name: file.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3">
        <DropZone label={t('form.images.addAdditional')} hint={t('form.images.additionalHint')} multiple testId="images-input" disabled={disabled} onFiles={addImages} />
      </div>
    </fieldset>
  )
}
