import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import type { Language } from '../../../shared/constants.ts'
import type { Messages } from '../../../lib/messages.ts'
import { $adminI18n, startI18n } from '../shared/model/i18n.ts'
import { $theme, applyTheme } from '../shared/model/theme.ts'
import { AdminRoutes } from './AdminRoutes.tsx'
import { AdminToaster } from '../shared/ui/AdminToaster.tsx'
import { Spinner } from '../shared/ui/Spinner.tsx'

interface Props {
  /** Keys of the public dictionaries the admin also needs (`validation.*`, `types.*`), per language. */
  shared: Record<Language, Messages>
}

/** The whole admin area and /login: one client-rendered island (docs/specs/DESIGN.md). */
export default function AdminApp({ shared }: Props) {
  const i18n = useStore($adminI18n)
  useEffect(() => startI18n(shared), [shared])
  useEffect(() => $theme.subscribe(applyTheme), [])
  useEffect(logUncaughtErrors, [])

  if (!i18n) {
    return (
      <div className="flex min-h-screen items-center justify-center text-brand-700">
        <Spinner className="h-8 w-8" />
      </div>
    )
  }
  return (
    <>
      <AdminRoutes />
      <AdminToaster />
    </>
  )
}

/** docs/specs/admin-area.md §8: uncaught errors and unhandled rejections are logged. */
function logUncaughtErrors() {
  const onError = (event: ErrorEvent) => console.error('[admin] uncaught error', event.error ?? event.message)
  const onRejection = (event: PromiseRejectionEvent) => console.error('[admin] unhandled rejection', event.reason)
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  return () => {
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
  }
}
