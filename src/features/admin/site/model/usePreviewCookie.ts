import { useEffect } from 'react'
import { allowSitePreview } from '../api.ts'

/** Renewed before the cookie's 30 minutes run out (src/server/services/sitePreview.ts). */
const RENEW_MS = 20 * 60_000

/**
 * The public pages show the draft only to a browser holding the preview cookie (the session cookie
 * never reaches pages): while the Sitio screen is open, it keeps one, so a "Vista previa" link
 * opens the draft at once.
 */
export function usePreviewCookie() {
  useEffect(() => {
    const allow = () => void allowSitePreview().catch(() => {})
    allow()
    const timer = setInterval(allow, RENEW_MS)
    return () => clearInterval(timer)
  }, [])
}
