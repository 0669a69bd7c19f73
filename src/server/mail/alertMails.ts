import type { Language } from '../../shared/constants.ts'
import { formatFullPrice } from '../../shared/format.ts'
import { currentPrice } from '../../shared/price.ts'
import { renditionPath } from '../../shared/images.ts'
import { localizePath } from '../../shared/locale.ts'
import type { Property } from '../../shared/types.ts'
import { translate } from '../i18n.server.ts'
import type { AlertNews } from '../services/listings/alertNews.ts'
import { escapeHtml, mailLayout } from './mailHtml.ts'
import type { QueuedMail } from './outbox.ts'

interface ConfirmLinks {
  /** The page that confirms the alert (a button: mail scanners open links). */
  confirm: string
  /** The search itself on the site. */
  search: string
  /** Drops the request at once, for an address that did not ask for it. */
  cancel: string
}

export interface AlertLinks {
  search: string
  /** The page with every alert of the address. */
  manage: string
  /** The page that stops this alert as it opens: one click from the mail. */
  unsubscribePage: string
  /** One-click unsubscribe for mail programs (RFC 8058): a POST, no page. */
  unsubscribePost: string
}

export const tr = (lang: Language) => (key: string, params?: Record<string, string | number>) => translate(lang, key, params)

/** The double opt-in: nothing else goes to the address until this link is opened and confirmed. */
export function confirmationMail(to: string, lang: Language, links: ConfirmLinks, what: 'search' | 'listings' = 'search', words?: string): QueuedMail {
  const t = tr(lang)
  const searchLine = words ? t('mail.alert.searchLine', { search: words }) : null
  const keys = what === 'search' ? { intro: 'mail.alert.confirmIntro', see: 'mail.alert.seeSearch' } : { intro: 'mail.follow.confirmIntro', see: 'mail.follow.seeListings' }
  return {
    kind: 'alert.confirm',
    to,
    subject: t('mail.alert.confirmSubject'),
    text: [
      t(keys.intro),
      ...(searchLine ? [searchLine] : []),
      '',
      `${t('mail.alert.confirmAction')}: ${links.confirm}`,
      `${t(keys.see)}: ${links.search}`,
      '',
      t('mail.alert.confirmIgnore'),
      `${t('mail.alert.cancel')}: ${links.cancel}`,
    ].join('\n'),
    html: mailLayout(
      [
        `<p style="font-size:16px">${escapeHtml(t(keys.intro))}</p>`,
        searchLine ? `<p><strong>${escapeHtml(searchLine)}</strong></p>` : '',
        `<p><a href="${escapeHtml(links.confirm)}" style="display:inline-block;background:#c2410c;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(t('mail.alert.confirmAction'))}</a></p>`,
        `<p><a href="${escapeHtml(links.search)}">${escapeHtml(t(keys.see))}</a></p>`,
        `<p style="color:#555">${escapeHtml(t('mail.alert.confirmIgnore'))} <a href="${escapeHtml(links.cancel)}">${escapeHtml(t('mail.alert.cancel'))}</a></p>`,
      ].join(''),
    ),
  }
}

export function listingLine(p: Property, lang: Language, siteUrl: string, cut: boolean) {
  const t = tr(lang)
  const url = `${siteUrl}${localizePath(lang, `/propiedades/${p.slug}`)}`
  const current = currentPrice(p)
  const price = formatFullPrice(current.amount, p.currency, lang)
  const before = cut && current.struck !== null ? formatFullPrice(current.struck, p.currency, lang) : null
  const priceText = before ? t('mail.alert.cutFromTo', { before, price }) : price
  return { url, priceText, title: p.title, photo: p.mainImage ? `${siteUrl}${renditionPath(p.mainImage, 400)}` : null }
}

