import type { SiteSettings } from '../../shared/schemas/siteSettings.ts'
import { logoIcon } from '../../shared/site/logoFiles.ts'
import { DEFAULT_SITE_SETTINGS } from '../../shared/siteDefaults.ts'
import { escapeHtml } from './mailHtml.ts'

// Mail is written when it is queued, and signed when it is sent: the sender's name, the logo, the
// footer and the buttons' colour come from the settings published at that moment (issue 26), so a
// mail waiting in the outbox across a publication goes out under the brand visitors see.

export const BRAND_HEADER = '<!--brand:header-->'
export const BRAND_FOOTER = '<!--brand:footer-->'

interface Outgoing {
  from: string
  text: string
  html: string
}

/** `Name <address>` with the operator's name, whatever name MAIL_FROM gave. */
export function brandedFrom(from: string, name: string): string {
  const address = from.match(/<([^>]+)>\s*$/)?.[1] ?? from.trim()
  return `"${name.replace(/["\\\r\n]/g, '')}" <${address}>`
}

export function brandMail<M extends Outgoing>(message: M, settings: SiteSettings, siteUrl: string): M {
  const name = escapeHtml(settings.name)
  const icon = logoIcon(settings.logo, 192)
  const logo = icon ? `<img src="${escapeHtml(`${siteUrl}${icon}`)}" alt="" width="40" height="40" style="vertical-align:middle;margin-right:8px;border-radius:8px">` : ''
  const header = `<p style="margin:0 0 16px;font-size:18px;font-weight:bold;color:${settings.brandColor}">${logo}${name}</p>`
  const contacts = [settings.address, settings.phones[0], settings.emails[0]]
  const footer = `<p style="margin:24px 0 0;padding-top:12px;border-top:1px solid #e2e8f0;color:#475569;font-size:12px">${name}<br>${contacts.map(escapeHtml).join(' · ')}</p>`
  return {
    ...message,
    from: brandedFrom(message.from, settings.name),
    text: `${message.text}\n\n— ${settings.name}\n${contacts.join(' · ')}`,
    html: message.html.replace(BRAND_HEADER, header).replace(BRAND_FOOTER, footer).replaceAll(`background:${DEFAULT_SITE_SETTINGS.brandColor}`, `background:${settings.brandColor}`),
  }
}
