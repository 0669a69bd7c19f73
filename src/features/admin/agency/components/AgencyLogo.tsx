import toast from 'react-hot-toast'
import { useT } from '../../shared/model/i18n.ts'
import { Icon } from '../../shared/ui/Icons.tsx'
import { ImageUploadField } from '../../shared/ui/ImageUploadField.tsx'
import { removeAgencyLogo, uploadAgencyLogo, type Agency } from '../api.ts'

/** The agency's logo, stored at once: on its public page and beside its listings. */
export function AgencyLogo({ agency, onChange }: { agency: Agency; onChange: (agency: Agency) => void }) {
  const { t } = useT()
  return (
    <ImageUploadField
      label={t('agency.logo.label')}
      src={agency.logo}
      alt={t('agency.logo.alt', { name: agency.name })}
      placeholder={<Icon name="Building" className="h-8 w-8 text-slate-400" />}
      hint={t('agency.logo.hint')}
      words={{
        upload: t('agency.logo.upload'),
        replace: t('agency.logo.replace'),
        uploading: t('agency.logo.uploading'),
        remove: t('agency.logo.remove'),
        wrongType: t('agency.logo.wrongType'),
        failed: t('agency.logo.error'),
      }}
      upload={async (file) => {
        onChange(await uploadAgencyLogo(file))
        toast.success(t('agency.logo.saved'))
      }}
      remove={async () => {
        onChange(await removeAgencyLogo())
        toast.success(t('agency.logo.removed'))
      }}
    />
  )
}
