import { describe, expect, it } from 'vitest'
import { inlineScriptHashesOf } from '../../scripts/build/inlineScripts.ts'
import { Hono } from 'hono'
import { SECURITY_HEADERS, securityHeadersOf, securityHeadersWith, withPageScripts } from '../../src/server/securityHeaders.ts'

const scriptSrcOf = (policy: string) => policy.split('; ').find((d) => d.startsWith('script-src '))

describe('the script policy', () => {
  it('has no inline allowance; the build’s hashes are listed one by one', () => {
    expect(scriptSrcOf(SECURITY_HEADERS['Content-Security-Policy'])).toBe("script-src 'self'")
    const policy = securityHeadersWith([], [], ['sha256-AAA=', 'sha256-BBB='])['Content-Security-Policy']
    expect(scriptSrcOf(policy)).toBe("script-src 'self' 'sha256-AAA=' 'sha256-BBB='")
    expect(policy).toContain("style-src 'self' 'unsafe-inline'")
  })

  it('an on-demand page’s script list from Astro replaces only the script-src of the server’s policy', () => {
    const ours = securityHeadersWith(['https://cdn.example'], [], ['sha256-AAA='])['Content-Security-Policy']
    const astro = "script-src 'self' 'sha256-PAGE=' 'sha256-ISLAND='; style-src 'self' 'unsafe-inline' ;"
    const merged = withPageScripts(ours, astro)
    expect(scriptSrcOf(merged)).toBe("script-src 'self' 'sha256-PAGE=' 'sha256-ISLAND='")
    expect(merged).toContain("frame-ancestors 'none'")
    expect(merged).toContain("img-src 'self' data: blob: https://cdn.example")
    expect(merged.split('; ').length).toBe(ours.split('; ').length)
    // Without a script-src Astro's header changes nothing.
    expect(withPageScripts(ours, "style-src 'self'")).toBe(ours)
  })
})

describe('where the policy goes', () => {
  it('on documents, SVG and worker scripts; not on stylesheets, fonts, photos, module scripts or JSON, which ignore it', async () => {
    const app = new Hono()
    app.use(securityHeadersOf(SECURITY_HEADERS))
    const files: Record<string, string> = {
      '/': 'text/html; charset=utf-8',
      '/logo.svg': 'image/svg+xml',
      '/_astro/maplibre-gl-worker.abc123.mjs': 'text/javascript; charset=utf-8',
      '/_astro/Search.abc123.js': 'text/javascript; charset=utf-8',
      '/_astro/site.abc123.css': 'text/css; charset=utf-8',
      '/fonts/inter.woff2': 'font/woff2',
      '/uploads/1/photo.webp': 'image/webp',
      '/api/properties': 'application/json',
    }
    app.get('*', (c) => c.body('x', 200, { 'content-type': files[c.req.path] }))
    const policed: string[] = []
    for (const path of Object.keys(files)) {
      const res = await app.request(path)
      // Every other header goes everywhere.
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      if (res.headers.get('content-security-policy') === SECURITY_HEADERS['Content-Security-Policy']) policed.push(path)
    }
    expect(policed).toEqual(['/', '/logo.svg', '/_astro/maplibre-gl-worker.abc123.mjs'])
  })
})

describe('the build’s list of inline scripts', () => {
  it('hashes inline runnable scripts only: not external ones, not JSON data blocks', () => {
    const html =
      '<head><script>console.log(1)</script><script type="module">import "./a.js"</script>' +
      '<script type="module" src="/_astro/x.js"></script><script type="application/ld+json">{"a":1}</script></head>'
    const hashes = inlineScriptHashesOf(html)
    expect(hashes).toHaveLength(2)
    // The SHA-256 of the exact text between the tags, as a browser computes it.
    expect(hashes[0]).toBe('sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M=')
    for (const hash of hashes) expect(hash).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/)
  })
})
