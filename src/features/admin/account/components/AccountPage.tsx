import { useT } from '../../shared/model/i18n.ts'
import { PageHeader } from '../../shared/ui/PageHeader.tsx'
import { PasswordSection } from './PasswordSection.tsx'
import { SessionsSection } from './SessionsSection.tsx'
import { TwoFactorSection } from './TwoFactorSection.tsx'

/**
 * "Mi cuenta" (/admin/cuenta): the signed-in user's own account, one section per concern.
 */
export function AccountPage() {
  const { t } = useT()
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('account.title')} subtitle={t('account.subtitle')} />
      <div className="flex flex-col gap-6">
        <PasswordSection />
        <TwoFactorSection />
        <SessionsSection />
      </div>
    </div>
  )
}
