import { useT } from '../../shared/model/i18n.ts'
import { useLoad } from '../../shared/model/useLoad.ts'
import { PageHeader } from '../../shared/ui/PageHeader.tsx'
import { PageLoadError, PageLoading } from '../../shared/ui/PageLoadStates.tsx'
import { SectionCard } from '../../shared/ui/SectionCard.tsx'
import { profile, type Profile } from '../api.ts'
import { EmailChangeForm } from './EmailChangeForm.tsx'
import { ProfileForm } from './ProfileForm.tsx'
import { ProfilePhoto } from './ProfilePhoto.tsx'

/** "Mi perfil" (/admin/perfil): what visitors and the agency see of you, and the address you sign in with. */
export function ProfilePage() {
  const { t } = useT()
  const [load, reload, update] = useLoad(profile, 'profile')
  const title = t('profile.title')
  if (load.status === 'loading') return <PageLoading title={title} text={t('profile.loading')} />
  if (load.status === 'error') return <PageLoadError title={title} message={t('profile.loadError')} onRetry={reload} />
  const set = (changed: Profile) => update(() => changed)
  const me = load.data
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={title} subtitle={t('profile.subtitle')} />
      <div className="flex flex-col gap-6">
        <SectionCard title={t('profile.details.title')} intro={t('profile.details.intro')}>
          <ProfilePhoto profile={me} onChange={set} />
          <ProfileForm profile={me} onSaved={set} />
        </SectionCard>
        <SectionCard title={t('profile.email.title')} intro={t('profile.email.intro', { email: me.email })}>
          <EmailChangeForm current={me.email} />
        </SectionCard>
      </div>
    </div>
  )
}
