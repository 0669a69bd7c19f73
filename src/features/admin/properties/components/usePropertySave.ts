import { useRef, useState, type RefObject } from 'react'
import toast from 'react-hot-toast'
import type { Property } from '../../../../shared/types.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { toastFormErrors } from '../../shared/model/formToasts.ts'
import { useT } from '../../shared/model/i18n.ts'
import { navigate } from '../../shared/model/router.ts'
import { createProperty, updateProperty } from '../api.ts'
import { floorPlanUpload, type FloorPlan } from '../model/floorPlans.ts'
import { photoUpload, type Photo } from '../model/photoOrder.ts'
import { typedPropertyFormData, type PropertyFormValues } from '../model/propertyForm.ts'

export const LIST_PATH = '/admin/propiedades'

interface Options {
  existing: Property | null
  values: PropertyFormValues
  photos: Photo[]
  floorPlans: FloorPlan[]
  setErrors: (errors: Record<string, string>) => void
  /** Takes back the form's error toasts still showing; the save's own replace it. */
  cancelToastsRef: RefObject<() => void>
}

/** The confirmed save: one request with upload progress, then back to the list, or the server's errors. */
export function usePropertySave({ existing, values, photos, floorPlans, setErrors, cancelToastsRef }: Options) {
  const { t, lang } = useT()
  const [confirming, setConfirming] = useState(false)
  const [saving, setSaving] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  // State updates land on the next render; a ref stops a second click in the same frame from saving twice.
  const busy = useRef(false)

  function stop() {
    busy.current = false
    setSaving(false)
    setConfirming(false)
  }

  async function save() {
    if (busy.current) return
    busy.current = true
    setSaving(true)
    setProgress(0)
    let form: FormData
    try {
      // Each order names every picture of its list, stored or new (API: `imageOrder`, `floorPlanOrder`).
      form = typedPropertyFormData(values, { ...photoUpload(photos), ...floorPlanUpload(floorPlans) }, lang)
    } catch {
      toast.error(t('form.unexpected'))
      stop()
      return
    }
    try {
      if (!existing) {
        await createProperty(form, setProgress)
        toast.success(t('form.created'))
      } else {
        await updateProperty(existing.id, form, setProgress)
        toastSaved(existing)
      }
      navigate(LIST_PATH)
    } catch (error) {
      const failure = await failureOf(error)
      stop()
      setProgress(null)
      if (failure.status === 401) return
      toast.error(t(existing ? 'form.updateError' : 'form.createError'))
      // The server's rules (a status the operation cannot have, say) are marked on their fields too.
      if (failure.errors?.length) setErrors(Object.fromEntries(failure.errors.map((e) => [e.path, e.message])))
      const details = failure.errors?.map((e) => e.message) ?? (failure.message ? [failure.message] : [])
      if (details.length) cancelToastsRef.current = toastFormErrors(t, details)
    }
  }

  /**
   * Edit (docs/specs/admin-area.md §4): the PUT saved everything; the toasts still say what changed, as the
   * spec's follow-up calls did (docs/decisions/004-one-request-save.md).
   */
  function toastSaved(before: Property) {
    const statusChanged = (before.isActive === 1) !== values.isActive
    toast.success(t(statusChanged ? (values.isActive ? 'form.updatedActivated' : 'form.updatedDeactivated') : 'form.updated'))
    if (Boolean(before.isOpportunity) !== values.isOpportunity) toast.success(t(values.isOpportunity ? 'form.opportunityOn' : 'form.opportunityOff'))
  }

  return { confirming, setConfirming, saving, progress, save }
}
