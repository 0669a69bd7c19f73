import { useState, type SubmitEvent } from 'react'
import toast from 'react-hot-toast'
import { messageKey } from '../../../../shared/translator.ts'
import type { PropertyType } from '../../../../shared/types.ts'
import { useT } from '../../shared/model/i18n.ts'
import type { TypeValues } from '../components/TypeFields.tsx'
import { saveType, type TypeErrors } from './saveType.ts'

/** The type form's submit: checks, saves, toasts; what follows a save is the caller's (close the modal, back to the list). */
export function useTypeSave(values: TypeValues, existing: PropertyType | null, onSaved: (type: PropertyType) => void) {
  const { t } = useT()
  const [errors, setErrors] = useState<TypeErrors>({})
  const [saving, setSaving] = useState(false)

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (saving) return
    setSaving(true)
    const result = await saveType(values, existing)
    setSaving(false)
    if (result.ok) {
      toast.success(t(existing ? 'types.updated' : 'types.created'))
      onSaved(result.type)
      return
    }
    setErrors({ name: result.errors.name && t(messageKey(result.errors.name)), icon: result.errors.icon && t(messageKey(result.errors.icon)) })
    if (result.callFailed) toast.error(t('types.saveError'))
  }

  return { errors, saving, submit }
}
