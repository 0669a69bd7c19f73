import { translate } from '../i18n.server.ts'
import { plainMail, type Recipient } from './accountMails.ts'
import type { QueuedMail } from './outbox.ts'

// Mail about an advertiser's review and an agency's invitations (issue 27), in the recipient's language.

const translator = (to: Recipient) => (key: string, params?: Record<string, string | number>) => translate(to.lang, key, params)

/** Approval: the advertiser's listings are public from now on. */
export function advertiserApprovedMail(to: Recipient, advertiserName: string, adminUrl: string): QueuedMail {
  const t = translator(to)
  return plainMail('review.approved', to, t('mail.review.approvedSubject'), [t('mail.account.greeting', { name: to.name }), t('mail.review.approved', { name: advertiserName })], {
    label: t('mail.review.approvedAction'),
    url: adminUrl,
  })
}

/** Rejection: the superadmin's reason, word for word, and how to be reviewed again. */
export function advertiserRejectedMail(to: Recipient, advertiserName: string, reason: string): QueuedMail {
  const t = translator(to)
  return plainMail('review.rejected', to, t('mail.review.rejectedSubject'), [
    t('mail.account.greeting', { name: to.name }),
    t('mail.review.rejected', { name: advertiserName }),
    reason,
    t('mail.review.rejectedHelp'),
  ])
}

/** An agency's invitation: the link (token in the fragment) lets the agent choose a password. */
export function invitationMail(to: Recipient, details: { agency: string; manager: string; url: string; days: number }): QueuedMail {
  const t = translator(to)
  return plainMail(
    'agency.invitation',
    to,
    t('mail.agency.invitationSubject', { agency: details.agency }),
    [
      t('mail.account.greeting', { name: to.name }),
      t('mail.agency.invitation', { manager: details.manager, agency: details.agency }),
      t('mail.agency.invitationExpires', { days: details.days }),
      t('mail.agency.invitationIgnore'),
    ],
    { label: t('mail.agency.invitationAction'), url: details.url },
  )
}
