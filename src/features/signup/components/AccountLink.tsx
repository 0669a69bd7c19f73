import { useCallback, useEffect, useState } from 'react'
import { api, apiError } from '../../../lib/api.ts'
import { translator, type MessagesFor } from '../../../lib/messages.ts'
import { takeLinkToken } from '../model/linkToken.ts'
import { AccountLinkResult } from './AccountLinkResult.tsx'
import { renderedByReact } from '../../../lib/renderedByReact.ts'

export const ACCOUNT_LINK_MESSAGES = ['accountLinks'] as const

type State = 'checking' | 'done' | 'invalid' | 'missing' | 'failed'

interface Props {
  messages: MessagesFor<typeof ACCOUNT_LINK_MESSAGES>
  /** The call that spends the link: the sign-up's address check, or an address change's confirmation. */
  endpoint: 'auth/verify-email' | 'auth/profile/email/confirm'
  success: 'accountLinks.verify.success' | 'accountLinks.emailChange.success'
  loginHref: string
}

/** A mail link opened: its token (from the fragment) is sent once, and the outcome shown. */
export default function AccountLink({ messages, endpoint, success, loginHref }: Props) {
  const t = translator(messages)
  const [state, setState] = useState<State>('checking')
  const [token, setToken] = useState<string | null>(null)

  const send = useCallback(
    async (value: string) => {
      setState('checking')
      try {
        await api.post(endpoint, { json: { token: value } })
        setState('done')
      } catch (error) {
        const body = await apiError(error)
        setState(body?.status === 400 || body?.status === 404 ? 'invalid' : 'failed')
      }
    },
    [endpoint],
  )

  // The fragment exists only in the browser: read once the island runs, then the link is spent.
  useEffect(() => {
    const found = takeLinkToken()
    void Promise.resolve().then(() => {
      setToken(found)
      if (found) void send(found)
      else setState('missing')
    })
  }, [send])

  if (state === 'checking') {
    return (
      <p role="status" className="text-slate-700 dark:text-slate-300">
        {t('accountLinks.checking')}
      </p>
    )
  }
  if (state === 'done') {
    return (
      <AccountLinkResult ok>
        <p>{t(success)}</p>
        <a className="btn-primary px-5 py-3" href={loginHref}>
          {t('accountLinks.toLogin')}
        </a>
      </AccountLinkResult>
    )
  }
  return (
    <AccountLinkResult ok={false}>
      <p>{t(state === 'missing' ? 'accountLinks.missing' : state === 'invalid' ? 'accountLinks.invalid' : 'accountLinks.error')}</p>
      {state === 'failed' && token && (
        <button type="button" className="btn-outline px-5 py-2.5" onClick={() => void send(token)}>
          {t('accountLinks.retry')}
        </button>
      )}
    </AccountLinkResult>
  )
}

renderedByReact(AccountLink)
