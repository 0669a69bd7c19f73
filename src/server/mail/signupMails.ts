import { localePrefix } from '../../shared/locale.ts'
import { translate } from '../i18n.server.ts'
import { plainMail, type Recipient } from './accountMails.ts'
import type { QueuedMail } from './outbox.ts'

// The mails of signing up and of changing one's address (issue 27), in the recipient's language.
// Links carry the token in the fragment, so it never reaches a server log or a referrer.

const translator = (to: Recipient) => (key: string, params?: Record<string, string | number>) => translate(to.lang, key, params)

/** A page of the public site in the recipient's language, with the token in the fragment. */
export const accountLink = (siteUrl: string, to: Recipient, page: string, token: string) => `${siteUrl}${localePrefix(to.lang)}${page}#token=${token}`

/** After signing up: the link that proves the address and activates the account. */
export function verifyEmailMail(to: Recipient, url: string, hours: number): QueuedMail {
  const t = translator(to)
  return plainMail(
    'signup.verify',
    to,
    t('mail.signup.verify.subject'),
    [t('mail.account.greeting', { name: to.name }), t('mail.signup.verify.intro'), t('mail.signup.verify.expires', { hours }), t('mail.signup.verify.review'), t('mail.signup.verify.ignore')],
    { label: t('mail.signup.verify.action'), url },
  )
}

/** A sign-up with an address that has an account: nothing is created, the owner is told how to get in. */
export function existingAccountMail(to: Recipient, siteUrl: string): QueuedMail {
  const t = translator(to)
  // The sign-in screen holds the forgotten-password form too; it lives outside the localised site.
  const login = `${siteUrl}/login`
  return plainMail(
    'signup.existing',
    to,
    t('mail.signup.existing.subject'),
    [
      t('mail.account.greeting', { name: to.name }),
      t('mail.signup.existing.intro'),
      t('mail.signup.existing.login', { url: login }),
      t('mail.signup.existing.reset', { url: login }),
      t('mail.signup.existing.ignore'),
    ],
    { label: t('mail.signup.existing.action'), url: login },
  )
}

/** To the new address of an address change: the link that confirms it. */
export function emailChangeMail(to: Recipient, url: string, hours: number): QueuedMail {
  const t = translator(to)
  return plainMail(
    'account.email-change',
    to,
    t('mail.signup.emailChange.subject'),
    [t('mail.account.greeting', { name: to.name }), t('mail.signup.emailChange.intro'), t('mail.signup.emailChange.expires', { hours }), t('mail.signup.emailChange.ignore')],
    { label: t('mail.signup.emailChange.action'), url },
  )
}
