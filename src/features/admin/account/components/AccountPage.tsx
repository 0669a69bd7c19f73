import { PageHeader } from '../../shared/ui/PageHeader.tsx'
import { useT } from '../../shared/model/i18n.ts'
import { TwoFactorSection } from './TwoFactorSection.tsx'

/** The signed-in user's own account screen (/admin/cuenta). */
export function AccountPage() {
  const { t } = useT()
  return (
    <>
      <PageHeader title={t('account.title')} subtitle={t('account.subtitle')} />
      <div className="flex max-w-3xl flex-col gap-6">
        <TwoFactorSection />
      </div>
    </>
  )
}
