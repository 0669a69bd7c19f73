import type { Language } from '../../shared/constants.ts'
import { translate } from '../i18n.server.ts'
import { escapeHtml, mailLayout } from './mailHtml.ts'
import type { QueuedMail } from './outbox.ts'

// Mail about a staff account itself, in the language the user last used the admin in. None of it
// carries a password; a change the owner did not make is something they must hear about.

export interface Recipient {
  email: string
  name: string
  lang: Language
}

/** A short mail of paragraphs and at most one button; the account mails of issue 27 use it too. */
export function plainMail(kind: string, to: Recipient, subject: string, paragraphs: string[], action?: { label: string; url: string }): QueuedMail {
  return {
    kind,
    to: to.email,
    subject,
    text: [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : [])].join('\n\n'),
    html: mailLayout(
      [
        ...paragraphs.map((p) => `<p style="font-size:15px;line-height:1.5">${escapeHtml(p)}</p>`),
        ...(action
          ? [
              `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#c2410c;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>`,
            ]
          : []),
      ].join(''),
    ),
  }
}

/** The forgotten-password mail: a link to the login screen's "new password" form. */
export function passwordResetMail(to: Recipient, url: string, minutes: number): QueuedMail {
  const t = (key: string, params?: Record<string, string | number>) => translate(to.lang, key, params)
  return plainMail(
    'account.reset',
    to,
    t('mail.account.reset.subject'),
    [t('mail.account.greeting', { name: to.name }), t('mail.account.reset.intro'), t('mail.account.reset.expires', { minutes }), t('mail.account.reset.ignore')],
    {
      label: t('mail.account.reset.action'),
      url,
    },
  )
}

type AccountChange = 'password' | 'email' | 'role'

/** "Your password / email / role changed": to the address the account had before the change. */
export function accountChangedMail(to: Recipient, change: AccountChange, details: { newEmail?: string; role?: string } = {}): QueuedMail {
  const t = (key: string, params?: Record<string, string | number>) => translate(to.lang, key, params)
  const body =
    change === 'password'
      ? t('mail.account.changed.password')
      : change === 'email'
        ? t('mail.account.changed.email', { email: details.newEmail ?? '' })
        : t('mail.account.changed.role', { role: t(`mail.account.roles.${details.role ?? 'admin'}`) })
  return plainMail(`account.${change}`, to, t(`mail.account.changed.${change}Subject`), [t('mail.account.greeting', { name: to.name }), body, t('mail.account.changed.notYou')])
}
