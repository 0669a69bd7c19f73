import { useEffect } from 'react'
import toast, { useToasterStore } from 'react-hot-toast'

/** react-hot-toast has no cap of its own: dismiss the oldest visible toasts past the limit. */
export function useToastLimit(limit: number) {
  const { toasts } = useToasterStore()
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(limit)
      .forEach((item) => toast.dismiss(item.id))
  }, [toasts, limit])
}
