import { Toaster } from 'react-hot-toast'
import { TOAST_LIMIT, TOAST_POSITION } from '../../../../shared/constants.ts'
import { ADMIN_TOAST_DURATION, PHONE_TOAST_LIMIT } from '../constants.ts'
import { useMediaQuery } from '../../../../lib/useMediaQuery.ts'
import { useToastLimit } from '../../../../lib/useToastLimit.ts'

/**
 * The admin's one toast host: bottom-centre, 4000 ms for every toast (docs/specs/admin-area.md §9). On a phone
 * a form's error toasts would stack over its buttons, so fewer show at once and taps pass through
 * them (`.admin-toaster` in global.css); every message also stays under its field.
 */
export function AdminToaster() {
  const phone = useMediaQuery('(max-width: 639px)')
  useToastLimit(phone ? PHONE_TOAST_LIMIT : TOAST_LIMIT)
  return <Toaster position={TOAST_POSITION} containerClassName="admin-toaster" toastOptions={{ duration: ADMIN_TOAST_DURATION, success: { duration: ADMIN_TOAST_DURATION } }} />
}
