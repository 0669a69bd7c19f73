import { useStore } from '@nanostores/react'
import { $session } from '../../../../lib/session.ts'
import { countries } from '../../shared/api/adminApi.ts'
import { useT } from '../../shared/model/i18n.ts'
import { useLoad } from '../../shared/model/useLoad.ts'
import { PageHeader } from '../../shared/ui/PageHeader.tsx'
import { PageLoadError, PageLoading } from '../../shared/ui/PageLoadStates.tsx'
import { SectionCard } from '../../shared/ui/SectionCard.tsx'
import type { AgencyView } from '../../../../shared/schemas/agency.ts'
import { agency } from '../api.ts'
import { AgencyDetails } from './AgencyDetails.tsx'
import { AgencyDetailsForm } from './AgencyDetailsForm.tsx'
import { AgencyLogo } from './AgencyLogo.tsx'
import { InviteForm } from './InviteForm.tsx'
import { MemberList } from './MemberList.tsx'

/** "Mi agencia" (/admin/agencia): its manager edits the details and logo and manages the members; an agent reads them. */
export function AgencyPage() {
  const { t } = useT()
  const isManager = useStore($session).user?.agencyRole === 'manager'
  const [load, reload, update] = useLoad(agency, 'agency')
  const [countryList] = useLoad(countries, 'countries')
  const countryChoices = countryList.status === 'ready' ? countryList.data : []
  const title = t('agency.title')
  if (load.status === 'loading') return <PageLoading title={title} text={t('agency.loading')} />
  if (load.status === 'error') return <PageLoadError title={title} message={t('agency.loadError')} onRetry={reload} />

  const { agency: details, members } = load.data
  const set = (change: Partial<AgencyView>) => update((data) => ({ ...data, ...change }))
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={title} subtitle={isManager ? t('agency.subtitleManager') : t('agency.subtitleAgent')} />
      <div className="flex flex-col gap-6">
        <SectionCard title={t('agency.details.title')} intro={isManager ? t('agency.details.intro') : t('agency.details.introAgent')}>
          {isManager ? (
            <>
              <AgencyLogo agency={details} onChange={(changed) => set({ agency: changed })} />
              <AgencyDetailsForm agency={details} countries={countryChoices} onSaved={(changed) => set({ agency: changed })} />
            </>
          ) : (
            <AgencyDetails agency={details} countries={countryChoices} />
          )}
        </SectionCard>
        <SectionCard title={t('agency.members.title')} intro={t('agency.members.intro')}>
          <MemberList members={members} canManage={isManager} onRemoved={(id) => set({ members: members.filter((m) => m.id !== id) })} />
        </SectionCard>
        {isManager && (
          <SectionCard title={t('agency.invite.title')} intro={t('agency.invite.intro')}>
            <InviteForm onInvited={(member) => set({ members: [...members, member] })} />
          </SectionCard>
        )}
      </div>
    </div>
  )
}
