import { useEffect, useId, useRef, useState } from 'react'
import type { PropertyType } from '../../../../shared/types.ts'
import { DEFAULT_TYPE_ICON } from '../../shared/constants.ts'
import { useT } from '../../shared/model/i18n.ts'
import { Spinner } from '../../shared/ui/Spinner.tsx'
import { useTypeSave } from '../model/useTypeSave.ts'
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
  const { errors, saving, submit } = useTypeSave(values, type, onSaved)

  useEffect(() => {
    ref.current?.showModal()
  }, [])

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
