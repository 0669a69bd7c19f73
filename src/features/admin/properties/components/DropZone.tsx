import { useEffect, useRef, useState, type DragEvent } from 'react'
import toast from 'react-hot-toast'
import { ACCEPTED_IMAGE_TYPES } from '../../../../shared/constants.ts'
import { useT } from '../../shared/model/i18n.ts'
import { imageProblem } from '../model/propertyForm.ts'
import { Icon } from '../../shared/ui/Icons.tsx'

interface Props {
  label: string
  hint: string
  /** What files it takes, under the button. */
  note: string
  disabled: boolean
  onFiles: (files: File[]) => void
  testId: string
}

/** A drop target that also opens the file picker; checks the type and size before accepting. */
export function DropZone({ label, hint, note, disabled, onFiles, testId }: Props) {
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
    if (good.length) onFiles(good)
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
        multiple
        disabled={disabled}
        onChange={(event) => {
          accept(event.target.files)
          event.target.value = ''
        }}
      />
      <button type="button" className="btn-outline px-3 py-1.5" disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </button>
      <p className="text-xs text-slate-600 dark:text-slate-400">{note}</p>
    </div>
  )
}

/**
 * A file dropped beside a drop zone would make the browser open it and lose the unsaved form: while
 * the form is shown, drops outside the zones do nothing (the zones' own handlers run first).
 */
export function useNoDropOutsideZones() {
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
