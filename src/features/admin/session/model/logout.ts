import toast from 'react-hot-toast'
import { endSession } from '../../../../lib/session.ts'
import { logoutOnServer } from '../api.ts'
import type { AdminTranslate as Translate } from '../../shared/model/i18n.ts'
import { LOGOUT_REDIRECT_DELAY } from '../../shared/constants.ts'
import { $leaving } from '../../shared/model/leaving.ts'

export { $leaving }

/** Logout (docs/specs/admin-area.md §2): end the session on the server, 'Has cerrado sesión.', then the home page. */
export async function logout(t: Translate) {
  $leaving.set(true)
  // The server ends the session and clears the cookie; offline, the cookie still expires on its own.
  await logoutOnServer().catch(() => {})
  endSession()
  toast.success(t('layout.loggedOut'))
  setTimeout(() => location.assign('/'), LOGOUT_REDIRECT_DELAY)
}
