import { lazy, Suspense } from 'react'
import { useT } from '../../shared/model/i18n.ts'
import { PageLoading } from '../../shared/ui/PageLoadStates.tsx'

// The screen and its Markdown renderer load when it is opened, not with the rest of the admin.
const SiteSettingsPage = lazy(() => import('./SiteSettingsPage.tsx').then((module) => ({ default: module.SiteSettingsPage })))

/** Sitio, as the screen table mounts it. */
export function SiteScreen() {
  const { t } = useT()
  return (
    <Suspense fallback={<PageLoading title={t('site.title')} text={t('site.loading')} />}>
      <SiteSettingsPage />
    </Suspense>
  )
}
