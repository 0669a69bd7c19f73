import { expect, type APIRequestContext } from '@playwright/test'

/** Every <loc> of the sitemap: the index's files fetched one by one, with the index's own check. */
export async function sitemapXml(request: APIRequestContext): Promise<{ files: string[]; xml: string }> {
  const index = await request.get('/sitemap.xml')
  expect(index.status()).toBe(200)
  expect(index.headers()['content-type']).toContain('application/xml')
  const indexXml = await index.text()
  expect(indexXml).toContain('<sitemapindex')
  const files = [...indexXml.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((m) => new URL(m[1]).pathname)
  let xml = ''
  for (const file of files) {
    const res = await request.get(file)
    expect(res.status(), file).toBe(200)
    expect(res.headers()['content-type']).toContain('application/xml')
    xml += await res.text()
  }
  return { files, xml }
}
