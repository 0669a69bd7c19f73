import { useT } from '../../shared/model/i18n.ts'
import { TextField } from '../../shared/ui/fields.tsx'
import type { SiteErrors, SiteForm } from '../model/siteForm.ts'
import { SocialLinks } from './SocialLinks.tsx'
import { TextList } from './TextList.tsx'

interface Props {
  values: SiteForm
  set: (change: Partial<SiteForm>) => void
  errors: SiteErrors
  disabled?: boolean
}

/** Phones, e-mails, WhatsApp, address and the social networks. */
export function ContactFields({ values, set, errors, disabled }: Props) {
  const { t } = useT()
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextList
        type="tel"
        legend={t('site.fields.phones')}
        itemLabel={(n) => t('site.contacts.phone', { n })}
        addLabel={t('site.contacts.addPhone')}
        removeLabel={(n) => t('site.contacts.removePhone', { n })}
        items={values.phones}
        onChange={(phones) => set({ phones })}
        path="phones"
        errors={errors}
        disabled={disabled}
      />
      <TextList
        type="email"
        legend={t('site.fields.emails')}
        itemLabel={(n) => t('site.contacts.email', { n })}
        addLabel={t('site.contacts.addEmail')}
        removeLabel={(n) => t('site.contacts.removeEmail', { n })}
        items={values.emails}
        onChange={(emails) => set({ emails })}
        path="emails"
        errors={errors}
        disabled={disabled}
      />
      <TextField
        type="tel"
        label={t('site.fields.whatsapp')}
        hint={t('site.contacts.whatsappHint')}
        value={values.whatsapp}
        onChange={(whatsapp) => set({ whatsapp })}
        error={errors.whatsapp}
        required
        maxLength={20}
        disabled={disabled}
      />
      <TextField label={t('site.fields.address')} value={values.address} onChange={(address) => set({ address })} error={errors.address} required maxLength={200} disabled={disabled} />
      <div className="sm:col-span-2">
        <SocialLinks links={values.social} onChange={(social) => set({ social })} errors={errors} disabled={disabled} />
      </div>
    </div>
  )
}