/** One listing in an alert: photo, linked title, price (and the cut) and any further lines. */
export function listingCard(item: ReturnType<typeof listingLine>, more: string[] = []): string {
  return (
    `<tr><td style="padding:8px 12px 8px 0;vertical-align:top">${item.photo ? `<img src="${escapeHtml(item.photo)}" width="160" alt="" style="border-radius:8px;display:block">` : ''}</td>` +
    `<td style="padding:8px 0;vertical-align:top"><a href="${escapeHtml(item.url)}" style="font-weight:bold;color:#111">${escapeHtml(item.title)}</a><br><span>${escapeHtml(item.priceText)}</span>${more.map((line) => `<br><strong>${escapeHtml(line)}</strong>`).join('')}</td></tr>`
  )
}

/** RFC 8058: the mail program unsubscribes with one POST, no page to open. */
export const oneClickHeaders = (links: AlertLinks) => ({ 'List-Unsubscribe': `<${links.unsubscribePost}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })

/** The alert: new listings and price cuts, each with photo, price and link; how to stop in one click. */
export function alertMail(to: string, lang: Language, news: AlertNews, siteUrl: string, links: AlertLinks, words?: string): QueuedMail {
  const t = tr(lang)
  const searchLine = words ? t('mail.alert.searchLine', { search: words }) : null
  const count = news.published.length + news.cut.length
  const sections = [
    { title: t('mail.alert.published'), items: news.published.map((p) => listingLine(p, lang, siteUrl, false)) },
    { title: t('mail.alert.cut'), items: news.cut.map((p) => listingLine(p, lang, siteUrl, true)) },
  ].filter((section) => section.items.length > 0)
  const text = [
    t('mail.alert.intro', { count }),
    ...(searchLine ? [searchLine] : []),
    ...sections.flatMap((section) => ['', `${section.title}:`, ...section.items.map((item) => `- ${item.title} — ${item.priceText}\n  ${item.url}`)]),
    '',
    `${t('mail.alert.seeSearch')}: ${links.search}`,
    `${t('mail.alert.manage')}: ${links.manage}`,
    `${t('mail.alert.unsubscribe')}: ${links.unsubscribePage}`,
  ].join('\n')
  const html = mailLayout(
    [
      `<p style="font-size:16px">${escapeHtml(t('mail.alert.intro', { count }))}</p>`,
      searchLine ? `<p><strong>${escapeHtml(searchLine)}</strong></p>` : '',
      ...sections.map(
        (section) =>
          `<h2 style="font-size:16px;margin:16px 0 4px">${escapeHtml(section.title)}</h2><table style="border-collapse:collapse">${section.items.map((item) => listingCard(item)).join('')}</table>`,
      ),
      `<p><a href="${escapeHtml(links.search)}">${escapeHtml(t('mail.alert.seeSearch'))}</a></p>`,
      `<p style="color:#555;font-size:13px"><a href="${escapeHtml(links.manage)}">${escapeHtml(t('mail.alert.manage'))}</a> · <a href="${escapeHtml(links.unsubscribePage)}">${escapeHtml(t('mail.alert.unsubscribe'))}</a></p>`,
    ].join(''),
  )
  return {
    kind: 'alert.matches',
    to,
    subject: t('mail.alert.subject', { count }),
    text,
    html,
    headers: oneClickHeaders(links),
  }
}

/** "Send me my link": the manage page of the address, asked for from /alertas. */
export function manageLinkMail(to: string, lang: Language, manage: string): QueuedMail {
  const t = tr(lang)
  return {
    kind: 'alert.link',
    to,
    subject: t('mail.alert.linkSubject'),
    text: [t('mail.alert.linkIntro'), '', `${t('mail.alert.manage')}: ${manage}`, '', t('mail.alert.linkIgnore')].join('\n'),
    html: mailLayout(
      [
        `<p style="font-size:16px">${escapeHtml(t('mail.alert.linkIntro'))}</p>`,
        `<p><a href="${escapeHtml(manage)}" style="display:inline-block;background:#c2410c;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(t('mail.alert.manage'))}</a></p>`,
        `<p style="color:#555">${escapeHtml(t('mail.alert.linkIgnore'))}</p>`,
      ].join(''),
    ),
  }
}
