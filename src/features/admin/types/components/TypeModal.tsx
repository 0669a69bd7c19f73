import { messageKey } from '../../../../shared/translator.ts'
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react'
import toast from 'react-hot-toast'
import type { PropertyType } from '../../../../shared/types.ts'
import { DEFAULT_TYPE_ICON } from '../../shared/constants.ts'
import { useT } from '../../shared/model/i18n.ts'
import { Spinner } from '../../shared/ui/Spinner.tsx'
import { saveType, type TypeErrors } from '../model/saveType.ts'
import { TypeFields, type TypeValues } from './TypeFields.tsx'

interface Props {
  /** null: a new type. */
  type: PropertyType | null
  onClose: () => void
  onSaved: (type: PropertyType) => void
}

/** The quick form in a modal: only the name is required, the icon starts as the default one. */
export function TypeModal({ type, onClose, onSaved }: Props) {
  const { t } = useT()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [values, setValues] = useState<TypeValues>({ name: type?.name ?? '', icon: type?.icon ?? DEFAULT_TYPE_ICON, isActive: type ? type.isActive === 1 : true })
  const [errors, setErrors] = useState<TypeErrors>({})
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    ref.current?.showModal()
  }, [])

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (saving) return
    setSaving(true)
    const result = await saveType(values, type)
    setSaving(false)
    if (result.ok) {
      toast.success(t(type ? 'types.updated' : 'types.created'))
      onSaved(result.type)
      return
    }
    setErrors({ name: result.errors.name && t(messageKey(result.errors.name)), icon: result.errors.icon && t(messageKey(result.errors.icon)) })
    if (result.callFailed) toast.error(t('types.saveError'))
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        if (!saving) onClose()
      }}
      className="m-auto w-[min(34rem,calc(100vw-2rem))] rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <form noValidate onSubmit={submit} className="p-6">
        <h2 id={titleId} className="mb-4 text-lg font-semibold">
          {type ? t('types.editTitle') : t('types.createTitle')}
        </h2>
        <TypeFields values={values} set={(change) => setValues((v) => ({ ...v, ...change }))} errors={errors} disabled={saving} />
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-outline" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn-primary" disabled={saving}>
            {saving && <Spinner />}
            {t('types.save')}
          </button>
        </div>
      </form>
    </dialog>
  )
}
