import { useEffect, useState } from 'react'
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx'
import { LoginForm } from './LoginForm.tsx'
import { ResetPasswordForm } from './ResetPasswordForm.tsx'

type View = { kind: 'login' } | { kind: 'forgot' } | { kind: 'reset'; token: string }

/**
 * The link of a forgotten-password mail is /login#reset=TOKEN: a fragment, so the token never
 * reaches a server log or a Referer. It is taken out of the address at once.
 */
function viewFromAddress(): View {
  const match = location.hash.match(/^#reset=([\w-]{20,100})$/)
  if (!match) return { kind: 'login' }
  history.replaceState(history.state, '', location.pathname + location.search)
  return { kind: 'reset', token: match[1] }
}

/** Login (docs/specs/admin-area.md §2, §5), with the forgotten-password forms (issue 23). */
export function LoginScreen({ next }: { next: string }) {
  const [view, setView] = useState<View>(viewFromAddress)
  // The link opened in a tab already on /login changes only the fragment.
  useEffect(() => {
    const onHash = () => {
      const next = viewFromAddress()
      if (next.kind === 'reset') setView(next)
    }
    window.addEventListener('hashchange', onHash)
    return () => window.removeEventListener('hashchange', onHash)
  }, [])
  const toLogin = () => setView({ kind: 'login' })
  if (view.kind === 'forgot') return <ForgotPasswordForm onBack={toLogin} />
  if (view.kind === 'reset') return <ResetPasswordForm token={view.token} onDone={toLogin} onBack={toLogin} />
  return <LoginForm next={next} onForgot={() => setView({ kind: 'forgot' })} />
}
