import type { PropertyType } from '../../../../shared/types.ts'
import { propertyType } from '../api.ts'
import { useT } from '../../shared/model/i18n.ts'
import { navigate } from '../../shared/model/router.ts'
import { PageLoadError, PageLoading } from '../../shared/ui/PageLoadStates.tsx'
import { PageHeader } from '../../shared/ui/PageHeader.tsx'
import { useLoad } from '../../shared/model/useLoad.ts'
import { TYPES_PATH } from '../paths.ts'
import { TypeEditor } from './TypeEditor.tsx'

/** The create and edit pages of a property type (name and icon both required), back to the list once saved. */
export function PropertyTypePage({ id }: { id?: string }) {
  const { t } = useT()
  const [existing, reload] = useLoad<PropertyType | null>(() => (id ? propertyType(id) : Promise.resolve(null)), id ?? '')
  const title = id ? t('types.editTitle') : t('types.createTitle')
  if (existing.status === 'loading') return <PageLoading title={title} text={t('types.loadingOne')} />
  if (existing.status === 'error') return <PageLoadError title={title} message={t('types.loadOneError')} onRetry={reload} />
  return (
    <section>
      <PageHeader title={title} />
      <TypeEditor existing={existing.data} onSaved={() => navigate(TYPES_PATH)} />
    </section>
  )
}
