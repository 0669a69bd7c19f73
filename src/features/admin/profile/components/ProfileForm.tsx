import { useStore } from '@nanostores/react'
import { useState, type SubmitEvent } from 'react'
import toast from 'react-hot-toast'
import { $session, startSession } from '../../../../lib/session.ts'
import { LANGUAGES, type Language } from '../../../../shared/constants.ts'
import { errorsByField, validate } from '../../../../shared/fieldErrors.ts'
import { ProfileSchema, type ProfileData } from '../../../../shared/schemas/profile.ts'
import { messageKey } from '../../../../shared/translator.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { $lang, useT } from '../../shared/model/i18n.ts'
import { SelectField } from '../../shared/ui/choiceFields.tsx'
import { TextField } from '../../shared/ui/fields.tsx'
import { SubmitButton } from '../../shared/ui/FormButtons.tsx'
import { saveProfile, type Profile } from '../api.ts'

type Field = keyof ProfileData

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
    const input = { name: values.name, phoneNumber: values.phoneNumber.trim() || null, whatsapp: values.whatsapp.trim() || null, language: values.language }
    const parsed = validate(ProfileSchema, input)
    setErrors(errorsByField<Field>(parsed.errors, (message) => t(messageKey(message))))
    if (!parsed.success) return
    setSaving(true)
    try {
      const saved = await saveProfile(parsed.output)
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
      <TextField label={t('profile.fields.phone')} type="tel" autoComplete="tel" maxLength={20} value={values.phoneNumber} onChange={set('phoneNumber')} error={errors.phoneNumber} disabled={saving} />
      <TextField
        label={t('profile.fields.whatsapp')}
        type="tel"
        autoComplete="tel"
        maxLength={20}
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
