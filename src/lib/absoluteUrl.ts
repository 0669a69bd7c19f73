/** Relative paths (uploads, pages) made absolute against the public site's origin; URLs stay as they are. */
export function absoluteUrl(pathOrUrl: string, site: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${site.replace(/\/$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}
