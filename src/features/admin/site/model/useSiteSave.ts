import { useRef, useState } from 'react'
import toast from 'react-hot-toast'
import { validate } from '../../../../shared/fieldErrors.ts'
import { SiteSettingsSchema } from '../../../../shared/schemas/siteSettings.ts'
import { messageKey } from '../../../../shared/translator.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { toastFormErrors } from '../../shared/model/formToasts.ts'
import { useT } from '../../shared/model/i18n.ts'
import { saveSiteDraft, type SiteDraft } from '../api.ts'
import type { SiteErrors, SiteForm } from './siteForm.ts'

/**
 * "Guardar borrador": the form checked with the shared schema (its messages on their fields), then
 * one PUT; the server's field errors land on the same fields. `onSaved` hears the saved draft.
 */
export function useSiteSave(onSaved: (draft: SiteDraft) => void) {
  const { t } = useT()
  const [saving, setSaving] = useState(false)
  const [errors, setErrors] = useState<SiteErrors>({})
  // Raised on every refusal, so the form moves the focus to the first marked field once it shows.
  const [refusals, setRefusals] = useState(0)
  const cancelToasts = useRef<() => void>(() => {})
  const busy = useRef(false)

  function refuse(found: SiteErrors) {
    setErrors(found)
    setRefusals((n) => n + 1)
    cancelToasts.current = toastFormErrors(t, Object.values(found))
  }

  async function save(values: SiteForm) {
    if (busy.current) return
    cancelToasts.current()
    const checked = validate(SiteSettingsSchema, values)
    if (!checked.success) {
      refuse(Object.fromEntries(checked.errors.map((e) => [e.path, t(messageKey(e.message))])))
      return
    }
    busy.current = true
    setSaving(true)
    try {
      const draft = await saveSiteDraft(values)
      setErrors({})
      toast.success(t('site.actions.saved'))
      onSaved(draft)
    } catch (error) {
      const failure = await failureOf(error)
      if (failure.status === 401) return
      toast.error(t('site.actions.saveError'))
      if (failure.errors?.length) refuse(Object.fromEntries(failure.errors.map((e) => [e.path, e.message])))
      else if (failure.message) toast.error(failure.message)
    } finally {
      busy.current = false
      setSaving(false)
    }
  }

  return { saving, errors, setErrors, refusals, save }
}
