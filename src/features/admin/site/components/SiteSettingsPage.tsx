import { useT } from '../../shared/model/i18n.ts'
import { useLoad } from '../../shared/model/useLoad.ts'
import { PageHeader } from '../../shared/ui/PageHeader.tsx'
import { PageLoadError, PageLoading } from '../../shared/ui/PageLoadStates.tsx'
import { siteDraft } from '../api.ts'
import { SiteWorkspace } from './SiteWorkspace.tsx'

/** Sitio (/admin/sitio, superadmin): the portal's brand, contacts and page texts; publish and restore. */
export function SiteSettingsPage() {
  const { t } = useT()
  const [draft, reload] = useLoad(siteDraft, 'site-draft')
  const title = t('site.title')
  if (draft.status === 'loading') return <PageLoading title={title} text={t('site.loading')} />
  if (draft.status === 'error') return <PageLoadError title={title} message={t('site.loadError')} onRetry={reload} />
  return (
    <section>
      <PageHeader title={title} subtitle={t('site.subtitle')} />
      <SiteWorkspace initial={draft.data} />
    </section>
  )
}
