import { useT } from '../model/i18n.ts'

/** A failed load: the screen's message, the spec's 'try again later', and a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useT()
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900 dark:border-red-900 dark:bg-red-950/50 dark:text-red-100">
      <p className="font-semibold">{message}</p>
      <p className="mt-1 text-sm">{t('common.tryLater')}</p>
      {onRetry && (
        <button type="button" className="btn-outline mt-4" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  )
}

/** A helper list that failed to load beside a form that still works (the roles, the countries…). */
export function LoadNote({ message, className = '' }: { message: string; className?: string }) {
  return (
    <p role="alert" className={`${className} rounded-lg bg-red-50 px-4 py-3 text-red-900 dark:bg-red-950/50 dark:text-red-100`.trim()}>
      {message}
    </p>
  )
}
