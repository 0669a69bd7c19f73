import { useId, useState } from 'react'
import toast from 'react-hot-toast'
import { failureOf } from '../../shared/api/adminApi.ts'
import { useT } from '../../shared/model/i18n.ts'
import { Icon } from '../../shared/ui/Icons.tsx'
import { Spinner } from '../../shared/ui/Spinner.tsx'
import { publishSite } from '../api.ts'
import { changedList } from '../model/changedFields.ts'
import { PREVIEW_PAGES, previewUrl } from '../model/previewLinks.ts'
import { usePreviewCookie } from '../model/usePreviewCookie.ts'

interface Props {
  /** The saved draft's fields that differ from what is live. */
  unpublished: string[]
  /** The form has changes not saved yet (publishing would leave them out). */
  dirty: boolean
  /** After a publication: the screen reads the draft's state and the history again. */
  onPublished: () => void
}

/** What is waiting to go live, the previews of the saved draft, and "Publicar". */
export function PublishPanel({ unpublished, dirty, onPublished }: Props) {
  const { t, lang } = useT()
  const id = useId()
  const [publishing, setPublishing] = useState(false)
  usePreviewCookie()
  const blocked = dirty ? t('site.publish.saveFirst') : unpublished.length === 0 ? t('site.publish.nothing') : null

  async function publish() {
    if (publishing || blocked) return
    setPublishing(true)
    try {
      await publishSite()
      toast.success(t('site.publish.done'))
      onPublished()
    } catch (error) {
      const failure = await failureOf(error)
      if (failure.status !== 401) toast.error(failure.message || t('site.publish.error'))
    } finally {
      setPublishing(false)
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mb-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('site.publish.title')}
      </h2>
      <p className="mt-1 text-sm" data-testid="unpublished">
        {unpublished.length > 0 ? (
          <>
            <span className="mr-1 inline-block h-2 w-2 rounded-full bg-amber-500" aria-hidden="true" />
            {t('site.publish.unpublished', { fields: changedList(t, lang, unpublished) })}
          </>
        ) : (
          t('site.publish.upToDate')
        )}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <button
          type="button"
          className="btn-primary"
          onClick={() => void publish()}
          disabled={publishing || blocked !== null}
          aria-busy={publishing}
          aria-describedby={blocked ? `${id}-blocked` : undefined}
        >
          {publishing && <Spinner />}
          {t('site.publish.action')}
        </button>
        {blocked && (
          <p id={`${id}-blocked`} className="text-sm text-slate-600 dark:text-slate-400">
            {blocked}
          </p>
        )}
      </div>
      <div className="mt-4">
        <p className="text-sm font-medium">{t('site.preview.title')}</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {PREVIEW_PAGES.map(({ page, path }) => (
            <li key={page}>
              <a href={previewUrl(path, lang)} target="_blank" rel="noopener" className="btn-outline px-3 py-1.5">
                <Icon name="external" />
                {t(`site.preview.pages.${page}`)}
                <span className="sr-only"> {t('site.preview.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('site.preview.hint')}</p>
      </div>
    </section>
  )
}
