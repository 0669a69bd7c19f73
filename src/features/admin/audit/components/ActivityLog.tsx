import { useT } from '../../shared/model/i18n.ts'
import { useClampedPage } from '../../shared/model/useListState.ts'
import { useLoad } from '../../shared/model/useLoad.ts'
import { ListPager } from '../../shared/ui/ListPager.tsx'
import { LoadError } from '../../shared/ui/LoadError.tsx'
import { PageHeader } from '../../shared/ui/PageHeader.tsx'
import { auditPage } from '../api.ts'
import { auditQueryOf, reversedDays } from '../model/auditState.ts'
import { useAuditState } from '../model/useAuditState.ts'
import { AuditEntries } from './AuditEntries.tsx'
import { AuditFilters } from './AuditFilters.tsx'

/**
 * Actividad (/admin/actividad, superadmin): the audit log, newest first, filtered by user, action
 * and days, with every filter in the address; paged on the server.
 */
export function ActivityLog() {
  const { t } = useT()
  const { state, change, key } = useAuditState()
  const reversed = reversedDays(state)
  // Days the wrong way round ask for nothing: the filter says what to fix instead.
  const [list, reload] = useLoad(() => (reversed ? Promise.resolve(null) : auditPage(auditQueryOf(state))), `audit${key}`)
  const page = list.status === 'ready' ? list.data : null
  useClampedPage(state.page, state.size, page?.pagination.total, change)
  const filtered = Boolean(state.actor || state.action || state.from || state.to)

  return (
    <section>
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <AuditFilters state={state} onChange={change} />
      {list.status === 'loading' && (
        <p role="status" aria-busy="true" className="text-slate-700 dark:text-slate-300">
          {t('audit.loading')}
        </p>
      )}
      {list.status === 'error' && <LoadError message={t('audit.loadError')} onRetry={reload} />}
      {page && page.data.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">{filtered ? t('audit.emptyFiltered') : t('audit.empty')}</p>
      )}
      {page && page.data.length > 0 && (
        <>
          <AuditEntries entries={page.data} onActor={(actor) => change({ actor })} />
          <ListPager page={state.page} size={state.size} total={page.pagination.total} label={t('audit.pages')} onPage={(n) => change({ page: n })} onSize={(size) => change({ size })} />
        </>
      )}
    </section>
  )
}
