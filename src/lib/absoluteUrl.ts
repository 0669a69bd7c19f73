/** Relative paths (uploads, pages) made absolute against the public site's origin; URLs stay as they are. */
export function absoluteUrl(pathOrUrl: string, site: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${site.replace(/\/$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

/**
 * The public site's origin, without a trailing slash: the running server's PUBLIC_SITE_URL on pages
 * rendered per request (`locals.siteUrl`), the build's (`Astro.site`) on pre-rendered ones.
 */
export function siteOrigin(locals: { siteUrl?: string }, buildSite: URL | undefined): string {
  return (locals.siteUrl ?? buildSite?.toString() ?? 'http://localhost:4321').replace(/\/$/, '')
}
