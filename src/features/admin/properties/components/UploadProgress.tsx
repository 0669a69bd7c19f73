import { useT } from '../../shared/model/i18n.ts'

/** How much of the form and its photos has reached the server, as a labelled progress bar. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const { t } = useT()
  const percent = Math.round(fraction * 100)
  return (
    <div className="mt-4">
      <p id="upload-progress-label" className="mb-1 text-sm text-slate-700 dark:text-slate-300">
        {t('form.uploading', { percent })}
      </p>
      <div
        role="progressbar"
        aria-labelledby="upload-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
