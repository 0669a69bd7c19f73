import type { Language } from '../../shared/constants.ts'
import { localizePath } from '../../shared/locale.ts'
import type { ReportData } from '../../shared/schemas/report.ts'
import { translate } from '../i18n.server.ts'
import { escapeHtml, htmlText, mailLayout } from './mailHtml.ts'
import type { QueuedMail } from './outbox.ts'

/** The superadmins' mail about a new report: the listing, the reason, and where to review it. */
export function reportMails(report: ReportData, listing: { title: string; slug: string }, superadmins: { email: string; lang: Language }[], siteUrl: string): QueuedMail[] {
  return superadmins.map((to) => {
    const t = (key: string, params?: Record<string, string | number>) => translate(to.lang, key, params)
    const listingUrl = `${siteUrl}${localizePath(to.lang, `/propiedades/${listing.slug}`)}`
    const reviewUrl = `${siteUrl}/admin/reportes`
    const reason = t(`report.reasons.${report.reason}`)
    const lines: [string, string][] = [
      [t('mail.report.reason'), reason],
      ...(report.details ? [[t('mail.report.details'), report.details] as [string, string]] : []),
      ...(report.email ? [[t('mail.labels.email'), report.email] as [string, string]] : []),
    ]
    return {
      kind: 'report.superadmin',
      to: to.email,
      replyTo: report.email ?? null,
      subject: t('mail.report.subject', { title: listing.title, reason }),
      text: [
        t('mail.report.intro', { title: listing.title }),
        '',
        ...lines.map(([label, value]) => `${label}: ${value}`),
        '',
        `${t('mail.inquiry.viewListing')}: ${listingUrl}`,
        `${t('mail.report.review')}: ${reviewUrl}`,
      ].join('\n'),
      html: mailLayout(
        [
          `<p style="font-size:16px">${escapeHtml(t('mail.report.intro', { title: listing.title }))}</p>`,
          `<table style="border-collapse:collapse;margin:12px 0">${lines.map(([label, value]) => `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${htmlText(value)}</td></tr>`).join('')}</table>`,
          `<p><a href="${escapeHtml(listingUrl)}">${escapeHtml(t('mail.inquiry.viewListing'))}</a> · <a href="${escapeHtml(reviewUrl)}">${escapeHtml(t('mail.report.review'))}</a></p>`,
        ].join(''),
      ),
    }
  })
}
