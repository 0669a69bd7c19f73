import { useId, useState } from 'react'
import type { PropertyType } from '../../../../shared/types.ts'
import { DEFAULT_TYPE_ICON } from '../../shared/constants.ts'
import { useT } from '../../shared/model/i18n.ts'
import { Modal } from '../../shared/ui/Modal.tsx'
import { Spinner } from '../../shared/ui/Spinner.tsx'
import { useTypeSave } from '../model/useTypeSave.ts'
import { TYPES_PATH } from '../paths.ts'
import { TypeFields, type TypeValues } from './TypeFields.tsx'

interface Props {
  /** null: a new type. */
  existing: PropertyType | null
  onSaved: (type: PropertyType) => void
  /** Over the list, in a modal that Cancel and Escape close; without it the form is the page's own. */
  modal?: { onClose: () => void }
}

/**
 * The one edit UI of a property type (docs/specs/admin-area.md §3): the list's quick modal and the create and
 * edit pages. In the modal only the name is required, the icon starts as the default one.
 */
export function TypeEditor({ existing, onSaved, modal }: Props) {
  const { t } = useT()
  const titleId = useId()
  const [values, setValues] = useState<TypeValues>({ name: existing?.name ?? '', icon: existing?.icon ?? (modal ? DEFAULT_TYPE_ICON : ''), isActive: existing ? existing.isActive === 1 : true })
  const { errors, saving, submit } = useTypeSave(values, existing, onSaved)

  const form = (
    <form noValidate onSubmit={submit} className={modal ? 'p-6' : 'max-w-2xl rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900'}>
      {modal && (
        <h2 id={titleId} className="mb-4 text-lg font-semibold">
          {existing ? t('types.editTitle') : t('types.createTitle')}
        </h2>
      )}
      <TypeFields values={values} set={(change) => setValues((v) => ({ ...v, ...change }))} errors={errors} disabled={saving} />
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {modal ? (
          <button type="button" className="btn-outline" onClick={modal.onClose} disabled={saving}>
            {t('common.cancel')}
          </button>
        ) : (
          <a href={TYPES_PATH} className="btn-outline">
            {t('common.cancel')}
          </a>
        )}
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving && <Spinner />}
          {t('types.save')}
        </button>
      </div>
    </form>
  )
  if (!modal) return form
  return (
    <Modal
      open
      wide
      labelledBy={titleId}
      onCancel={() => {
        if (!saving) modal.onClose()
      }}
    >
      {form}
    </Modal>
  )
}
