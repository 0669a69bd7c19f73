import { useState } from 'react'
import type { PropertyType } from '../../../../shared/types.ts'
import { propertyType } from '../api.ts'
import { useT } from '../../shared/model/i18n.ts'
import { navigate } from '../../shared/model/router.ts'
import { PageLoadError, PageLoading } from '../../shared/ui/PageLoadStates.tsx'
import { PageHeader } from '../../shared/ui/PageHeader.tsx'
import { Spinner } from '../../shared/ui/Spinner.tsx'
import { useLoad } from '../../shared/model/useLoad.ts'
import { useTypeSave } from '../model/useTypeSave.ts'
import { TypeFields, type TypeValues } from './TypeFields.tsx'

const LIST_PATH = '/admin/property-types'

/** The create and edit pages of a property type (name and icon both required). */
export function PropertyTypePage({ id }: { id?: string }) {
  const { t } = useT()
  const [existing, reload] = useLoad<PropertyType | null>(() => (id ? propertyType(id) : Promise.resolve(null)), id ?? '')
  const title = id ? t('types.editTitle') : t('types.createTitle')
  if (existing.status === 'loading') return <PageLoading title={title} text={t('types.loadingOne')} />
  if (existing.status === 'error') return <PageLoadError title={title} message={t('types.loadOneError')} onRetry={reload} />
  return (
    <section>
      <PageHeader title={title} />
      <TypeForm existing={existing.data} />
    </section>
  )
}

function TypeForm({ existing }: { existing: PropertyType | null }) {
  const { t } = useT()
  const [values, setValues] = useState<TypeValues>({ name: existing?.name ?? '', icon: existing?.icon ?? '', isActive: existing ? existing.isActive === 1 : true })
  const { errors, saving, submit } = useTypeSave(values, existing, () => navigate(LIST_PATH))

  return (
    <form noValidate onSubmit={submit} className="max-w-2xl rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <TypeFields values={values} set={(change) => setValues((v) => ({ ...v, ...change }))} errors={errors} disabled={saving} />
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <a href={LIST_PATH} className="btn-outline">
          {t('common.cancel')}
        </a>
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving && <Spinner />}
          {t('types.save')}
        </button>
      </div>
    </form>
  )
}
