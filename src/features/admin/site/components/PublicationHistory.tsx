import { useState, type RefObject } from 'react'
import toast from 'react-hot-toast'
import { INTL_LOCALE } from '../../../../shared/locale.ts'
import { failureOf } from '../../shared/api/adminApi.ts'
import { useT } from '../../shared/model/i18n.ts'
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx'
import { Badge } from '../../shared/ui/Badge.tsx'
import { Icon } from '../../shared/ui/Icons.tsx'
import { LoadError } from '../../shared/ui/LoadError.tsx'
import { LoadingRows } from '../../shared/ui/LoadingRows.tsx'
import type { Load } from '../../shared/model/useLoad.ts'
import { restoreSitePublication, type SitePublication } from '../api.ts'
import { changedList } from '../model/changedFields.ts'

interface Props {
  publications: Load<SitePublication[]>
  onRetry: () => void
  /** Unsaved edits would be replaced by the restored version: the confirmation says so. */
  dirty: boolean
  onRestored: (publication: SitePublication) => void
  /** The section's heading, where the screen puts the focus after a restore. */
  headingRef: RefObject<HTMLHeadingElement | null>
}

/** Every publication, newest (live) first; an earlier one can go live again. */
export function PublicationHistory({ publications, onRetry, dirty, onRestored, headingRef }: Props) {
  const { t, lang } = useT()
  const [confirming, setConfirming] = useState<SitePublication | null>(null)
  const [restoring, setRestoring] = useState(false)
  const when = new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short' })

  async function restore() {
    if (!confirming || restoring) return
    setRestoring(true)
    try {
      await restoreSitePublication(confirming.id)
      toast.success(t('site.history.restored', { id: confirming.id }))
      setConfirming(null)
      onRestored(confirming)
    } catch (error) {
      const failure = await failureOf(error)
      if (failure.status !== 401) toast.error(failure.message || t('site.history.restoreError'))
    } finally {
      setRestoring(false)
    }
  }

  return (
    <section aria-labelledby="site-history-title" className="mt-8">
      <h2 id="site-history-title" ref={headingRef} tabIndex={-1} className="mb-3 text-lg font-semibold">
        {t('site.history.title')}
      </h2>
      {publications.status === 'loading' && <LoadingRows label={t('site.history.loading')} />}
      {publications.status === 'error' && <LoadError message={t('site.history.loadError')} onRetry={onRetry} />}
      {publications.status === 'ready' && publications.data.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{t('site.history.empty')}</p>}
      {publications.status === 'ready' && publications.data.length > 0 && (
        <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {publications.data.map((publication, index) => (
            <li key={publication.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="publication">
              <div className="min-w-0 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-white">
                  <span>#{publication.id}</span>
                  <time dateTime={publication.publishedAt}>{when.format(new Date(publication.publishedAt))}</time>
                  {index === 0 && <Badge tone="green">{t('site.history.live')}</Badge>}
                </p>
                <p className="text-slate-700 dark:text-slate-300">{t('site.history.by', { email: publication.publisherEmail ?? t('site.history.unknownPublisher') })}</p>
                <p className="text-slate-700 dark:text-slate-300">
                  {publication.changed.length > 0 ? t('site.history.changed', { fields: changedList(t, lang, publication.changed) }) : t('site.history.nothingChanged')}
                </p>
                {publication.restoredFrom !== null && <p className="text-slate-700 dark:text-slate-300">{t('site.history.restoredFrom', { id: publication.restoredFrom })}</p>}
              </div>
              {index > 0 && (
                <button type="button" className="btn-outline shrink-0" onClick={() => setConfirming(publication)} aria-label={t('site.history.restoreNamed', { id: publication.id })}>
                  <Icon name="undo" />
                  {t('site.history.restore')}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={confirming !== null}
        busy={restoring}
        title={t('site.history.confirmTitle', { id: confirming?.id ?? '' })}
        confirmLabel={t('site.history.confirm')}
        onConfirm={() => void restore()}
        onCancel={() => setConfirming(null)}
      >
        {t('site.history.confirmText')}
        {dirty && <strong className="mt-2 block">{t('site.history.confirmUnsaved')}</strong>}
      </ConfirmDialog>
    </section>
  )
}
