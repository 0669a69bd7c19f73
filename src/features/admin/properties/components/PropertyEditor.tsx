import { messageKey } from '../../../../shared/translator.ts'
import { useRef, useState, type SubmitEvent } from 'react'
import toast from 'react-hot-toast'
import type { IdName, Property, PropertyType } from '../../../../shared/types.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { cities, createProperty, updateProperty } from '../api.ts'
import { toastFormErrors } from '../../shared/model/formToasts.ts'
import { useT } from '../../shared/model/i18n.ts'
import { checkTypedPropertyFields, EMPTY_PROPERTY_FORM, formValuesOf, typedPropertyFormData, type PropertyFormValues } from '../model/propertyForm.ts'
import { localNumbers, relocalizeNumbers } from '../model/localNumbers.ts'
import { farPinKm } from '../model/farPin.ts'
import { applyFormChange } from '../model/listingStatus.ts'
import { photoSelection, photoUpload, storedPhotos, type Photo } from '../model/photoOrder.ts'
import type { PriceType } from '../../../../shared/domain.ts'
import { navigate } from '../../shared/model/router.ts'
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx'
import { Spinner } from '../../shared/ui/Spinner.tsx'
import { useLoad } from '../../shared/model/useLoad.ts'
import { ImagesSection } from './ImagesSection.tsx'
import { PropertyFields } from './PropertyFields.tsx'
import { UploadProgress } from './UploadProgress.tsx'

const LIST_PATH = '/admin/propiedades'

interface Props {
  existing: Property | null
  countries: IdName[]
  types: PropertyType[]
}

/** The property form itself: checks, confirmation, and one save request with upload progress. */
export function PropertyEditor({ existing, countries, types }: Props) {
  const { t, lang } = useT()
  const [values, setValues] = useState<PropertyFormValues>(() => (existing ? localNumbers(formValuesOf(existing), lang) : EMPTY_PROPERTY_FORM))
  // The numbers are typed the language's way: a language switched mid-edit rewrites them so that "185.000" stays 185000.
  const [valuesLang, setValuesLang] = useState(lang)
  if (lang !== valuesLang) {
    setValuesLang(lang)
    setValues(relocalizeNumbers(values, valuesLang, lang))
  }
  const [photos, setPhotos] = useState<Photo[]>(() => (existing ? storedPhotos(existing.mainImage, existing.images) : []))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [confirming, setConfirming] = useState(false)
  const [saving, setSaving] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const cancelToasts = useRef<() => void>(() => {})
  // State updates land on the next render; a ref stops a second click in the same frame from saving twice.
  const busy = useRef(false)
  const [cityList] = useLoad(() => (values.countryId ? cities(values.countryId) : Promise.resolve([])), values.countryId)
  // A pin far from its city is named again in the save confirmation: saving it is a choice, not a slip.
  const farCity = cityList.status === 'ready' ? cityList.data.find((c) => c.id === values.cityId) : undefined
  const farPin = farPinKm(values, farCity)

  // The operation whose arrival put the availability back to "available", while that notice applies.
  const [statusResetBy, setStatusResetBy] = useState<PriceType | null>(null)

  function set(change: Partial<PropertyFormValues>) {
    const { values: next, resetStatus } = applyFormChange(values, change)
    setValues(next)
    if (resetStatus) setStatusResetBy(next.priceType as PriceType)
    else if (change.priceType !== undefined || change.statusId !== undefined) setStatusResetBy(null)
  }

  function check(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (saving) return
    const found = checkTypedPropertyFields(values, photoSelection(photos), lang)
    const messages = found.map(([field, key, params]): [string, string] => [field, t(messageKey(key), params)])
    setErrors(Object.fromEntries(messages))
    cancelToasts.current()
    if (found.length > 0) {
      cancelToasts.current = toastFormErrors(
        t,
        messages.map(([, message]) => message),
      )
      return
    }
    setConfirming(true)
  }

  async function save() {
    if (busy.current) return
    busy.current = true
    setSaving(true)
    setProgress(0)
    let form: FormData
    try {
      // The order names every photo, stored or new, cover first (API: `imageOrder`).
      form = typedPropertyFormData(values, photoUpload(photos), lang)
    } catch {
      toast.error(t('form.unexpected'))
      busy.current = false
      setSaving(false)
      setConfirming(false)
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
      busy.current = false
      setConfirming(false)
      setSaving(false)
      setProgress(null)
      if (failure.status === 401) return
      toast.error(t(existing ? 'form.updateError' : 'form.createError'))
      // The server's rules (a status the operation cannot have, say) are marked on their fields too.
      if (failure.errors?.length) setErrors(Object.fromEntries(failure.errors.map((e) => [e.path, e.message])))
      const details = failure.errors?.map((e) => e.message) ?? (failure.message ? [failure.message] : [])
      if (details.length) cancelToasts.current = toastFormErrors(t, details)
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

  return (
    <form noValidate onSubmit={check} className="flex flex-col gap-6" aria-busy={saving}>
      {cityList.status === 'error' && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-900 dark:bg-red-950/50 dark:text-red-100">
          {t('form.citiesError')}
        </p>
      )}
      <PropertyFields
        values={values}
        set={set}
        errors={errors}
        countries={countries}
        cities={cityList.status === 'ready' ? cityList.data : []}
        types={types}
        disabled={saving}
        statusNotice={statusResetBy ? t(`form.statusReset.${statusResetBy}`) : undefined}
      />
      <ImagesSection photos={photos} onChange={setPhotos} disabled={saving} errors={{ mainImage: errors.mainImage, images: errors.images, imageOrder: errors.imageOrder }} />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <a href={LIST_PATH} className="btn-outline" aria-disabled={saving}>
          {t('common.cancel')}
        </a>
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving && <Spinner />}
          {existing ? t('form.submitUpdate') : t('form.submitCreate')}
        </button>
      </div>

      <ConfirmDialog
        open={confirming}
        busy={saving}
        title={existing ? t('form.confirmUpdateTitle') : t('form.confirmCreateTitle')}
        confirmLabel={existing ? t('form.confirmUpdate') : t('form.confirmCreate')}
        onConfirm={save}
        onCancel={() => setConfirming(false)}
      >
        {existing ? t('form.confirmUpdateText', { title: values.title.trim() }) : t('form.confirmCreateText', { title: values.title.trim() })}
        {farPin !== null && farCity && (
          <strong className="mt-3 block text-amber-800 dark:text-amber-300" data-far-pin-confirm>
            {t('form.mapPin.farConfirm', { km: farPin, city: farCity.name })}
          </strong>
        )}
        {/* Inside the dialog: it stays open during the save and would cover a bar on the page. */}
        {progress !== null && <UploadProgress fraction={progress} />}
      </ConfirmDialog>
    </form>
  )
}
