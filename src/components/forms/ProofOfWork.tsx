import { useEffect, useRef } from 'react'
// The widget's element in JSX (types only; the script itself is imported when the form mounts).
import type {} from 'altcha/types/react'
import type { KeysOf, Translate } from '../../lib/messages.ts'
import { useHydrated } from '../../lib/useHydrated.ts'
import { DEFAULT_LANGUAGE } from '../../shared/constants.ts'

// The widget's texts, from our dictionaries rather than the widget's bundled translations.
const STRING_KEYS = ['label', 'verify', 'verifying', 'verified', 'verificationRequired', 'error', 'expired', 'waitAlert', 'loading', 'reload', 'footer', 'ariaLinkLabel'] as const

/** The page's language as the widget's translation key (a language code, without the region). */
const pageLanguage = () => document.documentElement.lang.slice(0, 2) || DEFAULT_LANGUAGE

/**
 * The proof of work every contact form carries (ALTCHA, self-hosted: `GET /api/challenge`). The
 * widget's script loads with the form, and the work starts when the visitor enters the form, so it
 * is usually done before they press send.
 *
 * The widget is drawn only once its island runs in the browser, never in the server's HTML: the
 * script fills every `<altcha-widget>` on the page as soon as one island loads it, and an island not
 * yet hydrated that finds such content in its HTML is redrawn from scratch (React #418), throwing
 * away what the visitor had typed (issue 22).
 */
export function ProofOfWork({ t }: { t: Translate<KeysOf<'contact.altcha'>> }) {
  const ref = useRef<HTMLElement>(null)
  const hydrated = useHydrated()
  useEffect(() => {
    void import('altcha').then(() => {
      const strings = Object.fromEntries(STRING_KEYS.map((key) => [key, t(`contact.altcha.${key}`)]))
      globalThis.$altcha.i18n.set(pageLanguage(), strings)
    })
  }, [t])
  // The work starts when the visitor first enters the form, so it is done by the time they send.
  useEffect(() => {
    const form = ref.current?.closest('form')
    if (!form) return
    const start = () => void proofOfWorkFor(form)
    // A visitor already typing when the form came to life (it was drawn by the server) starts now.
    if (form.contains(document.activeElement)) start()
    else form.addEventListener('focusin', start, { once: true })
    return () => form.removeEventListener('focusin', start)
  }, [hydrated])
  // The box keeps the widget's height before it is drawn, so nothing under it jumps.
  return (
    <div className="min-h-12">
      {hydrated && <altcha-widget ref={ref} challenge="/api/challenge" name="altcha" auto="off" language={pageLanguage()} configuration={JSON.stringify({ hideLogo: true, hideFooter: true })} />}
    </div>
  )
}

const runs = new WeakMap<HTMLFormElement, Promise<string | null>>()

/**
 * The form's solution: the one already found, or the work done now (a quick sender, or a form
 * sent before the widget started). Null when the widget could not get one.
 */
export async function proofOfWorkFor(form: HTMLFormElement): Promise<string | null> {
  await customElements.whenDefined('altcha-widget')
  const found = new FormData(form).get('altcha')
  if (typeof found === 'string' && found !== '') return found
  const widget = form.querySelector('altcha-widget')
  if (!widget) return null
  // A widget drawn a moment ago gets its methods a tick after its script is defined ('load').
  if (typeof widget.verify !== 'function') await new Promise((resolve) => widget.addEventListener('load', resolve, { once: true }))
  // One run at a time per form: a send during the run that entering the form started waits for it.
  let running = runs.get(form)
  if (!running) {
    running = widget
      .verify()
      .then((result) => result?.payload ?? null)
      .catch(() => null)
      .finally(() => runs.delete(form))
    runs.set(form, running)
  }
  return running
}

/** A solution is good for one post: after each attempt the widget starts over. */
export function resetProofOfWork(form: HTMLFormElement) {
  form.querySelector('altcha-widget')?.reset()
}
