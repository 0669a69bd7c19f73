import type { APIRoute } from 'astro'
import { LISTING_PAGE_CACHE } from '../lib/cacheHeaders.ts'
import { siteSettingsOf } from '../lib/siteSettingsOf.ts'
import { inLanguage } from '../shared/site/markdown.ts'
import { DEFAULT_LANGUAGE } from '../shared/constants.ts'
import { HTML_LANG } from '../shared/locale.ts'
import { isUploadedLogo, logoIcon } from '../shared/site/logoFiles.ts'

// The web app manifest names the operator's portal and shows its icons: per request, like the pages.
export const prerender = false

export const GET: APIRoute = async ({ locals }) => {
  const settings = await siteSettingsOf(locals)
  const icons = isUploadedLogo(settings.logo)
    ? ([192, 512] as const).map((size) => ({ src: logoIcon(settings.logo, size)!, sizes: `${size}x${size}`, type: 'image/png' }))
    : [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }]
  const manifest = {
    name: settings.name,
    short_name: settings.name.slice(0, 12),
    description: inLanguage(settings.content.hero.subtitle, DEFAULT_LANGUAGE),
    lang: HTML_LANG[DEFAULT_LANGUAGE],
    start_url: '/',
    display: 'browser',
    theme_color: settings.brandColor,
    background_color: '#ffffff',
    icons,
  }
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': locals.previewSettings ? 'no-store' : LISTING_PAGE_CACHE },
  })
}
