import { createHash } from 'node:crypto'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
// Types a browser runs; data blocks (application/ld+json) are not scripts to the CSP.
const RUNNABLE_TYPE = /^(?:|module|text\/javascript|application\/javascript)$/i

/** `sha256-…` of each inline, runnable script in a page, as a CSP source names it. */
export function inlineScriptHashesOf(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = attributes.match(/\btype\s*=\s*["']?([^"'\s>]*)/i)?.[1] ?? ''
    if (!RUNNABLE_TYPE.test(type)) continue
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`)
  }
  return hashes
}
