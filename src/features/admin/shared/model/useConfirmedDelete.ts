import { useState } from 'react'
import toast from 'react-hot-toast'
import { failureOf, type FailedCall } from '../api/adminApi.ts'

interface Options<T, R> {
  /** The call that deletes `item`. */
  remove: (item: T) => Promise<R>
  /** What the screen does once it is gone: drop the row, load again… */
  removed?: (item: T, result: R) => void
  /** The success toast. */
  done: (item: T, result: R) => string
  /** The failure toast. */
  failed: (failure: FailedCall) => string
  /** After a failure the dialog stays open for another try; otherwise it closes either way. */
  keepOpenOnError?: boolean
}

/**
 * Delete after a confirmation: `ask(item)` opens the dialog (spread `dialog` on a ConfirmDialog),
 * its confirm button calls, toasts the outcome and tells the screen.
 */
export function useConfirmedDelete<T, R = unknown>({ remove, removed, done, failed, keepOpenOnError = false }: Options<T, R>) {
  const [target, setTarget] = useState<T | null>(null)
  const [busy, setBusy] = useState(false)

  async function confirm() {
    if (target === null) return
    setBusy(true)
    let close = true
    try {
      const result = await remove(target)
      toast.success(done(target, result))
      removed?.(target, result)
    } catch (error) {
      toast.error(failed(await failureOf(error)))
      close = !keepOpenOnError
    }
    setBusy(false)
    if (close) setTarget(null)
  }

  return { target, ask: setTarget, dialog: { open: target !== null, busy, onConfirm: confirm, onCancel: () => setTarget(null) } }
}

/** A refusal the server explains (409: still in use) is said after the screen's own message. */
export function withReason(message: string, failure: FailedCall): string {
  if (failure.status !== 409 || !failure.message) return message
  return /[.!?]$/.test(message) ? `${message} ${failure.message}` : `${message}. ${failure.message}`
}
