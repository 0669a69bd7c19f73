import { messageKey } from '../../../../shared/translator.ts'
import { useRef, useState, type SubmitEvent } from 'react'
import type { IdName, Property, PropertyType } from '../../../../shared/types.ts'
import { cities } from '../api.ts'
import { toastFormErrors } from '../../shared/model/formToasts.ts'
import { useT } from '../../shared/model/i18n.ts'
import { checkTypedPropertyFields, EMPTY_PROPERTY_FORM, formValuesOf, type PropertyFormValues } from '../model/propertyForm.ts'
import { localNumbers, relocalizeNumbers } from '../model/localNumbers.ts'
import { farPinKm } from '../model/farPin.ts'
import { applyFormChange } from '../model/listingStatus.ts'
import { photoSelection, storedPhotos, type Photo } from '../model/photoOrder.ts'
import { storedFloorPlans, type FloorPlan } from '../model/floorPlans.ts'
import type { PriceType } from '../../../../shared/domain.ts'
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx'
import { FormActions } from '../../shared/ui/FormButtons.tsx'
import { LoadNote } from '../../shared/ui/LoadError.tsx'
import { useLoad } from '../../shared/model/useLoad.ts'
import { FloorPlansSection } from './FloorPlansSection.tsx'
import { ImagesSection } from './ImagesSection.tsx'
import { PropertyFields } from './PropertyFields.tsx'
import { UploadProgress } from './UploadProgress.tsx'
import { LIST_PATH, usePropertySave } from './usePropertySave.ts'

interface Props {
  existing: Property | null
  countries: IdName[]
  types: PropertyType[]
  /** A new listing's currency (the operator's default); the form's own default without it. */
  defaultCurrency?: string
}

/** The property form itself: checks, confirmation, and one save request with upload progress. */
export function PropertyEditor({ existing, countries, types, defaultCurrency }: Props) {
  const { t, lang } = useT()
  const [values, setValues] = useState<PropertyFormValues>(() =>
    existing ? localNumbers(formValuesOf(existing), lang) : { ...EMPTY_PROPERTY_FORM, currency: defaultCurrency ?? EMPTY_PROPERTY_FORM.currency },
  )
  // The numbers are typed the language's way: a language switched mid-edit rewrites them so that "185.000" stays 185000.
  const [valuesLang, setValuesLang] = useState(lang)
  if (lang !== valuesLang) {
    setValuesLang(lang)
    setValues(relocalizeNumbers(values, valuesLang, lang))
  }
  const [photos, setPhotos] = useState<Photo[]>(() => (existing ? storedPhotos(existing.mainImage, existing.images) : []))
  const [floorPlans, setFloorPlans] = useState<FloorPlan[]>(() => (existing ? storedFloorPlans(existing.floorPlans) : []))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const cancelToastsRef = useRef<() => void>(() => {})
  const { confirming, setConfirming, saving, progress, save } = usePropertySave({ existing, values, photos, floorPlans, setErrors, cancelToastsRef })
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
    cancelToastsRef.current()
    if (found.length > 0) {
      cancelToastsRef.current = toastFormErrors(
        t,
        messages.map(([, message]) => message),
      )
      return
    }
    setConfirming(true)
  }

  return (
    <form noValidate onSubmit={check} className="flex flex-col gap-6" aria-busy={saving}>
      {cityList.status === 'error' && <LoadNote message={t('form.citiesError')} />}
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
      <FloorPlansSection plans={floorPlans} onChange={setFloorPlans} disabled={saving} errors={{ floorPlans: errors.floorPlans, floorPlanOrder: errors.floorPlanOrder }} />
      <FormActions cancelHref={LIST_PATH} cancelLabel={t('common.cancel')} cancelDisabled={saving} busy={saving} label={existing ? t('form.submitUpdate') : t('form.submitCreate')} />

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
