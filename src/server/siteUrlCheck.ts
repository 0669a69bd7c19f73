/**
 * Mails, the sitemap and canonical links point to PUBLIC_SITE_URL, not to the address the server
 * happens to listen on. A local address whose port differs from the server's (PORT=8080 with the
 * default http://localhost:4321) sends every mail's link to a dead page: say so at start-up.
 */
export function siteUrlWarning(publicSiteUrl: string, port: number): string | null {
  let url: URL
  try {
    url = new URL(publicSiteUrl)
  } catch {
    return null
  }
  const local = ['localhost', '127.0.0.1', '[::1]', '0.0.0.0'].includes(url.hostname)
  if (!local) return null
  const sitePort = Number(url.port || (url.protocol === 'https:' ? 443 : 80))
  if (sitePort === port) return null
  return `PUBLIC_SITE_URL is ${publicSiteUrl} but this server listens on port ${port}: links in mails, the sitemap and canonical URLs will point to ${publicSiteUrl}. Set PUBLIC_SITE_URL to the address people use.`
}
