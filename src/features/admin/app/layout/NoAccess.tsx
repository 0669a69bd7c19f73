import { useT } from '../../shared/model/i18n.ts'
import { PageHeader } from '../../shared/ui/PageHeader.tsx'

/** An admin who types a superadmin URL gets this, not a broken screen. */
export function NoAccess() {
  const { t } = useT()
  return (
    <section>
      <PageHeader title={t('noAccess.title')} />
      <div className="rounded-xl border border-amber-200 bg-amber-50 p-6 text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
        <p>{t('noAccess.text')}</p>
        <a href="/admin/dashboard" className="btn-primary mt-4">
          {t('noAccess.back')}
        </a>
      </div>
    </section>
  )
}

export function UnknownScreen() {
  const { t } = useT()
  return (
    <section>
      <PageHeader title={t('unknown.title')} />
      <p className="text-slate-700 dark:text-slate-300">{t('unknown.text')}</p>
      <a href="/admin/dashboard" className="btn-primary mt-4">
        {t('noAccess.back')}
      </a>
    </section>
  )
}
