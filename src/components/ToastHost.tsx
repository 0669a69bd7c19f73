import { useEffect } from 'react'
import toast, { Toaster } from 'react-hot-toast'
import { FLASH_EVENT, takePendingFlash } from '../lib/flash.ts'
import { TOAST_DURATION, TOAST_LIMIT, TOAST_POSITION, TOAST_SUCCESS_DURATION } from '../shared/constants.ts'
import { useToastLimit } from '../lib/useToastLimit.ts'
import { renderedByReact } from '../lib/renderedByReact.ts'

function showPendingFlash() {
  const message = takePendingFlash()
  if (message) toast.success(message)
}

/** The one toast host of a page: bottom-centre, 4000 ms (2000 ms for success), at most 20. */
export default function ToastHost() {
  useToastLimit(TOAST_LIMIT)
  useEffect(() => {
    showPendingFlash()
    document.addEventListener(FLASH_EVENT, showPendingFlash)
    return () => document.removeEventListener(FLASH_EVENT, showPendingFlash)
  }, [])
  return <Toaster position={TOAST_POSITION} toastOptions={{ duration: TOAST_DURATION, success: { duration: TOAST_SUCCESS_DURATION } }} />
}

renderedByReact(ToastHost)
