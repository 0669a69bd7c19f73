import { Toaster } from 'react-hot-toast'
import { TOAST_LIMIT, TOAST_POSITION } from '../../../shared/constants.ts'
import { ADMIN_TOAST_DURATION } from '../../../lib/admin/constants.ts'
import { useToastLimit } from '../../toasts/useToastLimit.ts'

/** The admin's one toast host: bottom-centre, 4000 ms for every toast (admin-area.md §9). */
export function AdminToaster() {
  useToastLimit(TOAST_LIMIT)
  return <Toaster position={TOAST_POSITION} toastOptions={{ duration: ADMIN_TOAST_DURATION, success: { duration: ADMIN_TOAST_DURATION } }} />
}
