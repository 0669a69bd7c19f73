import { useStore } from '@nanostores/react'
import toast from 'react-hot-toast'
import type { Language } from '../../../shared/constants.ts'
import { localizePath } from '../../../shared/locale.ts'
import { translator, type Messages } from '../../../lib/messages.ts'
import { flashAfterNavigation } from '../../../lib/flash.ts'
import { $session, endSession } from '../../../lib/session.ts'
import { useHydrated } from '../../../lib/useHydrated.ts'

interface Props {
  lang: Language
  messages: Messages
}

/** Login button for visitors; panel and logout buttons for a logged-in user (public-site.md §2). */
export default function HeaderSession({ lang, messages }: Props) {
  const t = translator(messages)
  const session = useStore($session)
  // The server renders the visitor's view; the stored session is only known after hydration.
  const hydrated = useHydrated()

  if (!hydrated || !session.isAuthenticated) {
    return (
      <a href="/login" className="btn-primary">
        {t('nav.login')}
      </a>
    )
  }
  return (
    <div className="flex items-center gap-2">
      <a href="/admin/dashboard" className="btn-primary">
        {t('nav.panel')}
      </a>
      <button
        type="button"
        className="btn-outline"
        onClick={() => {
          endSession()
          const home = localizePath(lang, '/')
          if (location.pathname === home) toast.success(t('nav.loggedOut'))
          else {
            flashAfterNavigation(t('nav.loggedOut'))
            location.assign(home)
          }
        }}
      >
        {t('nav.logout')}
      </button>
    </div>
  )
}
