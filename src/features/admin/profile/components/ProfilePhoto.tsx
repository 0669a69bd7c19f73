import toast from 'react-hot-toast'
import { useT } from '../../shared/model/i18n.ts'
import { ImageUploadField } from '../../shared/ui/ImageUploadField.tsx'
import { removePhoto, uploadPhoto, type Profile } from '../api.ts'

/** Your photo, stored at once: beside your listings and on your agency's page. */
export function ProfilePhoto({ profile, onChange }: { profile: Profile; onChange: (profile: Profile) => void }) {
  const { t } = useT()
  return (
    <ImageUploadField
      label={t('profile.photo.label')}
      src={profile.photo}
      alt={t('profile.photo.alt', { name: profile.name })}
      placeholder={
        <span aria-hidden="true" className="text-2xl font-bold text-slate-500">
          {profile.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
      }
      hint={t('profile.photo.hint')}
      words={{
        upload: t('profile.photo.upload'),
        replace: t('profile.photo.replace'),
        uploading: t('profile.photo.uploading'),
        remove: t('profile.photo.remove'),
        wrongType: t('profile.photo.wrongType'),
        failed: t('profile.photo.error'),
      }}
      upload={async (file) => {
        onChange(await uploadPhoto(file))
        toast.success(t('profile.photo.saved'))
      }}
      remove={async () => {
        onChange(await removePhoto())
        toast.success(t('profile.photo.removed'))
      }}
      round
    />
  )
}
