import toast from 'react-hot-toast'
import type { AdminTranslate as Translate } from './i18n.ts'
import { FORM_ERROR_DURATION, FORM_ERROR_STAGGER, FORM_ERROR_SUMMARY_DURATION } from '../constants.ts'

/**
 * The form's failed checks as toasts (docs/specs/admin-area.md §8-9): a summary for 4 s, then each message
 * for 5 s, 0.8 s apart. Returns a function that cancels the ones not shown yet.
 */
export function toastFormErrors(t: Translate, messages: string[]): () => void {
  toast.error(t('form.errorsFound', { count: messages.length }), { duration: FORM_ERROR_SUMMARY_DURATION })
  const timers = messages.map((message, index) => setTimeout(() => toast.error(message, { duration: FORM_ERROR_DURATION }), (index + 1) * FORM_ERROR_STAGGER))
  return () => timers.forEach(clearTimeout)
}
