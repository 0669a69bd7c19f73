import type { Language } from '../../shared/constants.ts'
import { whatsappLink } from '../../shared/whatsappNumber.ts'
import { localizePath } from '../../shared/locale.ts'
import { translate } from '../i18n.server.ts'
import { escapeHtml, htmlText, mailLayout } from './mailHtml.ts'
import type { QueuedMail } from './outbox.ts'

interface InquiryForMail {
  name: string
  email: string
  phone: string | null
  message: string
}

export interface ListingForMail {
  title: string
  slug: string
  mainImage: string | null
  countryId: string
}

/** Where the mail about one inquiry goes, and in which language. */
interface InquiryRecipients {
  /** The listing's advertiser, or every superadmin for a general inquiry. */
  staff: { email: string; lang: Language }[]
  /** The language of the page the visitor wrote from. */
  visitorLang: Language
}

/** The advertiser's mail: who wrote, what, about which listing, with ways to answer at once. */
function staffMail(inquiry: InquiryForMail, listing: ListingForMail | null, to: { email: string; lang: Language }, siteUrl: string): QueuedMail {
  const t = (key: string, params?: Record<string, string | number>) => translate(to.lang, key, params)
  const listingUrl = listing ? `${siteUrl}${localizePath(to.lang, `/propiedades/${listing.slug}`)}` : null
  const whatsapp = inquiry.phone ? whatsappLink(inquiry.phone, t('mail.inquiry.whatsappText', { name: inquiry.name, title: listing?.title ?? '' }), listing?.countryId ?? null) : null
  const subject = listing ? t('mail.inquiry.subject', { title: listing.title }) : t('mail.inquiry.generalSubject', { name: inquiry.name })
  const intro = listing ? t('mail.inquiry.intro', { name: inquiry.name, title: listing.title }) : t('mail.inquiry.generalIntro', { name: inquiry.name })
  const fields: [string, string][] = [
    [t('mail.labels.name'), inquiry.name],
    [t('mail.labels.email'), inquiry.email],
    ...(inquiry.phone ? [[t('mail.labels.phone'), inquiry.phone] as [string, string]] : []),
  ]
  const text = [
    intro,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t('mail.labels.message')}:`,
    inquiry.message,
    '',
    ...(listingUrl ? [`${t('mail.inquiry.viewListing')}: ${listingUrl}`] : []),
    ...(whatsapp ? [`${t('mail.inquiry.whatsapp')}: ${whatsapp}`] : []),
    t('mail.inquiry.replyHint'),
  ].join('\n')
  const photo = listing?.mainImage ? `<p><img src="${escapeHtml(`${siteUrl}${listing.mainImage}`)}" alt="" width="512" style="max-width:100%;height:auto;border-radius:8px"></p>` : ''
  const html = mailLayout(
    [
      `<p style="font-size:16px">${escapeHtml(intro)}</p>`,
      photo,
      `<table style="border-collapse:collapse;margin:12px 0">${fields.map(([label, value]) => `<tr><th style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`).join('')}</table>`,
      `<p style="white-space:normal;background:#f1f5f9;border-radius:8px;padding:12px">${htmlText(inquiry.message)}</p>`,
      listingUrl ? `<p><a href="${escapeHtml(listingUrl)}">${escapeHtml(t('mail.inquiry.viewListing'))}</a></p>` : '',
      whatsapp ? `<p><a href="${escapeHtml(whatsapp)}">${escapeHtml(t('mail.inquiry.whatsapp'))}</a></p>` : '',
      `<p style="color:#475569;font-size:13px">${escapeHtml(t('mail.inquiry.replyHint'))}</p>`,
    ].join(''),
  )
  return { kind: listing ? 'inquiry.advertiser' : 'inquiry.general', to: to.email, replyTo: inquiry.email, subject, text, html }
}

/**
 * The visitor's short confirmation, in the language of the page they wrote from. Anyone can type
 * any address into the form, so this mail carries nothing the visitor typed (not their name, not
 * their message): a fixed text, the listing's title and its link, and nothing a stranger could use
 * to send their own words from the portal's address.
 */
function visitorMail(to: string, listing: ListingForMail | null, lang: Language, siteUrl: string): QueuedMail {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params)
  const body = listing ? t('mail.visitor.body', { title: listing.title }) : t('mail.visitor.generalBody')
  const listingUrl = listing ? `${siteUrl}${localizePath(lang, `/propiedades/${listing.slug}`)}` : null
  const notYou = t('mail.visitor.notYou')
  return {
    kind: 'inquiry.visitor',
    to,
    subject: t('mail.visitor.subject'),
    text: [body, '', ...(listingUrl ? [`${t('mail.inquiry.viewListing')}: ${listingUrl}`, ''] : []), notYou].join('\n'),
    html: mailLayout(
      [
        `<p style="font-size:16px">${escapeHtml(body)}</p>`,
        listingUrl ? `<p><a href="${escapeHtml(listingUrl)}">${escapeHtml(t('mail.inquiry.viewListing'))}</a></p>` : '',
        `<p style="color:#475569;font-size:13px">${escapeHtml(notYou)}</p>`,
      ].join(''),
    ),
  }
}

/**
 * Every mail one inquiry causes: one to each staff recipient and, unless `visitorCopy` is false
 * (the address had its few confirmations today), a confirmation to the visitor.
 */
export function inquiryMails(inquiry: InquiryForMail, listing: ListingForMail | null, recipients: InquiryRecipients, siteUrl: string, visitorCopy = true): QueuedMail[] {
  const staff = recipients.staff.map((to) => staffMail(inquiry, listing, to, siteUrl))
  return visitorCopy ? [...staff, visitorMail(inquiry.email, listing, recipients.visitorLang, siteUrl)] : staff
}
