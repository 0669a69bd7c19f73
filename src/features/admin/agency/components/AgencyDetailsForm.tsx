import { useState, type SubmitEvent } from 'react'
import toast from 'react-hot-toast'
import { errorsByField, validate } from '../../../../shared/fieldErrors.ts'
import { AgencyUpdateSchema } from '../../../../shared/schemas/agency.ts'
import { messageKey } from '../../../../shared/translator.ts'
import type { IdName } from '../../../../shared/types.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { useT } from '../../shared/model/i18n.ts'
import { SelectField } from '../../shared/ui/choiceFields.tsx'
import { TextField } from '../../shared/ui/fields.tsx'
import { SubmitButton } from '../../shared/ui/FormButtons.tsx'
import { saveAgency, type Agency, type AgencyInput } from '../api.ts'

type Field = keyof AgencyInput

/** The agency's public details, saved in one PUT /api/agency; the server's field errors shown under each field. */
export function AgencyDetailsForm({ agency, countries, onSaved }: { agency: Agency; countries: IdName[]; onSaved: (agency: Agency) => void }) {
  const { t } = useT()
  const [values, setValues] = useState({
    name: agency.name,
    phone: agency.phone ?? '',
    whatsapp: agency.whatsapp ?? '',
    email: agency.email ?? '',
    address: agency.address ?? '',
    countryId: agency.countryId ?? '',
    licence: agency.licence ?? '',
  })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [saving, setSaving] = useState(false)
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }))

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (saving) return
    const parsed = validate(AgencyUpdateSchema, values)
    setErrors(errorsByField<Field>(parsed.errors, (message) => t(messageKey(message))))
    if (!parsed.success) return
    // Sent as typed (trimmed by the server's same schema): a blank optional field clears it.
    const input: AgencyInput = { ...values }
    setSaving(true)
    try {
      onSaved(await saveAgency(input))
      toast.success(t('agency.details.saved'))
    } catch (caught) {
      const failure = await failureOf(caught)
      setErrors(errorsByField<Field>(failure.errors ?? []))
      toast.error(failure.errors?.length ? t('agency.details.saveError') : failure.message || t('agency.details.saveError'))
    } finally {
      setSaving(false)
    }
  }

  const text = (field: Exclude<Field, 'countryId'>, type: string, autoComplete: string, maxLength: number, required = false) => (
    <TextField
      label={t(`agency.fields.${field}`)}
      type={type}
      autoComplete={autoComplete}
      maxLength={maxLength}
      required={required}
      value={values[field]}
      onChange={set(field)}
      error={errors[field]}
      disabled={saving}
    />
  )
  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
      {text('name', 'text', 'organization', 120, true)}
      {text('email', 'email', 'email', 254)}
      {text('phone', 'tel', 'tel', 30)}
      {text('whatsapp', 'tel', 'tel', 30)}
      {text('address', 'text', 'street-address', 300)}
      <SelectField
        label={t('agency.fields.country')}
        value={values.countryId}
        onChange={set('countryId')}
        choices={[{ value: '', label: t('agency.details.chooseCountry') }, ...countries.map((c) => ({ value: c.id, label: c.name }))]}
        error={errors.countryId}
        required
        disabled={saving}
      />
      {text('licence', 'text', 'off', 60)}
      <div className="sm:col-span-2">
        <SubmitButton busy={saving} label={t('agency.details.submit')} busyLabel={t('agency.details.saving')} />
      </div>
    </form>
  )
}
