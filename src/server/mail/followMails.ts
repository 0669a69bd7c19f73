import type { Language } from '../../shared/constants.ts'
import type { ListingNews } from '../services/listings/alertNews.ts'
import { listingCard, listingLine, oneClickHeaders, tr, type AlertLinks } from './alertMails.ts'
import { escapeHtml, mailLayout } from './mailHtml.ts'
import type { QueuedMail } from './outbox.ts'

/** News of a followed listing: its price cut, its new status (reserved, sold, rented, available again). */
export function followMail(to: string, lang: Language, news: ListingNews, siteUrl: string, links: AlertLinks): QueuedMail {
  const t = tr(lang)
  const item = listingLine(news.property, lang, siteUrl, news.cut)
  const lines = [...(news.cut ? [t('mail.follow.cut')] : []), ...(news.statusChanged ? [t(`mail.follow.status.${news.property.status}`)] : [])]
  const text = [
    t('mail.follow.intro'),
    '',
    `- ${item.title} — ${item.priceText}`,
    ...lines.map((line) => `  ${line}`),
    `  ${item.url}`,
    '',
    `${t('mail.alert.manage')}: ${links.manage}`,
    `${t('mail.follow.unsubscribe')}: ${links.unsubscribePage}`,
  ].join('\n')
  const html = mailLayout(
    [
      `<p style="font-size:16px">${escapeHtml(t('mail.follow.intro'))}</p>`,
      `<table style="border-collapse:collapse">${listingCard(item, lines)}</table>`,
      `<p style="color:#555;font-size:13px"><a href="${escapeHtml(links.manage)}">${escapeHtml(t('mail.alert.manage'))}</a> · <a href="${escapeHtml(links.unsubscribePage)}">${escapeHtml(t('mail.follow.unsubscribe'))}</a></p>`,
    ].join(''),
  )
  return { kind: 'alert.listing', to, subject: t('mail.follow.subject', { title: news.property.title }), text, html, headers: oneClickHeaders(links) }
}
