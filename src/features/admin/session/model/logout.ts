import { atom } from 'nanostores'
import toast from 'react-hot-toast'
import { endSession } from '../../../../lib/session.ts'
import type { AdminTranslate as Translate } from '../../shared/model/i18n.ts'
import { LOGOUT_REDIRECT_DELAY } from '../../shared/constants.ts'

/** True between logout and leaving for the public home: the guard must not send us to /login. */
export const $leaving = atom(false)

/** Logout (admin-area.md §2): clear the session, 'Has cerrado sesión.', then the home page. */
export function logout(t: Translate) {
  $leaving.set(true)
  endSession()
  toast.success(t('layout.loggedOut'))
  setTimeout(() => location.assign('/'), LOGOUT_REDIRECT_DELAY)
}
