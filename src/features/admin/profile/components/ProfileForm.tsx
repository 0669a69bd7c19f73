import { useStore } from '@nanostores/react'
import { useState, type SubmitEvent } from 'react'
import toast from 'react-hot-toast'
import { $session, startSession } from '../../../../lib/session.ts'
import { LANGUAGES, type Language } from '../../../../shared/constants.ts'
import { errorsByField } from '../../../../shared/fieldErrors.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { $lang, useT } from '../../shared/model/i18n.ts'
import { SelectField } from '../../shared/ui/choiceFields.tsx'
import { TextField } from '../../shared/ui/fields.tsx'
import { SubmitButton } from '../../shared/ui/FormButtons.tsx'
import { saveProfile, type Profile, type ProfileInput } from '../api.ts'

type Field = keyof ProfileInput
/** A phone number as people type it: digits with spaces, dots, dashes, brackets and a leading +. */
const PHONE = /^\+?[\d\s().-]{6,25}$/

/** Name, phone, WhatsApp and language; saving the language also switches the panel to it. */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const { t } = useT()
  const session = useStore($session)
  const [values, setValues] = useState({ name: profile.name, phoneNumber: profile.phoneNumber ?? '', whatsapp: profile.whatsapp ?? '', language: profile.language })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [saving, setSaving] = useState(false)
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }))

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (saving) return
    const input: ProfileInput = { name: values.name.trim(), phoneNumber: values.phoneNumber.trim() || null, whatsapp: values.whatsapp.trim() || null, language: values.language }
    const found: Partial<Record<Field, string>> = {}
    if (input.name.length < 2) found.name = t('profile.details.nameRequired')
    if (input.phoneNumber && !PHONE.test(input.phoneNumber)) found.phoneNumber = t('profile.details.phoneInvalid')
    if (input.whatsapp && !PHONE.test(input.whatsapp)) found.whatsapp = t('profile.details.phoneInvalid')
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSaving(true)
    try {
      const saved = await saveProfile(input)
      onSaved(saved)
      // The sidebar names the user from the session's record.
      if (session.user) startSession({ ...session.user, name: saved.name, phoneNumber: saved.phoneNumber })
      toast.success(t('profile.details.saved'))
      $lang.set(saved.language)
    } catch (caught) {
      const failure = await failureOf(caught)
      setErrors(errorsByField<Field>(failure.errors ?? []))
      toast.error(failure.errors?.length ? t('profile.details.saveError') : failure.message || t('profile.details.saveError'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
      <TextField
        className="sm:col-span-2"
        label={t('profile.fields.name')}
        autoComplete="name"
        maxLength={100}
        required
        value={values.name}
        onChange={set('name')}
        error={errors.name}
        disabled={saving}
      />
      <TextField label={t('profile.fields.phone')} type="tel" autoComplete="tel" maxLength={25} value={values.phoneNumber} onChange={set('phoneNumber')} error={errors.phoneNumber} disabled={saving} />
      <TextField
        label={t('profile.fields.whatsapp')}
        type="tel"
        autoComplete="tel"
        maxLength={25}
        value={values.whatsapp}
        onChange={set('whatsapp')}
        error={errors.whatsapp}
        hint={t('profile.fields.whatsappHint')}
        disabled={saving}
      />
      <SelectField
        label={t('profile.fields.language')}
        value={values.language}
        onChange={(value) => setValues((v) => ({ ...v, language: value as Language }))}
        choices={LANGUAGES.map((l) => ({ value: l, label: t(`layout.languages.${l}`) }))}
        hint={t('profile.fields.languageHint')}
        error={errors.language}
        disabled={saving}
      />
      <div className="sm:col-span-2">
        <SubmitButton busy={saving} label={t('profile.details.submit')} busyLabel={t('profile.details.saving')} />
      </div>
    </form>
  )
}
