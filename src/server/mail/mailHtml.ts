/** Every value a mail shows is escaped: names, messages and titles are other people's text. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** A paragraph of someone's text: escaped, its line breaks kept. */
export const htmlText = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>')

/** The one frame of every mail's HTML part; the sender fills in the brand (src/server/mail/mailBrand.ts). */
export function mailLayout(body: string): string {
  return `<!doctype html><html><body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a"><div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:24px"><!--brand:header-->${body}<!--brand:footer--></div></body></html>`
}
