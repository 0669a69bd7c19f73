import { api } from '../../../lib/api.ts'
import type { KeysOf, Translate } from '../../../lib/messages.ts'
import type { Language } from '../../../shared/constants.ts'
import { AlertForm, type FormDefences } from '../../../components/alerts/AlertForm.tsx'

interface Props {
  /** The search's address, as the page keeps it (`?country=…`). */
  search: string
  lang: Language
  t: Translate<KeysOf<'alerts' | 'contact.altcha'>>
}

/** "Crear alerta": this search, by email, once the address confirms it (double opt-in). */
export function CreateAlert({ search, lang, t }: Props) {
  const send = async (email: string, frequency: string, defences: FormDefences) =>
    (await api.post('saved-searches', { json: { email, query: search, frequency, lang, ...defences } }).json<{ message: string }>()).message
  return <AlertForm label={t('alerts.create')} submitLabel={t('alerts.submit')} withFrequency send={send} t={t} />
}
