import type { Property } from '../../../../shared/types.ts'
import { propertyTypes } from '../../shared/api/adminApi.ts'
import { countries, defaultCurrency, propertyForEdit } from '../api.ts'
import { useT } from '../../shared/model/i18n.ts'
import { LoadNote } from '../../shared/ui/LoadError.tsx'
import { PageHeader } from '../../shared/ui/PageHeader.tsx'
import { PageLoadError, PageLoading } from '../../shared/ui/PageLoadStates.tsx'
import { useLoad } from '../../shared/model/useLoad.ts'
import { PropertyEditor } from './PropertyEditor.tsx'

/** Create (/admin/propiedades/crear) and edit (/admin/propiedades/editar/{id}): loads, then the form. */
export function PropertyForm({ id }: { id?: string }) {
  const { t } = useT()
  const [countryList] = useLoad(countries, 'countries')
  const [typeList] = useLoad(propertyTypes, 'types')
  const [existing, reload] = useLoad<Property | null>(() => (id ? propertyForEdit(id) : Promise.resolve(null)), `edit:${id ?? ''}`)
  // A new listing starts in the operator's currency (Sitio); without an answer, in the form's own default.
  const [currency] = useLoad(() => (id ? Promise.resolve(null) : defaultCurrency()), `currency:${id ?? ''}`)
  const title = id ? t('form.editTitle') : t('form.createTitle')

  if (existing.status === 'loading' || currency.status === 'loading') return <PageLoading title={title} text={t('form.loading')} />
  if (existing.status === 'error') {
    const { status, message } = existing.error
    return (
      <PageLoadError title={title} message={status === 404 ? t('form.notFound') : t('form.loadError', { message: message || String(status || '—') })} onRetry={status === 404 ? undefined : reload}>
        <a href="/admin/propiedades" className="btn-outline mt-4">
          {t('form.backToList')}
        </a>
      </PageLoadError>
    )
  }
  return (
    <section>
      <PageHeader title={title} subtitle={existing.data?.title} />
      {countryList.status === 'error' && <LoadNote className="mb-4" message={t('form.countriesError')} />}
      {typeList.status === 'error' && <LoadNote className="mb-4" message={t('form.metadataError')} />}
      <PropertyEditor
        existing={existing.data}
        defaultCurrency={currency.status === 'ready' ? (currency.data ?? undefined) : undefined}
        countries={countryList.status === 'ready' ? countryList.data : []}
        types={typeList.status === 'ready' ? typeList.data.filter((type) => type.isActive === 1 || type.id === existing.data?.propertyTypeId) : []}
      />
    </section>
  )
}
