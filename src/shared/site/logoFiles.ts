// The operator's logo and the icons made from it (issue 26): the upload stores them together under
// one content-hashed name, so the settings keep only the logo's path and every page, mail and the
// web app manifest derive the icons' paths from it with these functions.
//
//   /uploads/site/logo-<16 hex>.png        the logo, 96 px high (PNG: mail clients show it too)
//   /uploads/site/logo-<16 hex>-32.png     favicon
//   /uploads/site/logo-<16 hex>-180.png    apple-touch-icon (on white: iOS draws transparency black)
//   /uploads/site/logo-<16 hex>-192.png    manifest icon
//   /uploads/site/logo-<16 hex>-512.png    manifest icon

/** The logo's height in pixels (twice what the header shows, for sharp high-density screens). */
export const LOGO_HEIGHT = 96
/** The logo's widest: a banner-like logo is scaled down to fit. */
export const LOGO_MAX_WIDTH = 480
/** The square icons made from the logo, in pixels. */
export const LOGO_ICON_SIZES = [32, 180, 192, 512] as const
export type LogoIconSize = (typeof LOGO_ICON_SIZES)[number]

const LOGO_PATH = /^\/uploads\/site\/logo-[0-9a-f]{16}\.png$/
/** Storage keys of the site's files (the uploads route serves only names the server gives). */
export const SITE_FILE_KEY = /^site\/logo-[0-9a-f]{16}(-(32|180|192|512))?\.png$/

/** The logo's path for a content hash (16 lowercase hex digits). */
export function logoPath(hash: string): string {
  const path = `/uploads/site/logo-${hash}.png`
  if (!LOGO_PATH.test(path)) throw new Error(`not a logo hash: ${hash}`)
  return path
}

/** Whether a settings' `logo` was stored by the logo upload (and so has icons beside it). */
export function isUploadedLogo(logo: string | null | undefined): logo is string {
  return typeof logo === 'string' && LOGO_PATH.test(logo)
}

/** The path of one icon of an uploaded logo; null for no logo or one stored otherwise (use the built-in icons). */
export function logoIcon(logo: string | null | undefined, size: LogoIconSize): string | null {
  return isUploadedLogo(logo) ? logo.replace(/\.png$/, `-${size}.png`) : null
}

/** Every file of an uploaded logo, the logo first; none for another path. */
export function logoFiles(logo: string | null | undefined): string[] {
  return isUploadedLogo(logo) ? [logo, ...LOGO_ICON_SIZES.map((size) => logoIcon(logo, size)!)] : []
}
