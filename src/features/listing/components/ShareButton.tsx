import toast from 'react-hot-toast'
import { translator, type Messages } from '../../../lib/messages.ts'

interface Props {
  title: string
  messages: Messages
}

/** The system share sheet where there is one (phones), otherwise the link copied to the clipboard. */
export default function ShareButton({ title, messages }: Props) {
  const t = translator(messages)
  const share = async () => {
    // The address the visitor is on, whatever host or proxy served it.
    const url = location.origin + location.pathname
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        if ((error as DOMException).name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      toast.success(t('property.linkCopied'))
    } catch {
      window.prompt(t('property.share'), url)
    }
  }
  return (
    <button type="button" className="btn-outline w-full py-3" onClick={share}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2"><path d="M4 12v7a2 2 0 002 2h12a2 2 0 002-2v-7M16 6l-4-4-4 4M12 2v13" /></svg>
      {t('property.share')}
    </button>
  )
}
